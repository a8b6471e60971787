/// One finding about a template: what is wrong, where, and how to fix it.
///
/// Diagnostics are data: the parser and the validator return arrays of them, and a
/// ``DiagnosticsFormatter`` renders them for people or machines.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The stable code of the rule that produced the diagnostic, such as `unknown-element`.
  public var code: DiagnosticCode
  /// How serious it is.
  public var severity: DiagnosticSeverity
  /// What is wrong, in one sentence without a trailing period.
  public var message: String
  /// Where it is, or `nil` for a problem with no position (an unreadable file, say).
  public var location: SourceLocation?
  /// The file a problem with a whole file is about, when it has no position in it.
  ///
  /// Set for a file that is unreadable, too large, skipped or missing, to its path as it was
  /// given; `nil` otherwise. ``file`` is the one to read.
  public var wholeFile: String?
  /// Related places, such as the first declaration of a duplicate.
  public var notes: [DiagnosticNote]
  /// Suggested fixes, each with its edits when the fix is mechanical.
  public var fixIts: [FixIt]
  /// The ``DiagnosticMessage/id`` of the catalogue message, or the code for a diagnostic made
  /// without one: diagnostics with the same code and ID say the same thing about different places.
  public var messageID: String

  /// Creates a diagnostic from its parts; Protocell's own stages use
  /// ``init(_:at:notes:fixIts:)`` with a catalogue message instead.
  ///
  /// - Parameters:
  ///   - code: The rule's code.
  ///   - severity: How serious it is.
  ///   - message: What is wrong.
  ///   - location: Where, or `nil`.
  ///   - notes: Related places.
  ///   - fixIts: Suggested fixes.
  ///   - messageID: The catalogue ID; the code's spelling when `nil`.
  ///   - wholeFile: For a problem with a whole file and no `location`, the file's path.
  public init(
    code: DiagnosticCode,
    severity: DiagnosticSeverity = .error,
    message: String,
    location: SourceLocation?,
    notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = [],
    messageID: String? = nil,
    wholeFile: String? = nil
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.location = location
    self.wholeFile = wholeFile
    self.notes = notes
    self.fixIts = fixIts
    self.messageID = messageID ?? code.rawValue
  }

  /// `file:line:col: severity: message [code]`.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message) [\(code.rawValue)]"
  }

  /// The file the diagnostic is about: its location's, else the ``wholeFile`` it concerns;
  /// `nil` for a problem with no file (no files found under a folder, say).
  public var file: String? { location?.file ?? wholeFile }

  /// Whether the diagnostic is an error.
  public var isError: Bool { severity == .error }
}

/// A place related to a diagnostic, with a word on why it matters.
public struct DiagnosticNote: Sendable, Hashable {
  /// What the place is, such as "first declared here".
  public var message: String
  /// The related place.
  public var location: SourceLocation?

  /// Creates a note.
  public init(message: String, location: SourceLocation?) {
    self.message = message
    self.location = location
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var containsErrors: Bool { contains { $0.isError } }

  /// The diagnostics ordered by location (those without one first), then by code.
  public func sortedByLocation() -> [Diagnostic] {
    sorted { lhs, rhs in
      switch (lhs.location, rhs.location) {
      case (nil, nil): return lhs.code.rawValue < rhs.code.rawValue
      case (nil, _): return true
      case (_, nil): return false
      case (let left?, let right?):
        return left == right ? lhs.code.rawValue < rhs.code.rawValue : left < right
      }
    }
  }
}
