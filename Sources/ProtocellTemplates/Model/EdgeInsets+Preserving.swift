extension EdgeInsets {
  /// These margins as UIKit raises them for a view that preserves its superview's
  /// (`preservesSuperviewLayoutMargins`), given where the view lies in its superview.
  ///
  /// Apple's reference for `preservesSuperviewLayoutMargins`: when one of the superview's margins
  /// reaches inside the view and its own margins, UIKit adjusts the view's layout "by the
  /// smallest amount needed to ensure that content is also inside the superview's margins". On
  /// each side that is the superview's margin less the view's distance from that side of the
  /// superview, when larger than the view's own: a view flush with a 20-point content view's
  /// leading edge lays its content out 20 points in, one 4 points in lays it out 16 points in
  /// (20 − 4), and one 30 points in keeps its own 8.
  ///
  /// - Parameters:
  ///   - superviewMargins: The superview's layout margins.
  ///   - frame: The view's frame in its superview, left to right.
  ///   - superviewSize: The superview's size.
  /// - Returns: The view's effective layout margins.
  public func preserving(
    _ superviewMargins: EdgeInsets, frame: Rect, superviewSize: Size
  ) -> EdgeInsets {
    EdgeInsets(
      top: max(top, superviewMargins.top - frame.y),
      leading: max(leading, superviewMargins.leading - frame.x),
      bottom: max(bottom, superviewMargins.bottom - (superviewSize.height - frame.maxY)),
      trailing: max(trailing, superviewMargins.trailing - (superviewSize.width - frame.maxX)))
  }
}
