/// The cell prototypes of one template file, in the order they appear.
public struct TemplateFile: Sendable, Hashable {
  /// The path the file was read from (or the name given to the parser).
  public var path: String
  /// The cells, in file order.
  public var cells: [CellPrototype]

  /// Creates a template file.
  public init(path: String, cells: [CellPrototype]) {
    self.path = path
    self.cells = cells
  }
}
