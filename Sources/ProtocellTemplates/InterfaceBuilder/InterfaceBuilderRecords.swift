/// What an Interface Builder document recorded beside its cells.
///
/// That is each cell's object id and the frames IB laid out, and the document's design scale.
/// The parser keeps it on the document's
/// ``TemplateFile`` (``TemplateFile/interfaceBuilder``), so that no later stage reads the
/// document again.
public struct InterfaceBuilderRecords: Sendable, Hashable {
  /// What IB recorded about each cell, in the order of the file's cells.
  public var cells: [InterfaceBuilderCellRecord]
  /// The screen scale of the document's `<device>` (2 without one).
  public var scale: Double

  /// Creates the records of a document.
  ///
  /// - Parameters:
  ///   - cells: What IB recorded about each cell, in the file's order.
  ///   - scale: The document's design scale.
  public init(cells: [InterfaceBuilderCellRecord], scale: Double) {
    self.cells = cells
    self.scale = scale
  }
}
