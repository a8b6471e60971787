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
  /// Whether the document names its `<device>` (Xcode 9 and later always write one, Xcode 8
  /// mostly, older ones never): without it,
  /// ``scale`` is the default, 2, not a fact of the document.
  public var hasDevice: Bool

  /// Creates the records of a document.
  ///
  /// - Parameters:
  ///   - cells: What IB recorded about each cell, in the file's order.
  ///   - scale: The document's design scale.
  ///   - hasDevice: Whether the document names its `<device>`, which gave `scale`.
  public init(cells: [InterfaceBuilderCellRecord], scale: Double, hasDevice: Bool) {
    self.cells = cells
    self.scale = scale
    self.hasDevice = hasDevice
  }
}
