import ProtocellTemplates

extension CellPrototype {
  /// UITableView's default row height for this cell: the prototype's own
  /// (``CellPrototype/defaultRowHeight``, Xcode 26's canvas's 51) or UIKit's 44
  /// (``LayoutEngine/defaultRowHeight``).
  ///
  /// A built-in style's cell is at least this tall (at a priority just below required, so a
  /// fixed row height wins), and a cell whose content fits at zero gets it.
  var tableDefaultRowHeight: Double { defaultRowHeight ?? LayoutSession.defaultRowHeight }

  /// The content view's height in a row of ``tableDefaultRowHeight``: that height less the
  /// separator's pixel at `scale` where the table draws one (43.5 in a 44-point row at 2×), as
  /// UITableView lays out a cell whose content fits at zero.
  func defaultRowContentHeight(scale: Double) -> Double {
    max(0, tableDefaultRowHeight - separator.height(atScale: scale))
  }
}
