/// A change to a face's glyph advances, made once when the face is loaded: each advance is
/// multiplied by ``scale``, and ``tracking`` plus the character's correction is added (in ems).
///
/// ``SystemFontWidthModel/advanceAdjustment(size:weight:)`` makes one for the iOS system font's
/// stand-in; a face loaded with it shapes with the adjusted advances and the file's own kerning.
public struct AdvanceAdjustment: Hashable, Sendable, CustomStringConvertible {
  /// The factor each advance is multiplied by.
  public var scale: Double
  /// Ems added to every glyph's advance.
  public var tracking: Double
  /// Ems added to the advance of the glyph each character maps to.
  public var corrections: [Unicode.Scalar: Double]
  /// The factor the advances of CJK ideographs (``scaledIdeographs``) are multiplied by when
  /// the face's fallback chain draws them: 1 leaves the fallback face's own advances.
  public var ideographScale: Double

  /// Creates an adjustment.
  ///
  /// - Parameters:
  ///   - scale: the factor each advance is multiplied by.
  ///   - tracking: ems added to every advance.
  ///   - corrections: ems added to the glyph of each listed character.
  ///   - ideographScale: the factor of the ideographs a fallback face draws.
  public init(
    scale: Double, tracking: Double, corrections: [Unicode.Scalar: Double] = [:],
    ideographScale: Double = 1
  ) {
    self.scale = scale
    self.tracking = tracking
    self.corrections = corrections
    self.ideographScale = ideographScale
  }

  /// The advance, in design units, that a glyph of advance `advance` gets, before its
  /// character's correction.
  func adjusted(_ advance: Int32, unitsPerEm: Int) -> Int32 {
    Int32((Double(advance) * scale + tracking * Double(unitsPerEm)).rounded())
  }

  /// Hashes the scale and tracking (the corrections are the model's, the same for every size).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(scale)
    hasher.combine(tracking)
    hasher.combine(corrections.count)
    hasher.combine(ideographScale)
  }

  /// `× 0.9956, tracking -0.0233 em, 12 corrected characters`, and `, fallback ideographs
  /// × 1.023` when they are scaled.
  public var description: String {
    let scaleText = (scale * 10_000).rounded() / 10_000
    let trackingText = (tracking * 10_000).rounded() / 10_000
    let ideographs =
      ideographScale == 1
      ? "" : ", fallback ideographs × \((ideographScale * 10_000).rounded() / 10_000)"
    return
      "× \(scaleText), tracking \(trackingText) em, \(corrections.count) corrected characters\(ideographs)"
  }

  /// The characters ``ideographScale`` scales: U+4000 to U+9FFF, the CJK Unified Ideographs
  /// and most of Extension A.
  public static let scaledIdeographs: ClosedRange<UInt32> = 0x4000...0x9FFF

  /// Whether the byte `lead` starts the UTF-8 form of one of ``scaledIdeographs``: the
  /// three-byte sequences of those 4,096-character blocks are led by 0xE0 plus the block.
  static func leadsIdeograph(_ lead: UInt8) -> Bool {
    (0xE0 | scaledIdeographs.lowerBound >> 12...0xE0 | scaledIdeographs.upperBound >> 12)
      .contains(UInt32(lead))
  }
}
