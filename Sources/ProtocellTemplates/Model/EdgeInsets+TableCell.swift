extension EdgeInsets {
  /// UIKit's layout margins for a table cell's content view in a table `tableWidth` points wide.
  ///
  /// The sides are the system minimum layout margins of the table's view controller
  /// (`UIViewController.systemMinimumLayoutMargins`, which Apple's documentation says range from
  /// 16 to 20 points on iPhone), which the cell and its content view inherit through
  /// `preservesSuperviewLayoutMargins`; `cellLayoutMarginsFollowReadableWidth` is off by default
  /// since iOS 12, so the readable content guide does not narrow them. The figures are what
  /// Interface Builder's recorded frames show: 16 on 375-point tables (two files, Xcode 10.1 and
  /// 13) and on narrower ones in documents of Xcode 11 and later (lexrus/VPNOn's 320-point
  /// tables, 29 views; twilio-video-app's and ForgeRock's 320-point cells), 20 on 414 and on the
  /// tables of the 390- and 393-point iPhones (zcash-swift-wallet-sdk's `retina6_0` storyboard,
  /// 23 default-style labels at x 20 and 350 wide, Xcode 16; ALIconFont's `retina6_12`, Xcode
  /// 14; no table between 376 and 413 points in the corpora's tuning halves at 16): so 16 up to
  /// 375 points, 20 wider. (The canvas of Xcode 10 and earlier drew narrower tables with iOS 10's
  /// 15 points: ``InterfaceBuilderReader``.) The 11 points above and
  /// below are not documented; they are what every IB frame of the test corpus shows (a view at
  /// `topMargin + 7` sits at y = 18).
  ///
  /// A storyboard's reader passes the wider of the table's width and its screen's
  /// (`<device>`): the minimum margins are the screen's.
  ///
  /// - Parameter tableWidth: The table's (and so the cell's) width, in points.
  /// - Returns: The content view's margins when the cell has no accessory.
  public static func tableCellContentMargins(tableWidth: Double) -> EdgeInsets {
    let side: Double = tableWidth > 375 ? 20 : 16
    return EdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
  }

  /// The content view's trailing layout margin when the cell shows an accessory: 8 points.
  ///
  /// From Interface Builder's frames: a built-in style's text label spans the content view's
  /// layout margins, and beside a disclosure indicator it ends 8 points before the content
  /// view's trailing edge (SwipeCellKit's `Main.storyboard`, a 414-point table: content view
  /// 382.667 wide, label at x = 20, 354.667 wide).
  public static let trailingMarginBesideAccessory: Double = 8

  /// These insets with each side raised to `minimum`'s where that is larger: the margins of a
  /// view that preserves its superview's (`preservesSuperviewLayoutMargins`).
  ///
  /// - Parameter minimum: The superview's margins.
  /// - Returns: The larger of the two on each side.
  public func raised(to minimum: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(top, minimum.top), leading: max(leading, minimum.leading),
      bottom: max(bottom, minimum.bottom), trailing: max(trailing, minimum.trailing))
  }

  /// These insets' leading and trailing sides with `base`'s top and bottom: how a table cell's
  /// own margins reach its content view, which keeps its own above and below.
  ///
  /// - Parameter base: The content view's margins without the cell's.
  /// - Returns: The sides of these insets, the top and bottom of `base`.
  public func sides(over base: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: base.top, leading: leading, bottom: base.bottom, trailing: trailing)
  }
}
