/// One finding about a template: what is wrong, where, and how to fix it.
///
/// Diagnostics are data: the parser and the validator return arrays of them, and a
/// ``DiagnosticsFormatter`` renders them for people or machines.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The stable code of the rule that produced the diagnostic, e.g. `unknown-element`.
  public var code: DiagnosticCode
  /// How serious it is.
  public var severity: DiagnosticSeverity
  /// What is wrong, in one sentence without a trailing period.
  public var message: String
  /// Where it is, or `nil` for a problem with no position (an unreadable file, say).
  public var location: SourceLocation?
  /// Related places, such as the first declaration of a duplicate.
  public var notes: [DiagnosticNote]
  /// A hint at the fix, with a replacement when one is certain.
  public var fixIt: FixIt?

  /// Creates a diagnostic.
  public init(
    code: DiagnosticCode,
    severity: DiagnosticSeverity = .error,
    message: String,
    location: SourceLocation?,
    notes: [DiagnosticNote] = [],
    fixIt: FixIt? = nil
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
    self.fixIt = fixIt
  }

  /// `file:line:col: severity: message [code]`.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message) [\(code.rawValue)]"
  }

  /// Whether the diagnostic is an error.
  public var isError: Bool { severity == .error }
}

/// A place related to a diagnostic, with a word on why it matters.
public struct DiagnosticNote: Sendable, Hashable {
  /// What the place is, e.g. "first declared here".
  public var message: String
  /// The related place.
  public var location: SourceLocation?

  /// Creates a note.
  public init(message: String, location: SourceLocation?) {
    self.message = message
    self.location = location
  }
}

/// A suggested fix: a sentence for people and, when the fix is certain, the text to put instead.
public struct FixIt: Sendable, Hashable {
  /// The hint, e.g. "did you mean 'label'?".
  public var message: String
  /// The replacement text for the token at the diagnostic's location, if the fix is mechanical.
  public var replacement: String?

  /// Creates a fix-it.
  public init(message: String, replacement: String? = nil) {
    self.message = message
    self.replacement = replacement
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
