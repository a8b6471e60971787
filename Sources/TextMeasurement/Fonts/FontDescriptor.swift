/// A request for a font: family, weight, slant and size, resolved by a ``FontLibrary``.
///
/// The family ``systemFamily`` (`"system"`) stands for the library's configurable default
/// family (``FontLibrary/systemFamily``), the counterpart of `UIFont.systemFont(ofSize:weight:)`.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The family name that stands for the library's system family.
  public static let systemFamily = "system"
  /// The family name that stands for the iOS system font (SF Pro).
  ///
  /// Its line metrics
  /// (``VerticalMetrics/iOSSystemFont``) with SF Pro's glyphs if available, else the library's
  /// system family's glyphs. Interface Builder documents use it for their system fonts.
  public static let iOSSystemFamily = "iOS System"

  /// The family name, as fontconfig knows it (`"DejaVu Sans"`), or ``systemFamily``.
  public var family: String
  /// The weight.
  public var weight: FontWeight
  /// Whether an italic (or oblique) face is wanted.
  public var isItalic: Bool
  /// The size in points (the em size).
  public var size: Double
  /// For ``iOSSystemFamily`` measured with the width model: the factor of the CJK ideographs
  /// its fallback draws, when not the model's (``AdvanceAdjustment/ideographScale``); `nil`
  /// for the model's own, and for every other family.
  public var ideographScale: Double?

  /// Creates a font request.
  ///
  /// - Parameters:
  ///   - family: the family name or ``systemFamily``.
  ///   - weight: the weight; regular by default.
  ///   - isItalic: whether an italic face is wanted; `false` by default.
  ///   - size: the size in points.
  ///   - ideographScale: the iOS system font's fallback ideographs' factor, when not the
  ///     width model's.
  public init(
    family: String, weight: FontWeight = .regular, isItalic: Bool = false, size: Double,
    ideographScale: Double? = nil
  ) {
    self.family = family
    self.weight = weight
    self.isItalic = isItalic
    self.size = size
    self.ideographScale = ideographScale
  }

  /// A request for the system family.
  ///
  /// - Parameters:
  ///   - size: the size in points.
  ///   - weight: the weight; regular by default.
  /// - Returns: the request.
  public static func system(size: Double, weight: FontWeight = .regular) -> FontDescriptor {
    FontDescriptor(family: systemFamily, weight: weight, size: size)
  }

  /// `DejaVu Sans bold 15pt`.
  public var description: String {
    "\(family) \(weight)\(isItalic ? " italic" : "") \(size.formatted)pt"
  }
}

extension Double {
  /// A short decimal form: no trailing `.0`, at most three decimals.
  var formatted: String {
    let rounded = (self * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
