/// A position in a template file: 1-based line and column.
///
/// Columns count Unicode scalar values from the start of the line (a tab counts as one), which is
/// how libxml2 counts them too, so positions from the XML parser and from Protocell's own checks
/// agree. A location describes itself as `file:line:col`.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The path of the file as it was given to the parser.
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in Unicode scalar values.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:col`, as compilers print it.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders locations by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  /// The location `count` columns further along the same line.
  public func advanced(byColumns count: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + count)
  }
}
