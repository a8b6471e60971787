/// The cell prototypes of one template file, in the order they appear.
public struct TemplateFile: Sendable, Hashable {
  /// The path the file was read from (or the name given to the parser).
  public var path: String
  /// The cells, in file order.
  public var cells: [CellPrototype]
  /// For an Interface Builder document, what IB recorded beside the cells (object ids, frames,
  /// design scale); `nil` for a template.
  public var interfaceBuilder: InterfaceBuilderRecords?

  /// Creates a template file.
  ///
  /// - Parameters:
  ///   - path: The path the file was read from.
  ///   - cells: The cells, in file order.
  ///   - interfaceBuilder: For an Interface Builder document, what IB recorded.
  public init(
    path: String, cells: [CellPrototype], interfaceBuilder: InterfaceBuilderRecords? = nil
  ) {
    self.path = path
    self.cells = cells
    self.interfaceBuilder = interfaceBuilder
  }
}
