import TextMeasurement

/// The Dynamic Type text styles IB writes (`style="UICTFontTextStyleBody"`), with their point
/// size and weight at the default content size category, Large.
///
/// The figures are those of Apple's Human Interface Guidelines (Typography, "Dynamic Type
/// sizes", iOS and iPadOS, the Large column): Large Title 34, Title 1 28, Title 2 22, Title 3
/// 20, Headline 17 semibold, Body 17, Callout 16, Subheadline 15, Footnote 13, Caption 1 12,
/// Caption 2 11, all regular except Headline.
enum InterfaceBuilderTextStyle {
  /// Size and weight by IB's style name.
  static let large: [String: (size: Double, weight: FontWeight)] = [
    "UICTFontTextStyleTitle0": (34, .regular),  // Large Title
    "UICTFontTextStyleTitle1": (28, .regular),
    "UICTFontTextStyleTitle2": (22, .regular),
    "UICTFontTextStyleTitle3": (20, .regular),
    "UICTFontTextStyleHeadline": (17, .semibold),
    "UICTFontTextStyleBody": (17, .regular),
    "UICTFontTextStyleCallout": (16, .regular),
    "UICTFontTextStyleSubhead": (15, .regular),
    "UICTFontTextStyleFootnote": (13, .regular),
    "UICTFontTextStyleCaption1": (12, .regular),
    "UICTFontTextStyleCaption2": (11, .regular),
  ]

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
}
