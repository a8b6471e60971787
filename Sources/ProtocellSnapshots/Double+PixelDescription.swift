import Foundation

extension Double {
  /// The number on the pixel grid of `scale`, as few digits as it needs: `45.5`, `45.667` at
  /// scale 3 (never `45.666666666666664`), `12` rather than `12.0`.
  package func pixelDescription(scale: Double) -> String {
    guard isFinite else { return String(self) }
    let snapped = (self * scale).rounded() / scale
    if snapped == snapped.rounded(), abs(snapped) < 1e15 { return String(Int64(snapped)) }
    if let text = Self.thousandthsDescription(snapped) { return text }
    var text = String(format: "%.3f", snapped)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}

extension Double {
  /// What `String(format: "%.3f")` with trailing zeros removed prints for `value`, without
  /// Foundation's formatter (a measured row prints several numbers): `nil` where the digits are
  /// not certain (within a thousandth of a thousandth of a rounding tie, beyond 10⁹, or a
  /// fraction that rounds to zero), which the formatter then answers.
  fileprivate static func thousandthsDescription(_ value: Double) -> String? {
    let thousandths = value * 1000
    let nearest = thousandths.rounded()
    // Below 10⁹ the product is within 10⁻⁷ of the exact thousandths, so away from a tie the
    // correctly rounded digits "%.3f" prints are those of `nearest`.
    guard abs(thousandths - nearest) < 0.499, abs(nearest) < 1e12 else { return nil }
    let magnitude = Int64(abs(nearest))
    var fraction = magnitude % 1000
    guard fraction != 0 else { return nil }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let padded = String(fraction)
    let zeros = String(repeating: "0", count: digits - padded.count)
    return (nearest < 0 ? "-" : "") + String(magnitude / 1000) + "." + zeros + padded
  }
}
