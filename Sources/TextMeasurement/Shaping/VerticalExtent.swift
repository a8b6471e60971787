/// The ascent and descent of the faces on a line, in ems: a line holding characters from fallback
/// faces grows to fit the tallest of them, as Core Text and Pango lines do.
struct VerticalExtent: Hashable, Sendable {
  /// Above the baseline, positive.
  var ascent: Double
  /// Below the baseline, positive.
  var descent: Double

  static let zero = VerticalExtent(ascent: 0, descent: 0)

  init(ascent: Double, descent: Double) {
    self.ascent = ascent
    self.descent = descent
  }

  /// The extent of a face's ascender and descender.
  init(_ metrics: FontFace.DesignMetrics) {
    let unitsPerEm = Double(metrics.unitsPerEm)
    self.init(
      ascent: Double(metrics.ascender) / unitsPerEm,
      descent: Double(-metrics.descender) / unitsPerEm)
  }

  /// Grows to cover `other` too.
  mutating func formUnion(_ other: VerticalExtent) {
    ascent = max(ascent, other.ascent)
    descent = max(descent, other.descent)
  }
}
