/// An sRGB colour with alpha, each component 0...1; templates write `#RRGGBB`, `#RRGGBBAA` or a name.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Alpha, 0...1.
  public var alpha: Double

  /// Creates a colour.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour names templates may use instead of hex.
  public static let named: [String: Color] = [
    "black": Color(red: 0, green: 0, blue: 0),
    "white": Color(red: 1, green: 1, blue: 1),
    "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
    "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
    "red": Color(red: 1, green: 0, blue: 0),
    "green": Color(red: 0, green: 1, blue: 0),
    "blue": Color(red: 0, green: 0, blue: 1),
    "systemBackground": Color(red: 1, green: 1, blue: 1),
    "secondarySystemBackground": Color(red: 0.949, green: 0.949, blue: 0.969),
    "systemGroupedBackground": Color(red: 0.949, green: 0.949, blue: 0.969),
    "separator": Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29),
    "tint": Color(red: 0, green: 0.478, blue: 1),
  ]

  /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name from ``named``; `nil` if it is neither.
  public init?(parsing text: String) {
    if let color = Color.named[text] {
      self = color
      return
    }
    guard text.hasPrefix("#") else { return nil }
    var digits = Array(text.utf8.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count == 6 || digits.count == 8 else { return nil }
    var components: [Double] = []
    var index = 0
    while index < digits.count {
      guard let high = Color.hexValue(digits[index]), let low = Color.hexValue(digits[index + 1])
      else { return nil }
      components.append(Double(high * 16 + low) / 255)
      index += 2
    }
    self.init(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 1)
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// `#RRGGBB` or `#RRGGBBAA`; a component outside 0...1 is clamped, and NaN reads as 0.
  public var description: String {
    func hex(_ value: Double) -> String {
      let byte = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded())
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(red) + hex(green) + hex(blue) + (alpha >= 1 ? "" : hex(alpha))
  }
}
