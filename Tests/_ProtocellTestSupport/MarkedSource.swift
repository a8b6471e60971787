import Protocell

/// Source text with location markers (1️⃣, 2️⃣, …) removed and their positions remembered.
///
/// Tests write the expected place of each diagnostic right into the fixture:
///
/// ```swift
/// let source = MarkedSource("<templates><1️⃣lable/></templates>")
/// source.location("1️⃣")  // line 1, column 12
/// ```
public struct MarkedSource: Sendable {
  /// The markers, in order.
  public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

  /// The text without markers.
  public let text: String
  /// The path used in locations.
  public let path: String
  private let locations: [String: (line: Int, column: Int)]

  /// Removes the markers from `marked` and records where each stood.
  public init(_ marked: String, path: String = "test.xml") {
    var text = ""
    var locations: [String: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    var remaining = Substring(marked)
    outer: while let character = remaining.first {
      for marker in Self.markers where remaining.hasPrefix(marker) {
        locations[marker] = (line, column)
        remaining = remaining.dropFirst(marker.count)
        continue outer
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
      remaining = remaining.dropFirst()
    }
    self.text = text
    self.path = path
    self.locations = locations
  }

  /// The location of a marker; a test that names a missing marker gets line 0.
  public func location(_ marker: String) -> SourceLocation {
    let place = locations[marker] ?? (0, 0)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }
}

/// A template file of one cell around `body` (its views and constraints).
///
/// - Parameters:
///   - body: The cell's children, as XML.
///   - id: The cell's reuse identifier.
/// - Returns: The file's text.
public func cell(_ body: String, id: String = "Cell") -> String {
  "<templates>\n<cell reuseIdentifier=\"\(id)\">\n\(body)\n</cell>\n</templates>\n"
}
