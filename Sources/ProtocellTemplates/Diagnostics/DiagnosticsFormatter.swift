/// Renders diagnostics as clang does: `path:line:col: error: message [code]`, the source line,
/// a caret under the offending token, then the hint and notes.
///
/// ```
/// Templates/Feed.xml:12:7: error: unknown element <lable> [unknown-element]
///    12 |     <lable id="title"/>
///       |      ^~~~~
///       = hint: did you mean 'label'?
/// ```
public struct DiagnosticsFormatter: Sendable {
  /// Whether to colour severities and carets with ANSI escapes.
  public var usesColors: Bool
  /// Whether to print the source line and caret under each diagnostic.
  public var showsSourceSnippets: Bool

  /// Creates a formatter.
  public init(usesColors: Bool = false, showsSourceSnippets: Bool = true) {
    self.usesColors = usesColors
    self.showsSourceSnippets = showsSourceSnippets
  }

  /// One diagnostic, with its snippet when the source is known, ending with a newline.
  public func format(_ diagnostic: Diagnostic, sources: [String: SourceFile] = [:]) -> String {
    var output = header(
      location: diagnostic.location, severity: diagnostic.severity,
      message: diagnostic.message + " " + paint("[\(diagnostic.code)]", .dim))
    if showsSourceSnippets, let location = diagnostic.location, let source = sources[location.file]
    {
      output += snippet(at: location, in: source)
    }
    if let fixIt = diagnostic.fixIt {
      output += "      = " + paint("hint:", .bold) + " \(fixIt.message)\n"
    }
    for note in diagnostic.notes {
      output += header(location: note.location, severity: .note, message: note.message)
      if showsSourceSnippets, let location = note.location, let source = sources[location.file] {
        output += snippet(at: location, in: source)
      }
    }
    return output
  }

  /// Every diagnostic in turn.
  public func format(_ diagnostics: [Diagnostic], sources: [String: SourceFile] = [:]) -> String {
    diagnostics.map { format($0, sources: sources) }.joined()
  }

  // MARK: - Pieces

  private func header(location: SourceLocation?, severity: DiagnosticSeverity, message: String)
    -> String
  {
    let place = location.map { paint("\($0):", .bold) + " " } ?? ""
    let style: Style =
      switch severity {
      case .error: .red
      case .warning: .magenta
      case .note: .cyan
      }
    return place + paint("\(severity.rawValue):", style) + " " + message + "\n"
  }

  private func snippet(at location: SourceLocation, in source: SourceFile) -> String {
    guard let line = source.text(ofLine: location.line) else { return "" }
    let number = String(location.line)
    let gutter = String(repeating: " ", count: max(number.count, 4))
    let scalars = Array(line.unicodeScalars)
    // Keep tabs as tabs under the caret so that it lines up in any terminal.
    var pad = ""
    for scalar in scalars.prefix(max(0, location.column - 1)) { pad += scalar == "\t" ? "\t" : " " }
    let tokenLength = Self.tokenLength(in: scalars, from: location.column - 1)
    let marker = "^" + String(repeating: "~", count: max(0, tokenLength - 1))
    let paddedNumber = String(repeating: " ", count: gutter.count - number.count) + number
    return "\(paddedNumber) | \(line)\n\(gutter) | \(pad)\(paint(marker, .green))\n"
  }

  /// The length of the token starting at `start`: an identifier run, or a single character.
  static func tokenLength(in scalars: [Unicode.Scalar], from start: Int) -> Int {
    guard start >= 0, start < scalars.count else { return 1 }
    func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        || scalar == "-"
        || scalar == "#"
    }
    if scalars[start] == "<" {
      var end = start + 1
      while end < scalars.count, isWordCharacter(scalars[end]) || scalars[end] == ":" { end += 1 }
      return end - start
    }
    guard isWordCharacter(scalars[start]) else { return 1 }
    var end = start
    while end < scalars.count, isWordCharacter(scalars[end]) { end += 1 }
    return end - start
  }

  private enum Style: String {
    case bold = "1"
    case dim = "2"
    case red = "1;31"
    case green = "1;32"
    case magenta = "1;35"
    case cyan = "1;36"
  }

  private func paint(_ text: String, _ style: Style) -> String {
    usesColors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
