/// The weight of a font, on the OpenType `usWeightClass` scale (1–1000, regular = 400).
///
/// The named weights are UIFont's, mapped as Apple maps San Francisco's styles to OpenType
/// weight classes: ``ultraLight`` is the lightest (100) and ``black`` the heaviest (900).
public struct FontWeight: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The OpenType weight class, 1–1000.
  public let value: Int

  /// Creates a weight from an OpenType weight class.
  ///
  /// - Parameter value: the weight class; values outside 1–1000 are clamped into that range.
  public init(_ value: Int) {
    self.value = min(1000, max(1, value))
  }

  /// UIFont's `ultraLight` (100).
  public static let ultraLight = FontWeight(100)
  /// UIFont's `thin` (200).
  public static let thin = FontWeight(200)
  /// UIFont's `light` (300).
  public static let light = FontWeight(300)
  /// UIFont's `regular` (400).
  public static let regular = FontWeight(400)
  /// UIFont's `medium` (500).
  public static let medium = FontWeight(500)
  /// UIFont's `semibold` (600).
  public static let semibold = FontWeight(600)
  /// UIFont's `bold` (700).
  public static let bold = FontWeight(700)
  /// UIFont's `heavy` (800).
  public static let heavy = FontWeight(800)
  /// UIFont's `black` (900).
  public static let black = FontWeight(900)

  /// The named weights, lightest first, with UIFont's names.
  public static let named: [(name: String, weight: FontWeight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]

  /// Parses a UIFont weight name (`ultraLight` … `black`, any case) or a number from 1 to 1000.
  ///
  /// The initializer fails if `text` is neither.
  ///
  /// - Parameter text: the name or number.
  public init?(parsing text: String) {
    if let number = Int(text) {
      guard (1...1000).contains(number) else { return nil }
      self.init(number)
      return
    }
    let lowered = text.lowercased()
    guard let match = Self.named.first(where: { $0.name.lowercased() == lowered }) else {
      return nil
    }
    self = match.weight
  }

  /// The UIFont name of a named weight, else the number.
  public var description: String {
    Self.named.first(where: { $0.weight == self })?.name ?? String(value)
  }

  /// Whether `lhs` is lighter than `rhs`.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

  /// Decodes a weight from its OpenType weight class.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: What the decoder throws when the value is not a number.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(Int.self))
  }

  /// Encodes the weight as its OpenType weight class.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
