/// A family that was not found and the family measured in its place, as reported by
/// ``FontLibrary/resolve(_:)``.
public struct FontSubstitution: Hashable, Sendable, CustomStringConvertible {
  /// The family that was asked for (after mapping `"system"`).
  public var requestedFamily: String
  /// The family fontconfig chose instead.
  public var substituteFamily: String

  /// Creates a substitution record.
  ///
  /// - Parameters:
  ///   - requestedFamily: the family that was asked for.
  ///   - substituteFamily: the family used instead.
  public init(requestedFamily: String, substituteFamily: String) {
    self.requestedFamily = requestedFamily
    self.substituteFamily = substituteFamily
  }

  /// `font family 'Helvetica Neue' is not installed; measuring with 'DejaVu Sans'`.
  public var description: String {
    "font family '\(requestedFamily)' is not installed; measuring with '\(substituteFamily)'"
  }
}
