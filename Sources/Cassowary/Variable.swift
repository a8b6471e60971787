/// An unknown of a linear constraint system.
///
/// A variable is a reference: two variables are the same only if they are the same object, whatever
/// their names. It holds no value itself; read the value a ``Solver`` found with
/// ``Solver/value(of:)``. Variables are immutable and `Sendable`, so errors can carry them and one
/// variable may take part in several solvers, each giving it its own value.
public final class Variable: Sendable, CustomStringConvertible {
  /// A name for debugging and error messages; it takes no part in identity.
  public let name: String?

  /// Creates a variable.
  ///
  /// - Parameter name: A name for debugging and error messages.
  public init(_ name: String? = nil) {
    self.name = name
  }

  /// The name, or a placeholder built from the object's address when the variable has none.
  public var description: String {
    name ?? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xffff)"
  }
}
