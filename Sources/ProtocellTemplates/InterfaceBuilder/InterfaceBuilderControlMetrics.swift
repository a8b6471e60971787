/// The intrinsic content sizes of UIKit's controls, which Protocell lays out as plain views with
/// an explicit intrinsic size.
///
/// Where UIKit's figure is fixed it is written here, with its source. Where it depends on the
/// control's content or the iOS release (a segmented control's titles, a text field's font and
/// border, a slider's track), the size IB recorded in the frame is used along the axes UIKit
/// gives an intrinsic size: IB computed that frame from the control's own intrinsic size.
enum InterfaceBuilderControlMetrics {
  /// UISwitch: 49×31, the alignment rectangle of its 51×31 frame (see ``switchInsets``).
  ///
  /// `UISwitch.init(frame:)` ignores the size it is given (Apple's UISwitch reference), and IB
  /// records 51×31 for every switch in the corpus (IQKeyboardManager's Settings.storyboard).
  static let switchSize = Size(width: 49, height: 31)
  /// UISwitch in iOS 26: 61×28, the alignment rectangle of its 63×28 frame (the same 2 points
  /// past the trailing edge, ``switchInsets``), as the canvas of Xcode 26 (``iOS26ToolsVersions``)
  /// records it: NetNewsWire's Settings and Inspector storyboards (nine switches, `toolsVersion`
  /// 24506 and 24765) and IOS-CoreBluetooth-Mock's (24128), each 63×28 with its trailing edge and
  /// centre where the 51×31 switch of earlier releases had them.
  static let iOS26SwitchSize = Size(width: 61, height: 28)
  /// The `toolsVersion`s of Xcode 26, whose SDK is iOS 26's: 24xxx and 25xxx in the corpora
  /// (24128, 24412, 24506, 24765, 25079); Xcode 16 writes 23xxx and Xcode 15 `32700.99.1234`.
  static let iOS26ToolsVersions = 24000..<30000
  /// UIStepper: 94×32 since iOS 13; IB records 94×32 in the corpus (IQKeyboardManager's
  /// Settings.storyboard, Xcode 14).
  static let stepperSize = Size(width: 94, height: 32)
  /// UIStepper before iOS 13: 94×29, as the canvas of an Xcode before 11 (iOS 13's SDK) draws
  /// it; RxDataSources' Main.storyboard (Xcode 9, toolsVersion 13196) records 94×29.
  static let legacyStepperSize = Size(width: 94, height: 29)
  /// The first `toolsVersion` of Xcode 11, whose SDK is iOS 13's: Xcode 10's documents carry
  /// 14xxx (14460, 14490, 14868 in the corpus), Xcode 11's 15xxx (15505, 15702).
  static let iOS13ToolsVersion = 15000
  /// UIActivityIndicatorView, medium (formerly white and gray) style: 20×20 points, as Apple's
  /// UIActivityIndicatorView.Style reference gives it.
  static let mediumActivityIndicatorSize = Size(width: 20, height: 20)
  /// UIActivityIndicatorView, large (formerly whiteLarge) style: 37×37 points (same source).
  static let largeActivityIndicatorSize = Size(width: 37, height: 37)

  /// The intrinsic size of the control IB declares as `elementName`, given its attributes'
  /// `style` and the frame IB recorded; `nil` when the element is not a control handled here.
  ///
  /// `drawnBeforeIOS13` asks for the sizes of the releases before iOS 13, which the canvas of
  /// an Xcode before 11 drew (a document read as its canvas, saved by such an Xcode);
  /// `drawnOnIOS26` for iOS 26's, the SDK of the Xcode that saved the document.
  static func intrinsicSize(
    ofElement elementName: String, style: String?, frame: Rect?, drawnBeforeIOS13: Bool = false,
    drawnOnIOS26: Bool = false
  ) -> IntrinsicSize? {
    switch elementName {
    case "switch":
      let size = drawnOnIOS26 ? iOS26SwitchSize : switchSize
      return IntrinsicSize(width: size.width, height: size.height)
    case "stepper":
      let size = drawnBeforeIOS13 ? legacyStepperSize : stepperSize
      return IntrinsicSize(width: size.width, height: size.height)
    case "activityIndicatorView":
      let size =
        style == "large" || style == "whiteLarge"
        ? largeActivityIndicatorSize : mediumActivityIndicatorSize
      return IntrinsicSize(width: size.width, height: size.height)
    case "slider", "progressView", "textField":
      // No intrinsic width (UIView.noIntrinsicMetric); the height from IB's frame.
      return IntrinsicSize(width: nil, height: frame?.height)
    case "segmentedControl":
      return IntrinsicSize(width: frame?.width, height: frame?.height)
    default:
      return nil
    }
  }
}
