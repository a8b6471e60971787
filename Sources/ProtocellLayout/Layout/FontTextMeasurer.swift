import ProtocellArchive
import ProtocellTemplates
import TextMeasurement
import _ProtocellConcurrency

/// Measures labels with real fonts through the TextMeasurement module.
///
/// The family `system` resolves to the library's configured system family (DejaVu Sans unless
/// set otherwise); register an app's own font files on the ``fontLibrary`` to get the app's
/// heights. A family that is not installed never stops a measurement, as a missing font never
/// stops UIKit: an iOS family is measured with its stand-in (``FontStandIns``), any other with
/// fontconfig's choice, and ``substitution(forFamily:)`` says which. Safe to share between threads: fonts and shaped words are cached.
public final class FontTextMeasurer: LabelMeasuring {
  /// The fonts available to templates.
  public let fontLibrary: FontLibrary
  /// The shaping and line-breaking engine, with its caches.
  public let textMeasurer: TextMeasurer
  /// The fonts resolved so far.
  ///
  /// A template set uses a handful of fonts, so a linear search
  /// (size and weight first, the family name last) beats hashing the family name per label.
  private let fonts = Locked<[KnownFont]>([])

  /// A font resolved for a spec and an ideograph factor.
  private struct KnownFont {
    var spec: FontSpec
    var ideographScale: Double?
    var font: TextMeasurement.Font

    /// Whether it is the font of `other` with `scale`: size and weight compared first, the
    /// family name last.
    func resolves(_ other: FontSpec, ideographScale scale: Double?) -> Bool {
      spec.size == other.size && spec.weight == other.weight && spec.isItalic == other.isItalic
        && ideographScale == scale && spec.family == other.family
    }
  }
  /// The substitutions made so far, by requested family, weight and slant.
  private let substitutions = Locked<[SubstitutionKey: FontSubstitution]>([:])

  /// What a substitution depends on: the family, weight and slant asked for.
  private struct SubstitutionKey: Hashable {
    var family: String
    var weight: FontWeight
    var isItalic: Bool
  }

  /// Creates a measurer over the installed fonts.
  ///
  /// - Parameters:
  ///   - systemFamily: the family that `system` stands for.
  ///   - systemLineMetrics: the line metrics of `system` fonts (``VerticalMetrics/iOSSystemFont``
  ///     for iOS label heights), or `nil` for the font files' own.
  /// - Throws: when fontconfig is unavailable.
  public init(
    systemFamily: String = FontLibrary.defaultSystemFamily,
    systemLineMetrics: VerticalMetrics? = nil
  ) throws {
    self.fontLibrary = try FontLibrary(
      systemFamily: systemFamily, systemLineMetrics: systemLineMetrics)
    self.textMeasurer = TextMeasurer()
  }

  /// Creates a measurer over an existing font library.
  public init(fontLibrary: FontLibrary, textMeasurer: TextMeasurer = TextMeasurer()) {
    self.fontLibrary = fontLibrary
    self.textMeasurer = textMeasurer
  }

  /// The font a spec resolves to.
  ///
  /// - Parameters:
  ///   - spec: The label's font.
  ///   - ideographScale: For the iOS system font, the factor of its fallback's CJK ideographs
  ///     when not the width model's (``CellPrototype/ideographScale``); `nil` for the model's.
  /// - Returns: The font, resolved once for each spec and factor.
  /// - Throws: What ``FontLibrary/resolve(_:)`` throws: a size out of range, or no font at all.
  public func font(for spec: FontSpec, ideographScale: Double? = nil) throws
    -> TextMeasurement.Font
  {
    let known = fonts.withLock { table in
      table.first { $0.resolves(spec, ideographScale: ideographScale) }?.font
    }
    if let known { return known }
    let descriptor = FontDescriptor(
      family: spec.family, weight: spec.weight, isItalic: spec.isItalic, size: spec.size,
      ideographScale: ideographScale)
    let (font, substitution) = try fontLibrary.resolve(descriptor)
    fonts.withLock { table in
      if !table.contains(where: { $0.resolves(spec, ideographScale: ideographScale) }) {
        table.append(KnownFont(spec: spec, ideographScale: ideographScale, font: font))
      }
    }
    if let substitution {
      let key = SubstitutionKey(family: spec.family, weight: spec.weight, isItalic: spec.isItalic)
      substitutions.withLock { $0[key] = substitution }
    }
    return font
  }

  /// The substitution made for a font whose family is not installed (a stand-in for an iOS
  /// family, or fontconfig's choice for a family the app bundles), once a label in that family
  /// has been measured; `nil` when the family is installed or was not asked for yet.
  ///
  /// The font's own weight and slant decide (Avenir Next's stand-in is not the same face for
  /// every weight), so the answer does not depend on which labels were measured before; a font
  /// not measured yet is resolved first.
  public func substitution(for font: FontSpec) -> FontSubstitution? {
    let key = SubstitutionKey(family: font.family, weight: font.weight, isItalic: font.isItalic)
    if let known = substitutions.withLock({ $0[key] }) { return known }
    _ = try? self.font(for: font)
    return substitutions.withLock { $0[key] }
  }

  /// Forgets the fonts and substitutions resolved so far, so that the next label resolves its
  /// font again (after the library's line metrics for a missing family changed).
  func forgetResolvedFonts() {
    fonts.withLock { $0.removeAll() }
    substitutions.withLock { $0.removeAll() }
  }

  /// Measures a label's text with the real font.
  public func measure(_ request: LabelMeasureRequest) throws -> LabelMeasurement {
    try measure(
      request.text, font: font(for: request.font), maxWidth: request.maxWidth,
      numberOfLines: request.numberOfLines, lineBreakMode: request.lineBreakMode,
      lineSpacing: request.lineSpacing, scale: request.scale)
  }

  /// Measures a label's text in a font already resolved from its spec, from the label's
  /// settings as they are: the layout engine's per-row path, which keeps each label's font and
  /// builds no request (copying no font spec) for it.
  func measure(
    _ text: String, font: borrowing TextMeasurement.Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode, lineSpacing: Double, scale: Double
  ) throws -> LabelMeasurement {
    let layout = try textMeasurer.measure(
      text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, lineSpacing: lineSpacing, scale: scale)
    if layout.lines.isEmpty {
      // Empty text has no line, but its baselines are the font's (UIKitLayoutRules.md):
      // one line centred on the zero-height text, as UILabel centres its text.
      let baseline = font.metrics.ascender - font.metrics.lineHeight / 2
      return LabelMeasurement(
        size: Size(width: 0, height: 0), firstBaseline: baseline, lastBaseline: baseline)
    }
    // UILabel centres its text vertically, so at the label's pixel-rounded height half of the
    // rounding lies above the first line: the baselines are measured from the label's top.
    var textHeight = layout.lineSpacing * Double(max(0, layout.lines.count - 1))
    for line in layout.lines { textHeight += line.height }
    let rounding = max(0, (layout.size.height - textHeight) / 2)
    return LabelMeasurement(
      size: Size(width: layout.size.width, height: layout.size.height),
      firstBaseline: layout.firstBaseline + rounding, lastBaseline: layout.lastBaseline + rounding,
      textLines: layout.lines)
  }
}
