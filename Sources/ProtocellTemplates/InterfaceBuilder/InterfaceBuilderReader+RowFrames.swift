extension InterfaceBuilderReader {
  // MARK: - Cells without a frame

  /// The frame of a table cell whose content view Xcode wrote without one: its table's width
  /// and the row height the document gives it; the cell's own recorded frame (`recorded`) when
  /// its content view has a frame, when no row height is known, or when the recorded frame is
  /// as tall as the row.
  ///
  /// Xcode 6 writes no `<rect>` for the content view of most prototype and static cells, and
  /// for many cells none of their own, only their row heights: the cell's own `rowHeight` (a
  /// custom Row Height in IB's size inspector), else the table's for a table whose rows do not
  /// size themselves. UIKit lays such a cell out at that height and at its table's width, as it
  /// lays out one that has a frame; without it the cell was laid out 375 points wide and sized
  /// by its content (ResearchKit's dashboards and onboarding, in the tenth newcomer's review: a
  /// 59-point row measured 44, a static cell of `rowHeight="233"` in a 320-point table 225 tall
  /// and 375 wide). Where such a cell has a frame, it is the one the cell was first drawn with:
  /// 44 points (or 150) tall in rows of 80 to 400, which IB flags `ambiguous` when it
  /// notices (macbaszii/SelfSizingCell's quote cell, `rowHeight="80"` in a table of 80-point rows,
  /// recorded 44 tall, in the eleventh newcomer's review: measured 44, its quote 20 points above
  /// the row). The views inside were laid out at the row height: in the corpora's documents of
  /// Xcode 6 and 7 every such cell whose content view has no frame holds its views within its row
  /// height and not within its frame (ResearchKit's five apps, EventBlank's six cells of 50 to
  /// 346 points recorded 44 or 200 tall, DNSSwipeableTableCell's 400-point row recorded 44). A
  /// cell without a frame whose height is not known (its table's rows size themselves) still
  /// takes its table's width (``read(_:)``).
  ///
  /// - Parameters:
  ///   - cell: The `<tableViewCell>` element.
  ///   - recorded: The cell's own frame, if Xcode wrote one.
  ///   - contentView: Its content view, if it has one.
  ///   - table: The table the cell belongs to; `nil` for a cell outside a table.
  /// - Returns: The frame, at the origin, or `nil`.
  func rowFrame(
    of cell: XMLElement, recorded: Rect?, contentView: XMLElement?, table: TableContext?
  )
    -> Rect?
  {
    guard let table, contentView.flatMap({ frame(of: $0) }) == nil else { return recorded }
    let ownHeight =
      string(cell, "rowHeight") == "-1" ? nil : number(cell, "rowHeight", in: 0...100_000)
    guard let height = ownHeight ?? table.fixedRowHeight else { return recorded }
    if let recorded, abs(recorded.height - height) < 0.5 { return recorded }
    return Rect(
      x: 0, y: 0, width: table.width ?? recorded?.width ?? CellPrototype.defaultWidth,
      height: height)
  }

  /// The frame of a table cell's content view that Xcode wrote without a `<rect>`: the size
  /// of its `<frame key="frameInset">` (Xcode 8), else the cell's less the separator below it
  /// in a table that draws one: 1 point on the canvas of Xcode 8 and earlier
  /// (``iOS11ToolsVersion``), the device's pixel after.
  ///
  /// The views of such content views were laid out above the separator: in the fresh20
  /// review's documents of Xcode 6 and 7, a tag view pinned to every edge of a 44-point row's
  /// content view is recorded 43 tall (MBTagView), a chain of labels and gaps in a 66-point row
  /// adds up to 65 (TextViewCellText); Xcode 8's `frameInset` records 43.5 in a 44-point row
  /// (CHParallaxHeaderView, Xcode 8.1). Before, the content view was the whole row, so
  /// `measure --separator` printed 44.5 for a 44-point row.
  ///
  /// - Parameters:
  ///   - contentView: The cell's content view, if it has one.
  ///   - cellFrame: The cell's frame (``rowFrame(of:recorded:contentView:table:)``).
  ///   - table: The table the cell belongs to; `nil` for a cell outside a table.
  /// - Returns: The content view's frame, at the origin, or `nil` without a cell frame.
  func framelessContentFrame(of contentView: XMLElement?, in cellFrame: Rect?, table: TableContext?)
    -> Rect?
  {
    guard let cellFrame else { return nil }
    if let contentView, let inset = child(of: contentView, key: "frameInset", named: "frame"),
      let height = number(inset, "height", in: 0...1_000_000)
    {
      return Rect(
        x: 0, y: 0, width: number(inset, "width", in: 0...1_000_000) ?? cellFrame.width,
        height: height)
    }
    let separator =
      table?.hasSeparators == true ? (wasSaved(before: Self.iOS11ToolsVersion) ? 1 : 1 / scale) : 0
    return Rect(x: 0, y: 0, width: cellFrame.width, height: max(0, cellFrame.height - separator))
  }
}
