import ProtocellTemplates

extension Snapshot {
  /// Reads a snapshot written by ``encodedText()``.
  ///
  /// - Parameter text: The file's text.
  /// - Throws: ``SnapshotDecodingError`` for a missing header, an unknown line, a malformed
  ///   number or quoted string, or a line out of place.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(decoding text: String) throws(SnapshotDecodingError) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    guard lines.first.map(String.init) == Self.formatHeader else {
      throw SnapshotDecodingError(line: 1, message: "expected '\(Self.formatHeader)'")
    }
    var prototype: String?
    var row: String?
    var traits: SnapshotTraits?
    self.init(
      prototype: "", row: "", traits: SnapshotTraits(width: 0, scale: 1, category: .large))
    for (index, line) in lines.enumerated().dropFirst() {
      let number = index + 1
      guard let tokens = SnapshotText.tokens(of: line), let keyword = tokens.first else {
        throw SnapshotDecodingError(line: number, message: "not a snapshot line: '\(line)'")
      }
      let arguments = Array(tokens.dropFirst())
      switch (keyword, arguments.count) {
      case ("prototype", 1): prototype = arguments[0]
      case ("row", 1): row = arguments[0]
      case ("traits", 6), ("traits", 8), ("traits", 10):
        traits = try Self.traits(arguments, line: number)
      case ("failure", 1): failure = arguments[0]
      case ("height", 1): height = try Self.number(arguments[0], line: number)
      case ("view", 9...10): views.append(try Self.view(arguments, line: number))
      case ("line", 5...8):
        guard !views.isEmpty else {
          throw SnapshotDecodingError(line: number, message: "a line before any view")
        }
        views[views.count - 1].lines.append(try Self.line(arguments, line: number))
      case ("warning", 1): warnings.append(arguments[0])
      default:
        throw SnapshotDecodingError(line: number, message: "not a snapshot line: '\(line)'")
      }
    }
    guard let prototype, let row, let traits else {
      throw SnapshotDecodingError(
        line: lines.count, message: "a snapshot needs its prototype, row and traits lines")
    }
    self.prototype = prototype
    self.row = row
    self.traits = traits
  }

  private static func number(_ token: String, line: Int) throws(SnapshotDecodingError) -> Double {
    guard let value = Double(token) else {
      throw SnapshotDecodingError(line: line, message: "'\(token)' is not a number")
    }
    return value
  }

  private static func expect(_ arguments: [String], _ names: [String], line: Int)
    throws(SnapshotDecodingError)
  {
    for (offset, name) in names.enumerated() where arguments[offset * 2] != name {
      throw SnapshotDecodingError(
        line: line, message: "expected '\(name)', found '\(arguments[offset * 2])'")
    }
  }

  private static func traits(_ arguments: [String], line: Int) throws(SnapshotDecodingError)
    -> SnapshotTraits
  {
    try expect(arguments, ["width", "scale", "category"], line: line)
    guard let category = ContentSizeCategory(name: arguments[5]) else {
      throw SnapshotDecodingError(line: line, message: "unknown category '\(arguments[5])'")
    }
    var traits = SnapshotTraits(
      width: try number(arguments[1], line: line), scale: try number(arguments[3], line: line),
      category: category)
    // Then `locale NAME` and `direction rtl`, each only when it is not the default.
    var rest = arguments.dropFirst(6)
    if rest.first == "locale", rest.count >= 2 {
      traits.locale = rest.dropFirst().first
      rest = rest.dropFirst(2)
    }
    if rest.first == "direction", rest.count == 2 {
      guard rest.last == "rtl" else {
        throw SnapshotDecodingError(
          line: line, message: "expected 'rtl', found '\(rest.last ?? "")'")
      }
      traits.isRightToLeft = true
      rest = rest.dropFirst(2)
    }
    if let extra = rest.first {
      throw SnapshotDecodingError(
        line: line, message: "expected 'locale' or 'direction', found '\(extra)'")
    }
    return traits
  }

  private static func view(_ arguments: [String], line: Int) throws(SnapshotDecodingError) -> View {
    let fields = Array(arguments.dropFirst())
    try expect(fields, ["x", "y", "width", "height"], line: line)
    if fields.count == 9, fields[8] != "hidden" {
      throw SnapshotDecodingError(line: line, message: "expected 'hidden', found '\(fields[8])'")
    }
    return View(
      name: arguments[0],
      frame: Rect(
        x: try number(fields[1], line: line), y: try number(fields[3], line: line),
        width: try number(fields[5], line: line), height: try number(fields[7], line: line)),
      isHidden: fields.count == 9)
  }

  private static func line(_ arguments: [String], line: Int) throws(SnapshotDecodingError) -> Line {
    var x = 0.0
    var fields = arguments[...]
    if fields.first == "x", fields.count >= 7 {
      x = try number(fields[fields.startIndex + 1], line: line)
      fields = fields.dropFirst(2)
    }
    let rest = Array(fields)
    guard rest.count == 5 || rest.count == 6 else {
      throw SnapshotDecodingError(line: line, message: "expected a line's width, baseline and text")
    }
    try expect(rest, ["width", "baseline"], line: line)
    if rest.count == 6, rest[4] != "truncated" {
      throw SnapshotDecodingError(line: line, message: "expected 'truncated', found '\(rest[4])'")
    }
    return Line(
      text: rest[rest.count - 1], x: x, width: try number(rest[1], line: line),
      baseline: try number(rest[3], line: line), isTruncated: rest.count == 6)
  }
}
