extension CellPrototype {
  /// Measures the cell's text as Interface Builder's canvas drew it: its labels' heights
  /// rounded as the document says (`textHeightScale`, ``InterfaceBuilderRecords/canvasTextHeightScale``)
  /// and as each label's recorded frame shows (`record`'s
  /// ``InterfaceBuilderCellRecord/recordedLabelHeights``), and the system font's fallback
  /// ideographs at the canvas's factor (`ideographScale`,
  /// ``InterfaceBuilderRecords/canvasIdeographScale``), and its text-style labels in the fonts
  /// the canvas drew them with (``InterfaceBuilderViewRecord/canvasFont``).
  ///
  /// The importer applies it to the cells it reads as the canvas draws them; the placement rule
  /// to the run-time cells it lays out to compare with the frames IB recorded.
  public mutating func useCanvasText(
    textHeightScale: Double?, ideographScale: Double?, record: InterfaceBuilderCellRecord
  ) {
    self.textHeightScale = textHeightScale
    self.ideographScale = ideographScale
    recordedLabelHeights = record.recordedLabelHeights
    var canvasFonts: [String: FontSpec] = [:]
    for view in record.views { if let font = view.canvasFont { canvasFonts[view.name] = font } }
    guard !canvasFonts.isEmpty else { return }
    updateEachView { view in
      if case .label(var label) = view.kind, let font = canvasFonts[view.id] {
        label.font = font
        view.kind = .label(label)
      }
    }
  }
}
