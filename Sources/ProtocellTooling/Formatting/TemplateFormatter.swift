import ProtocellDiagnostics
import ProtocellTemplates

/// Rewrites template files in one canonical layout, keeping their comments and meaning.
///
/// The layout: an XML declaration if the file had one; one element per line, indented by two
/// spaces a level; attributes in the order the language reference lists them (namespace
/// declarations after the language's own, unknown attributes last in their original order),
/// double-quoted, wrapped before ``lineLength`` with continuation lines aligned under the first
/// attribute; a constraint's expression trimmed on the line of its element, its relations spelt
/// as ``relationSpelling`` says; comments on their own lines, verbatim; at most one blank line
/// where the author left any. Formatting a formatted file changes nothing.
///
/// Only well-formed templates are formatted: the text goes through the template parser first, and a
/// file it cannot read (malformed XML, an entity declaration, too large) is returned unchanged
/// with the parser's diagnostics; a file of another format (an Interface Builder document, an
/// Android manifest) is returned unchanged with its root element's name.
public struct TemplateFormatter: Sendable {
  /// How constraint relations are written.
  public enum RelationSpelling: String, Sendable, CaseIterable {
    /// `==`, `<=` (as `&lt;=` in the file) and `>=`.
    case ascii
    /// `==`, `≤` and `≥`.
    case unicode
  }

  /// The outcome of formatting one file.
  public struct Result: Sendable {
    /// The formatted text, or `nil` when the file could not be read as XML or is no template.
    public var text: String?
    /// Why the file could not be formatted; empty when ``text`` or ``foreignRoot`` is set.
    public var diagnostics: [Diagnostic]
    /// The root element of a file that is no template, left unformatted: `document` for an
    /// Interface Builder document, `manifest` for an Android manifest; `nil` for a template.
    public var foreignRoot: String? = nil
  }

  /// How constraint relations are written.
  public var relationSpelling: RelationSpelling
  /// The column a line should not pass, where attributes allow.
  public var lineLength: Int

  /// Creates a formatter.
  public init(relationSpelling: RelationSpelling = .ascii, lineLength: Int = 100) {
    self.relationSpelling = relationSpelling
    self.lineLength = lineLength
  }

  /// Formats the text of one template file.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The path to show in diagnostics.
  /// - Returns: The canonical text, or the diagnostics that stop the file being formatted, or
  ///   the root element of a file that is no template.
  public func format(text: String, path: String) -> Result {
    // A byte-order mark says only "UTF-8", which the formatted file is anyway.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
    let unreadable: Set<DiagnosticCode> = [
      .malformedXML, .entityDeclaration, .notUTF8, .fileTooLarge, .limitExceeded,
    ]
    let parsed = TemplateParser().parse(text: text, path: path)
    let blocking = parsed.diagnostics.filter { unreadable.contains($0.code) }
    guard blocking.isEmpty else { return Result(text: nil, diagnostics: blocking) }
    // Rewriting another format's file in the templates' layout would reindent a storyboard
    // Xcode wrote, or an app's manifest: such files are left as they are.
    if let root = parsed.foreignRoot ?? (parsed.file.interfaceBuilder == nil ? nil : "document") {
      return Result(text: nil, diagnostics: [], foreignRoot: root)
    }
    var printer = FormattingPrinter(
      relationSpelling: relationSpelling, lineLength: lineLength,
      hasDeclaration: text.hasPrefix("<?xml"))
    return Result(text: printer.print(FormattingReader.read(text)), diagnostics: [])
  }
}
