import ProtocellArchive
import ProtocellDiagnostics

extension CellContent.Bindings {
  /// A member of a row that fills no view of the prototype.
  public struct UnboundMember: Sendable, Hashable, CustomStringConvertible {
    /// The member's name.
    public var name: String
    /// The bound key it is nearly spelt as, when it looks like a misspelling of one
    /// (``Suggestions/misspelling(of:in:)``).
    public var nearestKey: String?

    /// Creates a record.
    public init(name: String, nearestKey: String?) {
      self.name = name
      self.nearestKey = nearestKey
    }

    /// `'bodyy' fills no view; did you mean 'body'?`, as `protocell measure` warns.
    public var description: String {
      "'\(name)' fills no view" + (nearestKey.map { "; did you mean '\($0)'?" } ?? "")
    }
  }

  /// The members of `row` that no binding of the prototype names, by name.
  ///
  /// They are what ``CellContent/init(row:bindings:)`` and `Cell.apply(_:)` ignore, as UIKit
  /// ignores a value no outlet receives. A server that builds rows from an API's payloads can check them as
  /// `protocell measure` does, which warns of a member spelt nearly as a bound key.
  ///
  /// ```swift
  /// let bindings = CellContent.Bindings(prototype: prototype)
  /// for member in bindings.unboundMembers(of: row) where member.nearestKey != nil {
  ///   log.warning("\(member)")   // 'bodyy' fills no view; did you mean 'body'?
  /// }
  /// ```
  ///
  /// - Parameter row: A row; anything but an object has no members.
  /// - Returns: The unbound members, each with the bound key it is a misspelling of, if any.
  /// - Complexity: O(*m* × *k*) in the row's members and the bound keys.
  public func unboundMembers(of row: RowValue) -> [UnboundMember] {
    guard case .object(let object) = row else { return [] }
    let keys = self.keys
    let bound = Set(keys)
    return object.keys.sorted().filter { !bound.contains($0) }.map { name in
      UnboundMember(name: name, nearestKey: Suggestions.misspelling(of: name, in: keys))
    }
  }
}
