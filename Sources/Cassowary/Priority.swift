/// How strongly a constraint should hold, on Auto Layout's scale of 1 to 1000.
///
/// ``required`` (1000) constraints must hold; the solver rejects one it cannot satisfy. Lower
/// priorities are optional and *lexicographic*: the solver first minimises the errors of the
/// highest optional level, then, without worsening it, the next, and so on. One constraint at 750
/// therefore wins against any number of constraints at 749. Within one level the solver minimises
/// the sum of the absolute errors.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority value; valid values are finite and in `0 < rawValue <= 1000`.
  public var rawValue: Float

  /// Creates a priority from its value.
  ///
  /// - Parameter rawValue: The value, valid when finite and in `0 < rawValue <= 1000`.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from its value.
  ///
  /// - Parameter value: The value, valid when finite and in `0 < value <= 1000`.
  public init(_ value: Float) {
    self.rawValue = value
  }

  /// Creates a priority from a floating-point literal.
  ///
  /// - Parameter value: The literal.
  public init(floatLiteral value: Float) {
    self.rawValue = value
  }

  /// Creates a priority from an integer literal.
  ///
  /// - Parameter value: The literal.
  public init(integerLiteral value: Int) {
    self.rawValue = Float(value)
  }

  /// A constraint that must hold: 1000.
  public static let required: Priority = 1000
  /// Auto Layout's default high priority (compression resistance): 750.
  public static let defaultHigh: Priority = 750
  /// Auto Layout's default low priority (content hugging): 250.
  public static let defaultLow: Priority = 250
  /// The priority Auto Layout uses to compress a view to its fitting size: 50.
  public static let fittingSizeLevel: Priority = 50

  /// Whether the priority is ``required``.
  public var isRequired: Bool { rawValue == 1000 }

  /// The values Auto Layout accepts for a constraint: 1 to 1000.
  public static let validRange: ClosedRange<Float> = 1...1000

  /// Whether the priority can be used: finite and in `0 < rawValue <= 1000`.
  public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

  /// Orders priorities by value.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: Another priority.
  /// - Returns: Whether `lhs` is lower than `rhs`.
  public static func < (lhs: Priority, rhs: Priority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The value as a person writes it: `750`, or `999.5` with its fraction.
  public var description: String {
    rawValue == rawValue.rounded() && abs(rawValue) < 1e7 ? String(Int(rawValue)) : "\(rawValue)"
  }
}
