import ProtocellDiagnostics
import ProtocellTemplates

/// Where a registered prototype came from, for error messages that name both sides of a clash.
public enum RegistrationSource: Sendable, Hashable, CustomStringConvertible {
  /// A model built in code.
  case code
  /// A template file, at the `<cell>` element's location.
  case template(SourceLocation)
  /// A compiled pack, by its path (when it was read from a file) and the template file the
  /// prototype was compiled from (when the pack records it).
  case pack(path: String?, compiledFrom: String?)

  /// The source of a model: its template location when it has one, else ``code``.
  ///
  /// - Parameter template: The prototype.
  /// - Returns: Where it came from, as far as the model tells.
  public static func of(_ template: CellPrototype) -> RegistrationSource {
    template.location.map { .template($0) } ?? .code
  }

  /// `feed.xml:3:5`, `pack Feed.pcpack (compiled from feed.xml)` or `code`.
  public var description: String {
    switch self {
    case .code:
      return "code"
    case .template(let location):
      return location.description
    case .pack(let path, let compiledFrom):
      let origin = compiledFrom.map { " (compiled from \($0))" } ?? ""
      return "pack \(path ?? "in memory")\(origin)"
    }
  }
}
