/// A font's line metrics in design units, to measure lines with another font's figures: the
/// heart of a font profile such as ``iOSSystemFont``.
///
/// A label's height depends only on its font's ascender, descender and line gap, so a profile
/// that gives the system family Apple's figures reproduces UIKit's label heights with any
/// installed family's glyph advances (widths still come from the installed family).
public struct VerticalMetrics: Hashable, Sendable, CustomStringConvertible {
  /// Design units per em.
  public var unitsPerEm: Int
  /// The ascender, positive above the baseline.
  public var ascender: Int
  /// The descender, negative below the baseline.
  public var descender: Int
  /// The line gap (UIFont's `leading`).
  public var lineGap: Int

  /// Creates metrics in design units.
  ///
  /// - Parameters:
  ///   - unitsPerEm: units per em, positive.
  ///   - ascender: the ascender, positive.
  ///   - descender: the descender, negative below the baseline.
  ///   - lineGap: the line gap.
  public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
    self.unitsPerEm = max(1, unitsPerEm)
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
  }

  /// The height of one line at `size` points: ascender less descender plus line gap, in ems,
  /// times the size (UIFont's `lineHeight`).
  public func lineHeight(atSize size: Double) -> Double {
    size * Double(ascender - descender + lineGap) / Double(unitsPerEm)
  }

  /// Metrics for a line `lineHeight` ems tall, split above and below the baseline as `share`
  /// says (another font's ascender over its line height), with no line gap: what a stand-in
  /// measures a missing font's lines with when only their height is known.
  ///
  /// - Parameters:
  ///   - lineHeight: The line height in ems.
  ///   - share: The part of the line above the baseline, 0 to 1 (0.8 when not finite).
  public init(lineHeight: Double, ascenderShare share: Double) {
    let unitsPerEm = 10_000
    let total = Int((lineHeight * Double(unitsPerEm)).rounded())
    let clampedShare = share.isFinite ? min(1, max(0, share)) : 0.8
    let ascender = Int((Double(total) * clampedShare).rounded())
    self.init(
      unitsPerEm: unitsPerEm, ascender: ascender, descender: ascender - total, lineGap: 0)
  }

  /// The line metrics of SF Pro, the iOS system font: 2048 units per em, ascender 1950,
  /// descender −494, line gap 0, so one line is 2444/2048 em (20.287 points at 17 points).
  ///
  /// Source: the `hhea` table of Apple's SF Pro Text and SF Pro Display fonts (both carry the
  /// same figures; read with `ttx -t hhea` from the fonts Apple distributes at
  /// developer.apple.com/fonts). They agree with UIKit: `UIFont.systemFont(ofSize: 17).lineHeight`
  /// is 20.287109375 (= 17 × 2444 / 2048), and Interface Builder records a one-line Body label
  /// as 20.5 points tall in 2× documents and 20.333 in 3× ones: that height rounded up to the
  /// pixel.
  public static let iOSSystemFont = VerticalMetrics(
    unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0)

  /// The lines of Apple Color Emoji, the font iOS draws emoji with, as a line of them measures
  /// on iOS: 1.2 em, 0.95 above the baseline and 0.25 below (units per em 100).
  ///
  /// Fitted to the heights Interface Builder records for one-line system-font labels whose text
  /// is an emoji, in three repositories read for it: Eureka's `EmojiCell` (35 points, 42 tall),
  /// yahoojapan's UICollectionViewSplitLayout (24 points, 29) and eventtus' photo-editor (60
  /// points, 72.5). Beside SF Pro's ascender (0.952 em) the line is 1.202 em: each of them within
  /// half a point, where the emoji file installed here (Symbola, 1.27 em) made every one 2.5 to
  /// 5.5 points taller. Faces standing in for an iOS font measure their emoji with these
  /// (``FontLibrary``); the lines of an installed family keep its emoji file's own.
  public static let appleColorEmoji = VerticalMetrics(
    unitsPerEm: 100, ascender: 95, descender: -25, lineGap: 0)

  /// `2048 upm, ascender 1950, descender -494, line gap 0`.
  public var description: String {
    "\(unitsPerEm) upm, ascender \(ascender), descender \(descender), line gap \(lineGap)"
  }
}
