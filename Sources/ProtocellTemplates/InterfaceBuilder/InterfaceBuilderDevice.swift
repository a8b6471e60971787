/// The device an Interface Builder document is designed on (`<device id="retina4_7">`), for its
/// scale: IB rounds every recorded label height up to this device's pixel.
enum InterfaceBuilderDevice {
  /// The scale of documents without a `<device>` (those of Xcode 7 and older, and some of
  /// Xcode 8) or with an unknown one.
  static let defaultScale: Double = 2

  /// The screen scale of IB's iPhone device ids.
  ///
  /// From Apple's iPhone screen specifications: 3.5", 4", 4.7" and 6.1" (XR, 11) are 2×; 5.5" (Plus), 5.8" (X, XS, 11 Pro), 6.1" (12 and
  /// later, IB's `retina6_0`/`retina6_12`), 6.3" and 6.9" (16 Pro and Pro Max, IB's `retina6_3`
  /// and `retina6_9`, Xcode 16's default devices), 6.5" and 6.7" are 3×. iPads are 2×; Apple TV
  /// (`appleTV`) is 1×.
  static let scales: [String: Double] = [
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina6_1": 2,
    "retina5_5": 3, "retina5_9": 3, "retina6_0": 3, "retina6_12": 3, "retina6_5": 3,
    "retina6_7": 3, "retina6_72": 3, "retina6_3": 3, "retina6_9": 3, "appleTV": 1,
  ]

  /// The portrait width in points of IB's iPhone device ids, from Apple's iPhone screen
  /// specifications: 3.5" and 4" are 320, 4.7" and 5.8" (X, XS, 11 Pro) 375, 5.5" (Plus), 6.1"
  /// (XR, 11) and 6.5" 414, IB's `retina6_0` 390 and `retina6_12` 393 (12 to 15), 6.7" 428,
  /// `retina6_72` 430, `retina6_3` 402 (16 Pro; NetNewsWire's root views are 402 × 874) and
  /// `retina6_9` 440 (16 Pro Max).
  static let widths: [String: Double] = [
    "retina3_5": 320, "retina4_0": 320, "retina4_7": 375, "retina5_9": 375, "retina5_5": 414,
    "retina6_1": 414, "retina6_5": 414, "retina6_0": 390, "retina6_12": 393, "retina6_7": 428,
    "retina6_72": 430, "retina6_3": 402, "retina6_9": 440,
  ]

  /// The width of the screen a document is designed on (`<device id=… orientation=…>`), or `nil`
  /// for an unknown device (an iPad's screen is wider than every table these rules look at).
  static func width(ofDeviceID id: String?, orientation: String?) -> Double? {
    guard let id else { return nil }
    if id.hasPrefix("ipad") { return 768 }
    guard let width = widths[id] else { return nil }
    // In landscape the screen's width is its portrait height; every iPhone's is over 375.
    return orientation == "landscape" ? max(width, 568) : width
  }

  /// Whether the scale of a device id is known (an iPhone of ``scales``, any `ipad…`), rather
  /// than the default's.
  static func isKnown(_ id: String?) -> Bool {
    guard let id else { return false }
    return id.hasPrefix("ipad") || scales[id] != nil
  }

  /// The scale for a device id (`ipad…` ids are 2×).
  static func scale(ofDeviceID id: String?) -> Double {
    guard let id else { return defaultScale }
    return scales[id] ?? defaultScale
  }
}
