import Protocell

/// A fixture that does not parse as its test means it to.
public struct FixtureError: Error, CustomStringConvertible {
  /// What went wrong, with the parser's diagnostics.
  public var description: String
}

/// Parses one cell for layout tests: `body` (its views and constraints) in a cell of a template
/// file of its own.
///
/// - Parameters:
///   - body: The cell's children, as XML.
///   - attributes: More attributes of `<cell>`, as XML (`width="320"`).
///   - reuseIdentifier: The cell's reuse identifier.
/// - Returns: The prototype.
/// - Throws: ``FixtureError`` when the file has diagnostics or no cell.
public func layoutCell(_ body: String, attributes: String = "", reuseIdentifier: String = "C")
  throws -> CellPrototype
{
  let result = TemplateParser().parse(
    text:
      "<templates><cell reuseIdentifier=\"\(reuseIdentifier)\" \(attributes)>\(body)</cell></templates>",
    path: "l.xml")
  guard result.diagnostics.isEmpty, let prototype = result.file.cells.first else {
    throw FixtureError(description: "the fixture does not parse: \(result.diagnostics)")
  }
  return prototype
}

/// What one row of JSON puts into a prototype's cell, through its bindings.
///
/// - Parameters:
///   - json: The row, a JSON object.
///   - prototype: The prototype whose bindings read it.
/// - Returns: The content.
/// - Throws: The JSON reader's or the bindings' error.
public func rowContent(_ json: String, for prototype: CellPrototype) throws -> CellContent {
  try CellContent(row: RowValue(parsingJSON: json), for: prototype)
}
