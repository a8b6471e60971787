import Foundation

/// A Markdown table of the package's documentation, read so that a test can hold the words of
/// the code and of the docs equal.
public enum DocumentationTable {
  /// Why a table cannot be read.
  public struct ReadingError: Error, CustomStringConvertible {
    /// What is wrong, naming the file.
    public var description: String
  }

  /// The cells of each row of the table whose header line is `header`, in its order: the lines
  /// after the header and its delimiter row, up to the first that is not a row.
  ///
  /// - Parameters:
  ///   - path: The Markdown file, relative to the package's root.
  ///   - header: The header line, exactly (`| Code | Fix |`).
  ///   - columns: How many cells each row has.
  /// - Returns: Each row's cells, as written between the pipes.
  /// - Throws: ``ReadingError`` when the file has no such header or a row has another number
  ///   of cells.
  public static func rows(in path: String, header: String, columns: Int) throws -> [[String]] {
    let url = URL(fileURLWithPath: CommandRunner.packageRoot).appendingPathComponent(path)
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: header) else {
      throw ReadingError(description: "\(path) has no line \(header)")
    }
    var rows: [[String]] = []
    for line in lines.dropFirst(start + 2) {
      guard line.hasPrefix("| "), line.hasSuffix(" |") else { break }
      let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
      guard cells.count == columns else {
        throw ReadingError(description: "\(path): a row of \(cells.count) cells: \(line)")
      }
      rows.append(cells)
    }
    return rows
  }
}
