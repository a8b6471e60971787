extension InterfaceBuilderReader {
  /// The content-view height a document shows a cell at: the one its content view's frame
  /// records, unless that frame is stale, when it is the cell's own frame's height, less the
  /// separator's pixel for a table cell that draws one.
  ///
  /// Xcode 6 and 7 saved a new table cell's content view as 320 × 43 and did not update that
  /// rect when the cell was resized: such a `.xib` records a cell 100 points tall whose views
  /// fill it, in a content view 43 tall (SAInboxViewController's FeedViewCell; a 600 × 600 cell
  /// over a 320 × 43 content view). Interface Builder draws the content view filling the cell.
  /// The rect is taken as stale when it is more than a point shorter than the cell's frame and
  /// either the views it holds reach below it or, in a cell without an accessory (whose content
  /// view is as wide as the cell), its width differs from the cell's.
  ///
  /// - Parameters:
  ///   - cellFrame: The cell's recorded frame.
  ///   - contentFrame: The content view's recorded frame (the cell's, when it records none).
  ///   - viewsBottom: The lowest bottom edge of the frames recorded for the content view's
  ///     views, in its coordinates; `nil` when none records one.
  ///   - hasAccessory: Whether the cell shows an accessory, which narrows its content view.
  ///   - separator: The cell's separator, which the content view leaves below it (one pixel of
  ///     the document's scale for a table cell that draws one).
  /// - Returns: The height, or `nil` when neither frame is recorded.
  func shownContentHeight(
    cellFrame: Rect?, contentFrame: Rect?, viewsBottom: Double?, hasAccessory: Bool,
    separator: SeparatorStyle
  ) -> Double? {
    guard let cell = cellFrame, let content = contentFrame, cell.height - content.height > 1
    else { return contentFrame?.height }
    let viewsReachBelow = viewsBottom.map { $0 > content.height + 0.5 } ?? false
    let widthsDisagree = !hasAccessory && abs(cell.width - content.width) > 0.5
    guard viewsReachBelow || widthsDisagree else { return content.height }
    return cell.height - separator.height(atScale: scale)
  }
}
