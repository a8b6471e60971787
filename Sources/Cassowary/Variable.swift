/// An unknown of a linear constraint system.
///
/// A variable is a reference: two variables are the same only if they are the same object, whatever
/// their names. It holds no value itself; read the value a ``Solver`` found with
/// ``Solver/value(of:)``. Variables are immutable and `Sendable`, so errors can carry them and one
/// variable may take part in several solvers, each giving it its own value.
public final class Variable: Sendable, CustomStringConvertible {
  /// A name for debugging and error messages; it takes no part in identity.
  public let name: String?
  /// Whether the variable is restricted to values at or above zero.
  ///
  /// A restricted variable holds `variable >= 0` as a required condition of every system it takes
  /// part in, without a constraint of its own: no constraint can break it, and it costs the solver
  /// no row. A required constraint that would need the variable below zero is unsatisfiable; an
  /// optional one is met as closely as the restriction allows.
  public let isNonNegative: Bool

  /// Creates a variable.
  ///
  /// - Parameters:
  ///   - name: A name for debugging and error messages.
  ///   - isNonNegative: Whether the variable is restricted to values at or above zero.
  public init(_ name: String? = nil, isNonNegative: Bool = false) {
    self.name = name
    self.isNonNegative = isNonNegative
  }

  /// The name, or a placeholder built from the object's address when the variable has none.
  public var description: String {
    name ?? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xffff)"
  }
}
