import Protocell

extension ProtocellCommand.Measure {
  /// The note on a `--height` between two pixels of `scale`.
  ///
  /// The content view is held at the height given, while the heights printed are rounded up to the pixel, so a row's printed
  /// height and the height its warnings name differ. `nil` on the pixel (within a thousandth
  /// of a point, as ``PrototypeSource/snapped(_:toPixelOf:)`` takes it).
  static func offPixelHeightNote(_ height: Double, scale: Double) -> String? {
    let snapped = PrototypeSource.snapped(height, toPixelOf: scale)
    guard snapped == height, (height * scale).rounded() != height * scale else { return nil }
    let above = ((height * scale).rounded(.up) / scale).thousandthsDescription
    let below = ((height * scale).rounded(.down) / scale).thousandthsDescription
    let given = height.thousandthsDescription
    return "note: --height \(given) is between two pixels at scale \(scale.compactDescription) "
      + "(\(below) and \(above)): the content view is held at \(given), which row warnings "
      + "name, and heights print rounded up to the pixel, \(above)\n"
  }
}
