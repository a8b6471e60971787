/// The number syntax of templates: an optional sign, digits, an optional fraction and exponent.
///
/// Stricter than `Double(_:)`, which also takes `inf`, `nan` and hexadecimal floats.
enum NumberSyntax {
  /// Why text is not a number.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// Not in the number syntax.
    case malformed
    /// Parses, but overflows to infinity.
    case notFinite

    var description: String {
      switch self {
      case .malformed: "not a number"
      case .notFinite: "not a finite number"
      }
    }
  }

  /// Parses a number, ignoring surrounding white space.
  static func parse(_ text: String) -> Result<Double, Problem> {
    var trimmed = text.trimmingSpaces
    let count = trimmed.utf8.count
    let isInteger = trimmed.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    // Up to 15 decimal digits convert exactly without the general parser.
    if isInteger, count > 0, count <= 15 {
      return .success(Double(trimmed.utf8.reduce(0) { $0 * 10 + Int($1 &- UInt8(ascii: "0")) }))
    }
    let numberLength = trimmed.withUTF8 { Self.length(ofNumberIn: $0, from: 0) }
    guard numberLength == count, count > 0 else {
      let lowered = trimmed.lowercased()
      let isNonFinite = ["inf", "+inf", "-inf", "infinity", "-infinity", "nan"].contains(lowered)
      return .failure(isNonFinite ? .notFinite : .malformed)
    }
    guard let value = Double(trimmed), value.isFinite else { return .failure(.notFinite) }
    return .success(value)
  }

  /// How many bytes from `start` form a number (sign, digits, fraction, exponent); 0 if none.
  static func length(ofNumberIn bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    func isDigit(_ i: Int) -> Bool {
      i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      index += 1
    }
    var digits = 0
    while isDigit(index) {
      index += 1
      digits += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(index + 1) {
      index += 1
      while isDigit(index) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return 0 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      var exponent = index + 1
      if exponent < bytes.count,
        bytes[exponent] == UInt8(ascii: "-") || bytes[exponent] == UInt8(ascii: "+")
      {
        exponent += 1
      }
      if isDigit(exponent) {
        index = exponent
        while isDigit(index) { index += 1 }
      }
    }
    return index - start
  }
}
