/// The device an Interface Builder document is designed on (`<device id="retina4_7">`), for its
/// scale: IB rounds every recorded label height up to this device's pixel.
enum InterfaceBuilderDevice {
  /// The scale of documents without a `<device>` (those of Xcode 7 and older, and some of
  /// Xcode 8) or with an unknown one.
  static let defaultScale: Double = 2

  /// The screen scale of IB's iPhone device ids.
  ///
  /// From Apple's iPhone screen specifications: 3.5", 4", 4.7" and 6.1" (XR, 11) are 2×; 5.5" (Plus), 5.8" (X, XS, 11 Pro), 6.1" (12 and
  /// later, IB's `retina6_0`/`retina6_12`), 6.5" and 6.7" are 3×. iPads are 2×.
  static let scales: [String: Double] = [
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina6_1": 2,
    "retina5_5": 3, "retina5_9": 3, "retina6_0": 3, "retina6_12": 3, "retina6_5": 3,
    "retina6_7": 3, "retina6_72": 3,
  ]

  /// The scale for a device id (`ipad…` ids are 2×).
  static func scale(ofDeviceID id: String?) -> Double {
    guard let id else { return defaultScale }
    return scales[id] ?? defaultScale
  }
}
