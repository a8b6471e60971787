extension InterfaceBuilderControlMetrics {
  /// UISwitch's alignment insets: its frame reaches 2 points past the trailing edge of the
  /// rectangle its constraints place.
  ///
  /// Read off the corpus's tuning halves, Xcode 7 to 16 alike: every switch placed by its leading
  /// edge (Eureka's SwitchCell, SwiftMessages' stacks) has IB's frame where the constraint puts
  /// it, 51 wide; every switch placed by its trailing edge (SwiftMessages, RxDataSources,
  /// matrix-ios-kit, LayerPlayer, KMNavigationBarTransition, tinode, ToThePenny: 29 switches)
  /// has its frame 2 points further right; and the seven switches JSQMessagesViewController pins
  /// by both edges 49 points apart are recorded 51 wide. Constraints, intrinsic sizes and stacks
  /// work on the alignment rectangle (Apple's `alignmentRectInsets` reference).
  static let switchInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)

  /// UISlider's alignment insets: its frame reaches 2 points past each side of the rectangle
  /// its constraints place, and 1 point below it (a 31-point frame around a 30-point rectangle).
  ///
  /// Read off the corpora's tuning halves, Xcode 6 to 14 alike. Across: every slider placed by
  /// its constraints is recorded 4 points wider and 2 to the left of where they put it
  /// (LayerPlayer's 39, `width == 68` drawn 72 wide; VoiceMemos, ElasticTransition, ciao, Knock
  /// of Xcode 7 to 9; BalloonView's seven pinned 20 points in, Bluefruit's pinned to a segmented
  /// control's edges, SharedImages', tuya's three `width <= 200` drawn 204, of Xcode 10 to 14).
  /// Down: a slider held at `height == 33` is recorded 34 tall from its top (AprilBrother);
  /// tuya's, filling a 35-point stack row, 36; BalloonView's, pinned to a 43.5-point content
  /// view's top and bottom, 45; and sliders centred on a label sit half a point to a point lower
  /// than a 31-point rectangle would (LayerPlayer's 39, ARCharts' five, VoiceMemos, Knock). One
  /// slider disagrees: ciao's, centred, half a point higher.
  static let sliderInsets = EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)

  /// UISegmentedControl's alignment insets: its frame reaches 1 point below the rectangle its
  /// constraints place (a 32-point frame around a 31-point rectangle since iOS 13, a 29-point
  /// one around 28 before).
  ///
  /// Every segmented control of the tuning halves held by both its top and its bottom, in
  /// documents saved by Xcode 12 and 14 (SwiftMessages' seven, 16 + 5 + 31 points between
  /// margins 52 apart; emoncms' FeedCell), is recorded 32 tall with its top where the top
  /// constraint puts it. The older control does the same: ARCharts' three (Xcode 9), held 28
  /// points apart by their top and bottom constraints, are recorded 29 tall from their top, and
  /// AprilBrother's `height == 36` (Xcode 6) 37; LayerPlayer's, centred in a 43-point row
  /// (Xcode 7), is recorded at 8, half a point below a 29-point frame centred. One disagrees:
  /// Forecast's, centred in 43.5 points, recorded at 7, where a centred 28-point rectangle puts
  /// its frame at 8 (a centred frame, 7.5).
  static let segmentedControlInsets = EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)

  /// The insets between the frame IB records for the control `elementName` and the rectangle its
  /// constraints place; zero for a control drawn as placed.
  ///
  /// `toolsVersion` is the saving Xcode's (0 when unknown); it picks the slider's insets. iOS 26's slider is drawn as placed:
  /// NetNewsWire's Xcode 26 Settings storyboard records its two sliders 382×34 where their
  /// constraints put them, 16 points from each edge (earlier releases' frames reach 2 points past
  /// each side). Its switches keep the 2 points past the trailing edge (``iOS26SwitchSize``).
  static func alignmentInsets(ofElement elementName: String, toolsVersion: Int) -> EdgeInsets {
    switch elementName {
    case "switch": switchInsets
    case "slider" where iOS26ToolsVersions.contains(toolsVersion): .zero
    case "slider": sliderInsets
    case "segmentedControl": segmentedControlInsets
    default: .zero
    }
  }
}
