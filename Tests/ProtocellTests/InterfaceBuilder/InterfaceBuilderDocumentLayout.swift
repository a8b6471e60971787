import Protocell
import Testing

/// The first cell of an Interface Builder document written out in a test, imported and laid
/// out: what the suites of one rule each share.
enum InterfaceBuilderDocumentLayout {
  /// Imports `text` and lays its first cell out at `width` points.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - width: The width to lay the cell out at.
  ///   - scale: The screen scale to round to.
  ///   - height: The height to hold the cell at (IB's recorded size), or `nil` to let it size
  ///     itself.
  ///   - canvas: Whether to read the document as IB's canvas, as `protocell measure` without
  ///     rows reads it.
  /// - Returns: The layout.
  /// - Throws: When the document holds no cell, or the cell cannot be laid out.
  static func firstCell(
    of text: String, width: Double, scale: Double = 2, height: Double? = nil, canvas: Bool = false
  ) throws -> CellLayout {
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    let imported = importer.importDocument(text: text, path: "t.xib")
    var cell = try #require(imported.file.cells.first)
    if let height { cell = cell.fixingHeight(height) }
    return try LayoutEngine(prototype: cell, measurer: try FontTextMeasurer())
      .layout(width: width, options: LayoutOptions(scale: scale))
  }
}
