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

  /// UISlider's alignment insets before iOS 12: its frame reaches 2 points past each side of the
  /// rectangle its constraints place.
  ///
  /// Documents saved by Xcode 7 to 9 (toolsVersion 9059 to 12121: LayerPlayer's 39 sliders,
  /// VoiceMemos, ElasticTransition, ciao, Knock) record every slider 4 points wider and 2 to
  /// the left of where its constraints put it (`width == 68` drawn 72 wide); Xcode 10's
  /// (susi, 14868) where they put it. The canvas of an Xcode before 10 (iOS 12's SDK) drew
  /// it so; the app on a current iPhone does not.
  static let legacySliderInsets = EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)

  /// The first `toolsVersion` of Xcode 10, whose SDK is iOS 12's (no slider in the corpus was
  /// saved between Xcode 9's 12121 and Xcode 10's 14868; Xcode 10's documents carry 14xxx).
  static let iOS12ToolsVersion = 14000

  /// UISegmentedControl's alignment insets since iOS 13: its 32-point frame reaches 1 point
  /// below the 31-point rectangle its constraints place.
  ///
  /// Every segmented control of the tuning halves held by both its top and its bottom, in
  /// documents saved by Xcode 12 and 14 (SwiftMessages' seven, 16 + 5 + 31 points between
  /// margins 52 apart; emoncms' FeedCell), is recorded 32 tall with its top where the top
  /// constraint puts it; those held by their top alone (Xcode 8 and 9, 29 tall) show nothing
  /// either way, so the older control keeps no insets.
  static let segmentedControlInsets = EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)

  /// The insets between the frame IB records for the control `elementName` and the rectangle its
  /// constraints place; zero for a control drawn as placed.
  ///
  /// `toolsVersion` is the saving Xcode's (0 when unknown); read as its canvas (`readsAsCanvas`),
  /// a document saved by an Xcode before 10 gets the sliders of the releases before iOS 12.
  static func alignmentInsets(ofElement elementName: String, toolsVersion: Int, readsAsCanvas: Bool)
    -> EdgeInsets
  {
    switch elementName {
    case "switch": switchInsets
    case "slider" where readsAsCanvas && toolsVersion > 0 && toolsVersion < iOS12ToolsVersion:
      legacySliderInsets
    case "segmentedControl" where toolsVersion >= iOS13ToolsVersion: segmentedControlInsets
    default: .zero
    }
  }
}
