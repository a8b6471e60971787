import ArgumentParser
import ProtocellSnapshots

/// A width given on the command line: points (at the `--scale`), or a device named instead,
/// whose portrait width and scale it stands for (``SnapshotDevice``).
struct DeviceWidth: Hashable {
  /// The width in points.
  var points: Double
  /// The device's scale, if a device was named.
  var scale: Double?

  /// The width `text` gives: a number of points (checked by ``WidthRule``) or a device's name.
  ///
  /// - Throws: A usage error that lists the devices, when `text` is neither.
  static func parse(_ text: String, option: String = "--width") throws -> DeviceWidth {
    // Not hexadecimal: Swift's Double(_:) also reads "0x10" as 16 ("nan" and "inf" are
    // numbers WidthRule refuses by name).
    let isHexadecimal = text.lowercased().contains("0x")
    if !isHexadecimal, let points = Double(text) {
      try WidthRule.check(points, option: option)
      return DeviceWidth(points: points, scale: nil)
    }
    if let device = SnapshotDevice.named(text) {
      return DeviceWidth(points: device.width, scale: device.scale)
    }
    let names = SnapshotDevice.all.map { "'\($0.name)'" }.joined(separator: ", ")
    throw ValidationError("\(option) must be points or one of \(names), not '\(text)'")
  }

  /// The devices `--width` takes, for help texts.
  static let devicesHelp = """
    'iPhone SE' (the 2nd and 3rd generation, 375 @2x), 'iPhone SE (1st gen)' (320 @2x), \
    'iPhone 15', 'iPhone 15 Pro' or 'iPhone 16' (393 @3x), 'iPhone 15 Plus', 'iPhone 15 Pro \
    Max' or 'iPhone 16 Plus' (430 @3x), 'iPhone 16 Pro' (402 @3x), 'iPhone 16 Pro Max' (440 \
    @3x), 'iPhone 16e' (390 @3x)
    """
}
