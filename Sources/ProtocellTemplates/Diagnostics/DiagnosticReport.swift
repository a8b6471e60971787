/// The machine-readable form of a validation run, as `protocell validate --format json` prints it.
public struct DiagnosticReport: Codable, Sendable, Hashable {
  /// One diagnostic, flattened for JSON.
  public struct Entry: Codable, Sendable, Hashable {
    /// The file, or `null` for problems without a place.
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
    /// The hint, if any.
    public var hint: String?
    /// The replacement text of the hint, if mechanical.
    public var replacement: String?
    /// Related places.
    public var notes: [Note]
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
        file: diagnostic.location?.file, line: diagnostic.location?.line,
        column: diagnostic.location?.column, severity: diagnostic.severity,
        code: diagnostic.code.rawValue, message: diagnostic.message,
        hint: diagnostic.fixIt?.message,
        replacement: diagnostic.fixIt?.replacement,
        notes: diagnostic.notes.map {
          Note(
            file: $0.location?.file, line: $0.location?.line, column: $0.location?.column,
            message: $0.message)
        })
    }
  }
}
