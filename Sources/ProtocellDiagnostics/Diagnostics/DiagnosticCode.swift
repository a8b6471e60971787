/// The stable code of a diagnostic: the rule that produced it, in kebab case.
///
/// Codes appear in brackets after each message (`[unknown-element]`), in JSON output, and in a
/// project's configuration file, where a rule can be switched off by its code. They never change
/// meaning once published. `ProtocellTemplates` declares them, with `DiagnosticCode.all`, the
/// list of every code in alphabetical order.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The code as written, such as `unknown-element`.
  public var rawValue: String

  /// Creates a code from its spelling.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a code from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The code as written.
  public var description: String { rawValue }
}
