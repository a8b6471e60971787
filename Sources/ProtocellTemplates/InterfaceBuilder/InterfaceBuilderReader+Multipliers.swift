import ProtocellDiagnostics

extension InterfaceBuilderReader {
  // MARK: - Multipliers

  /// A multiplier written `0.75`, as a ratio `4:3` or `4/3`, or as a percentage `75%`.
  ///
  /// Xcode's constraint inspector saves a multiplier as typed: a percentage (JanC/AVWXKit's
  /// `multiplier="70%"`, rogerluan/ExpandableCellsExample's `140%`) is the number over 100, a
  /// ratio with a slash (vector-im/element-ios's `2/3`) the same as with a colon. Read as the
  /// canvas, a decimal of six significant digits is the ratio it was rounded from
  /// (``InterfaceBuilderMultiplier/canvasValue(_:written:)``).
  func multiplier(of element: XMLElement) -> Double? {
    guard let attribute = element.attribute(named: "multiplier") else { return nil }
    let written = attribute.value
    if written.hasSuffix("%"),
      case .success(let percent) = NumberSyntax.parse(String(written.dropLast())),
      percent.isFinite
    {
      return percent / 100
    }
    let parts = written.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
    let values = parts.map { NumberSyntax.parse(String($0)) }
    switch (values.count, values.first, values.last) {
    case (1, .success(let value)?, _) where value.isFinite:
      return readsAsCanvas ? InterfaceBuilderMultiplier.canvasValue(value, written: written) : value
    case (2, .success(let numerator)?, .success(let denominator)?) where denominator != 0:
      return numerator / denominator
    default:
      diagnostics.append(
        Diagnostic(.invalidMultiplier(attribute.value), at: valueLocation(of: attribute)))
      return nil
    }
  }
}

/// How Interface Builder's canvas read the multipliers a document writes.
package enum InterfaceBuilderMultiplier {
  /// The multiplier Interface Builder's canvas laid a constraint out with, when the document
  /// writes it `value` (`written`).
  ///
  /// Xcode writes a multiplier it computed (a ratio of two frames, when constraints are added
  /// or updated from the canvas) to six significant digits, as C's `%g` prints a double
  /// (`0.689655` for 20 / 29), and records the frames the exact ratio gave. A decimal of six
  /// significant digits is therefore read, on the canvas, as the simplest fraction within half
  /// a unit of its last digit (denominators up to 1,000), and any other as written. At run time
  /// UIKit has only the written digits, so rows keep them. Shown by NetNewsWire's Xcode 26
  /// account storyboard: a button `height == 0.689655 × contentView.height + 14` in a 43.5-point
  /// row is recorded 44.5 tall at y −0.5, the pixels of 20 / 29 × 43.5 + 14 = 44 exactly
  /// centred (edges at −0.25 and 43.75, half pixels rounded away from zero), where 0.689655
  /// gives 43.99999, edges at −0.249995 and 43.749995, and 43.5 at y 0.
  package static func canvasValue(_ value: Double, written: String) -> Double {
    let digits = written.filter(\.isNumber).drop { $0 == "0" }
    guard digits.count == 6, value != 0, !written.contains("e") && !written.contains("E"),
      let point = written.firstIndex(of: ".")
    else { return value }
    var unit = 1.0
    for _ in written[written.index(after: point)...] { unit /= 10 }
    let magnitude = abs(value)
    for denominator in 1...1_000 {
      let fraction = (magnitude * Double(denominator)).rounded() / Double(denominator)
      if abs(fraction - magnitude) <= unit / 2 { return value < 0 ? -fraction : fraction }
    }
    return value
  }
}
