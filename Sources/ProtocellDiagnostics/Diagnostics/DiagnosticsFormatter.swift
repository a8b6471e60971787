/// Renders diagnostics as clang does: `path:line:col: error: message [code]`, the source line,
/// a caret under the offending token, then the fix-its and notes.
///
/// The caret counts terminal columns, not scalars: a wide character (`漢`, an emoji) takes
/// two, a combining mark none.
///
/// ```
/// Templates/Feed.xml:12:7: error: unknown element <lable> [unknown-element]
///    12 |     <lable id="title"/>
///       |      ^~~~~
///       = fix-it: did you mean 'label'?
/// ```
///
/// The output is bounded by the number of diagnostics, not by the input: a long source line is
/// clipped to ``maximumSnippetWidth`` scalars around the caret, with `…` where it was cut, and
/// after ``maximumSimilarDiagnostics`` diagnostics of one cause in one file (same code, same
/// catalogue message) the rest are counted, not printed. The model keeps them all; only the
/// human form is shortened.
public struct DiagnosticsFormatter: Sendable {
  /// Whether to colour severities and carets with ANSI escapes.
  public var usesColors: Bool
  /// Whether to print the source line and caret under each diagnostic.
  public var showsSourceSnippets: Bool
  /// How many Unicode scalars of a source line a snippet shows at most, around the caret.
  public var maximumSnippetWidth: Int
  /// How many diagnostics of one cause in one file are printed before the rest are counted, or
  /// `nil` to print them all.
  public var maximumSimilarDiagnostics: Int?

  /// Creates a formatter.
  ///
  /// - Parameters:
  ///   - usesColors: Whether to colour severities and carets with ANSI escapes.
  ///   - showsSourceSnippets: Whether to print the source line and caret.
  ///   - maximumSnippetWidth: How many scalars of a source line to show at most (at least 20).
  ///   - maximumSimilarDiagnostics: How many diagnostics of one cause per file to print, or `nil`
  ///     for all.
  public init(
    usesColors: Bool = false, showsSourceSnippets: Bool = true, maximumSnippetWidth: Int = 100,
    maximumSimilarDiagnostics: Int? = 3
  ) {
    self.usesColors = usesColors
    self.showsSourceSnippets = showsSourceSnippets
    self.maximumSnippetWidth = max(20, maximumSnippetWidth)
    self.maximumSimilarDiagnostics = maximumSimilarDiagnostics.map { max(1, $0) }
  }

  /// One diagnostic, with its snippet when the source is known, ending with a newline.
  public func format(_ diagnostic: Diagnostic, sources: [String: SourceFile] = [:]) -> String {
    var output = header(
      location: diagnostic.location, severity: diagnostic.severity,
      message: Self.visible(diagnostic.message) + " " + paint("[\(diagnostic.code)]", .dim))
    if showsSourceSnippets, let location = diagnostic.location, let source = sources[location.file]
    {
      output += snippet(at: location, in: source)
    }
    for fixIt in diagnostic.fixIts {
      output += "      = " + paint("fix-it:", .bold) + " \(Self.visible(fixIt.message))\n"
    }
    for note in diagnostic.notes {
      output += header(
        location: note.location, severity: .note, message: Self.visible(note.message))
      if showsSourceSnippets, let location = note.location, let source = sources[location.file] {
        output += snippet(at: location, in: source)
      }
    }
    return output
  }

  /// Every diagnostic in turn, up to ``maximumSimilarDiagnostics`` of each cause per file; after
  /// the last one printed of a cause, a line counts the rest and says where they are
  /// (`… and 6 more like this, at lines 1747, 2785, …`).
  ///
  /// - Complexity: O(*n*) in the number of diagnostics, plus the snippets printed.
  public func format(_ diagnostics: [Diagnostic], sources: [String: SourceFile] = [:]) -> String {
    guard let cap = maximumSimilarDiagnostics else {
      return diagnostics.map { format($0, sources: sources) }.joined()
    }
    var totals: [Cause: Int] = [:]
    var foldedLines: [Cause: [Int]] = [:]
    var moreLines: Set<Cause> = []
    for diagnostic in diagnostics {
      let cause = Cause(diagnostic)
      let count = totals[cause, default: 0] + 1
      totals[cause] = count
      guard count > cap, let line = diagnostic.location?.line,
        !foldedLines[cause, default: []].contains(line)
      else { continue }
      if foldedLines[cause, default: []].count < Self.foldedLinesListed {
        foldedLines[cause, default: []].append(line)
      } else {
        moreLines.insert(cause)
      }
    }
    var printed: [Cause: Int] = [:]
    var output = ""
    for diagnostic in diagnostics {
      let cause = Cause(diagnostic)
      let count = printed[cause, default: 0] + 1
      printed[cause] = count
      guard count <= cap else { continue }
      output += format(diagnostic, sources: sources)
      let total = totals[cause, default: 0]
      if count == cap, total > cap {
        let folded = total - cap
        let lines = foldedLines[cause, default: []]
        var place = ""
        if !lines.isEmpty {
          place =
            (lines.count == 1 ? ", at line " : ", at lines ")
            + lines.map(String.init).joined(separator: ", ")
            + (moreLines.contains(cause) ? ", …" : "")
        }
        output += "      " + paint("… and \(folded) more like this\(place)", .dim) + "\n"
      }
    }
    return output
  }

  /// The most lines a fold names, each once; JSON and the other formats list every diagnostic.
  static let foldedLinesListed = 20

  /// What makes diagnostics "alike": the file, the code and the catalogue message.
  private struct Cause: Hashable {
    var file: String?
    var code: DiagnosticCode
    var messageID: String

    init(_ diagnostic: Diagnostic) {
      file = diagnostic.location?.file
      code = diagnostic.code
      messageID = diagnostic.messageID
    }
  }

  // MARK: - Pieces

  private func header(location: SourceLocation?, severity: DiagnosticSeverity, message: String)
    -> String
  {
    let place = location.map { paint(Self.visible("\($0):"), .bold) + " " } ?? ""
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
    let caret = max(0, location.column - 1)
    let window = Self.window(around: caret, count: scalars.count, width: maximumSnippetWidth)
    var shown = window.lowerBound > 0 ? "…" : ""
    // Keep tabs as tabs under the caret so that it lines up in any terminal.
    var pad = window.lowerBound > 0 ? " " : ""
    for scalar in scalars[window] { shown.unicodeScalars.append(Self.visible(scalar)) }
    if window.upperBound < scalars.count { shown += "…" }
    // Wide characters take two columns and combining marks none (`TerminalColumns`).
    for scalar in scalars[window.lowerBound..<min(caret, window.upperBound)] {
      pad += scalar == "\t" ? "\t" : String(repeating: " ", count: TerminalColumns.of(scalar))
    }
    if caret > window.upperBound {
      pad += String(repeating: " ", count: min(caret - window.upperBound, maximumSnippetWidth))
    }
    let tokenLength = min(
      Self.tokenLength(in: scalars, from: caret), max(1, window.upperBound - caret))
    let tokenColumns = TerminalColumns.of(scalars[min(caret, scalars.count)...].prefix(tokenLength))
    let marker = "^" + String(repeating: "~", count: max(0, tokenColumns - 1))
    let paddedNumber = String(repeating: " ", count: gutter.count - number.count) + number
    return "\(paddedNumber) | \(shown)\n\(gutter) | \(pad)\(paint(marker, .green))\n"
  }

  /// `text` with every control character but the tab shown as a symbol of its own
  /// (the scalar overload below), so that a file's bytes quoted in a message or a snippet
  /// cannot move the cursor, recolour or clear the terminal, or set its title.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { visible($0) != $0 }) else { return text }
    var result = ""
    result.unicodeScalars.append(contentsOf: text.unicodeScalars.map { visible($0) })
    return result
  }

  /// A control character as one column a terminal draws and does not obey: C0 controls and
  /// DEL as Unicode's control pictures (ESC `␛`, NUL `␀`, BEL `␇`), C1 controls as `�`; a tab,
  /// which the caret line keeps, and every other scalar as it is.
  static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09: scalar
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    case 0x80...0x9F: "\u{FFFD}"
    default: scalar
    }
  }

  /// The scalars of a line of `count` that a snippet shows: all of them when they fit in
  /// `width`, else `width` of them with the caret a third of the way in (or the line's end).
  static func window(around caret: Int, count: Int, width: Int) -> Range<Int> {
    guard count > width else { return 0..<count }
    let start = max(0, min(caret - width / 3, count - width))
    return start..<(start + width)
  }

  /// The length of the token starting at `start`: an attribute's whole value when `start` opens
  /// one (`="` or `='` just before it: `com.apple.InterfaceBuilder3.CocoaTouch.AppleTV.XIB`,
  /// `Helvetica Neue`), else an identifier run, or a single character.
  static func tokenLength(in scalars: [Unicode.Scalar], from start: Int) -> Int {
    guard start >= 0, start < scalars.count else { return 1 }
    if start >= 2, scalars[start - 2] == "=",
      scalars[start - 1] == "\"" || scalars[start - 1] == "'",
      let close = scalars[start...].firstIndex(of: scalars[start - 1]), close > start
    {
      return close - start
    }
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
