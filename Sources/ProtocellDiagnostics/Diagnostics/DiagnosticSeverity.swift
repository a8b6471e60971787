/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
  /// Extra information attached to another diagnostic.
  case note
  /// Something suspicious that does not stop the template from working.
  case warning
  /// Something that makes the template unusable; `protocell validate` exits with status 1.
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders severities from ``note`` to ``error``.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
