import TextMeasurement

/// The Dynamic Type text styles IB writes (`style="UICTFontTextStyleBody"`), with their point
/// size, weight and leading at the default content size category, Large.
///
/// The figures are those of Apple's Human Interface Guidelines (Typography, "Dynamic Type
/// sizes", iOS and iPadOS, the Large column: size/leading): Large Title 34/41, Title 1 28/34,
/// Title 2 22/28, Title 3 20/25, Headline 17/22 semibold, Body 17/22, Callout 16/21, Subheadline
/// 15/20, Footnote 13/18, Caption 1 12/16, Caption 2 11/13, all regular except Headline.
///
/// The leading is the distance from one line's baseline to the next in multi-line text; the first
/// line is the font's own line height. Interface Builder agrees: a two-line Subheadline label is
/// 38 points tall in a 3× document (17.9 + 20 rounded up), where SF's line height alone would give
/// 36.
enum InterfaceBuilderTextStyle {
  /// Size, weight and leading by IB's style name.
  static let large: [String: (size: Double, weight: FontWeight, leading: Double)] = [
    "UICTFontTextStyleTitle0": (34, .regular, 41),  // Large Title
    "UICTFontTextStyleTitle1": (28, .regular, 34),
    "UICTFontTextStyleTitle2": (22, .regular, 28),
    "UICTFontTextStyleTitle3": (20, .regular, 25),
    "UICTFontTextStyleHeadline": (17, .semibold, 22),
    "UICTFontTextStyleBody": (17, .regular, 22),
    "UICTFontTextStyleCallout": (16, .regular, 21),
    "UICTFontTextStyleSubhead": (15, .regular, 20),
    "UICTFontTextStyleFootnote": (13, .regular, 18),
    "UICTFontTextStyleCaption1": (12, .regular, 16),
    "UICTFontTextStyleCaption2": (11, .regular, 13),
  ]

  /// The extra space between lines that gives a style its leading: the leading less SF's line
  /// height at the style's size (``VerticalMetrics/iOSSystemFont``), never negative.
  static func lineSpacing(ofStyle style: String) -> Double {
    guard let metrics = large[style] else { return 0 }
    let sf = VerticalMetrics.iOSSystemFont
    let lineHeight =
      metrics.size * Double(sf.ascender - sf.descender + sf.lineGap) / Double(sf.unitsPerEm)
    return max(0, metrics.leading - lineHeight)
  }

  /// The weight a custom font's PostScript name implies by its suffix (`HelveticaNeue-Bold`).
  static func weight(ofPostScriptName name: String) -> FontWeight {
    guard let dash = name.lastIndex(of: "-") else { return .regular }
    let suffix = name[name.index(after: dash)...].lowercased()
    let table: [(String, FontWeight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
      ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("bold", .bold),
      ("heavy", .heavy), ("extrabold", .heavy), ("black", .black),
    ]
    // Longest first, so that "semibold" is not read as "bold".
    for (word, weight) in table.sorted(by: { $0.0.count > $1.0.count }) where suffix.hasPrefix(word)
    {
      return weight
    }
    return .regular
  }

  /// Whether a custom font's PostScript name names an italic or oblique face by its suffix
  /// (`HelveticaNeue-Italic`, `Avenir-BookOblique`, `Georgia-BoldItalic`).
  static func isItalic(postScriptName name: String) -> Bool {
    guard let dash = name.lastIndex(of: "-") else { return false }
    let suffix = name[name.index(after: dash)...].lowercased()
    return suffix.hasSuffix("italic") || suffix.hasSuffix("oblique") || suffix == "it"
  }
}
