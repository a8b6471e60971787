import Protocell
import ProtocellDiagnostics
import ProtocellTemplates

/// The machine-readable form of a validation run, as `protocell validate --format json` prints it.
///
/// Each diagnostic's suggested fixes are in `fixIts`, a list of `{message, edits}`. Reports
/// written before fix-its became a list, with one `hint` and one `replacement` per diagnostic,
/// still decode: the hint becomes the one fix-it, without edits (the old form had no range).
public struct DiagnosticReport: Codable, Sendable, Hashable {
  /// One diagnostic, flattened for JSON.
  public struct Entry: Codable, Sendable, Hashable {
    /// The file: where the problem is, or the whole file it is about; `null` for problems with
    /// no file (no templates under a folder, say).
    public var file: String?
    /// The 1-based line.
    public var line: Int?
    /// The 1-based column, in Unicode scalars.
    public var column: Int?
    /// `error`, `warning` or `note`.
    public var severity: DiagnosticSeverity
    /// The stable rule code.
    public var code: String
    /// The message.
    public var message: String
    /// The suggested fixes.
    public var fixIts: [FixItEntry]
    /// Related places.
    public var notes: [Note]

    private enum CodingKeys: String, CodingKey {
      case file, line, column, severity, code, message, fixIts, notes
      case hint  // Read only: the one fix-it of reports written before `fixIts`.
    }

    /// Creates an entry.
    public init(
      file: String?, line: Int?, column: Int?, severity: DiagnosticSeverity, code: String,
      message: String, fixIts: [FixItEntry], notes: [Note]
    ) {
      self.file = file
      self.line = line
      self.column = column
      self.severity = severity
      self.code = code
      self.message = message
      self.fixIts = fixIts
      self.notes = notes
    }

    /// Decodes an entry, reading an older report's `hint` as its one fix-it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      file = try container.decodeIfPresent(String.self, forKey: .file)
      line = try container.decodeIfPresent(Int.self, forKey: .line)
      column = try container.decodeIfPresent(Int.self, forKey: .column)
      severity = try container.decode(DiagnosticSeverity.self, forKey: .severity)
      code = try container.decode(String.self, forKey: .code)
      message = try container.decode(String.self, forKey: .message)
      notes = try container.decodeIfPresent([Note].self, forKey: .notes) ?? []
      if let fixIts = try container.decodeIfPresent([FixItEntry].self, forKey: .fixIts) {
        self.fixIts = fixIts
      } else {
        fixIts =
          try container.decodeIfPresent(String.self, forKey: .hint).map {
            [FixItEntry(message: $0, edits: [])]
          } ?? []
      }
    }

    /// Encodes the entry (never the old `hint` key).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(file, forKey: .file)
      try container.encodeIfPresent(line, forKey: .line)
      try container.encodeIfPresent(column, forKey: .column)
      try container.encode(severity, forKey: .severity)
      try container.encode(code, forKey: .code)
      try container.encode(message, forKey: .message)
      try container.encode(fixIts, forKey: .fixIts)
      try container.encode(notes, forKey: .notes)
    }
  }

  /// A suggested fix, flattened for JSON.
  public struct FixItEntry: Codable, Sendable, Hashable {
    /// The fix in words.
    public var message: String
    /// The edits that apply it, empty when it needs a person.
    public var edits: [Edit]

    /// Creates an entry.
    public init(message: String, edits: [Edit]) {
      self.message = message
      self.edits = edits
    }
  }

  /// One replacement: the span from `line`:`column` up to `endLine`:`endColumn` (exclusive)
  /// becomes `replacement`.
  public struct Edit: Codable, Sendable, Hashable {
    /// The first line of the span.
    public var line: Int
    /// The first column of the span, in Unicode scalars.
    public var column: Int
    /// The line where the span ends.
    public var endLine: Int
    /// The column just past the span.
    public var endColumn: Int
    /// The text to put in its place.
    public var replacement: String

    /// Creates an edit.
    public init(line: Int, column: Int, endLine: Int, endColumn: Int, replacement: String) {
      self.line = line
      self.column = column
      self.endLine = endLine
      self.endColumn = endColumn
      self.replacement = replacement
    }
  }

  /// A related place.
  public struct Note: Codable, Sendable, Hashable {
    /// The file.
    public var file: String?
    /// The line.
    public var line: Int?
    /// The column.
    public var column: Int?
    /// What the place is.
    public var message: String
  }

  /// How many files were checked.
  public var files: Int
  /// How many cells they declare.
  public var cells: Int
  /// How many errors.
  public var errors: Int
  /// How many warnings.
  public var warnings: Int
  /// The diagnostics, ordered by location.
  public var diagnostics: [Entry]

  /// Builds the report of a check.
  public init(_ report: TemplateCheckReport) {
    files = report.files.count
    cells = report.cellCount
    errors = report.errorCount
    warnings = report.warningCount
    diagnostics = report.diagnostics.map { diagnostic in
      Entry(
        file: diagnostic.file, line: diagnostic.location?.line,
        column: diagnostic.location?.column, severity: diagnostic.severity,
        code: diagnostic.code.rawValue, message: diagnostic.message,
        fixIts: diagnostic.fixIts.map { fixIt in
          FixItEntry(
            message: fixIt.message,
            edits: fixIt.edits.map {
              Edit(
                line: $0.range.lowerBound.line, column: $0.range.lowerBound.column,
                endLine: $0.range.upperBound.line, endColumn: $0.range.upperBound.column,
                replacement: $0.replacement)
            })
        },
        notes: diagnostic.notes.map {
          Note(
            file: $0.location?.file, line: $0.location?.line, column: $0.location?.column,
            message: $0.message)
        })
    }
  }
}
