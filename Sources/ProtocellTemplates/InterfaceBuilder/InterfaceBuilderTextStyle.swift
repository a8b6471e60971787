import TextMeasurement

/// The Dynamic Type text styles IB writes (`style="UICTFontTextStyleBody"`), with their point
/// size, weight and leading at each content size category (``ContentSizeCategory``).
///
/// The figures are those of Apple's Human Interface Guidelines (Typography, Specifications,
/// "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes": size/leading, from
/// xSmall to AX5). Headline is semibold, every other style regular, at every category. The
/// Large column: Large Title 34/41, Title 1 28/34, Title 2 22/28, Title 3 20/25, Headline 17/22,
/// Body 17/22, Callout 16/21, Subheadline 15/20, Footnote 13/18, Caption 1 12/16, Caption 2 11/13.
///
/// The leading is the distance from one line's baseline to the next in multi-line text; the first
/// line is the font's own line height. Interface Builder agrees: a two-line Subheadline label is
/// 38 points tall in a 3× document (17.9 + 20 rounded up), where SF's line height alone would give
/// 36.
enum InterfaceBuilderTextStyle {
  /// One style's point size and leading at one category.
  struct Metrics: Hashable {
    /// The point size.
    var size: Double
    /// The weight (semibold for Headline, regular for the rest).
    var weight: FontWeight
    /// The baseline-to-baseline distance of multi-line text.
    var leading: Double
  }

  /// Each style's weight and its size/leading at each category, in ``ContentSizeCategory``'s
  /// order (xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 … AX5), by IB's style
  /// name.
  static let table: [String: (weight: FontWeight, sizes: [(size: Double, leading: Double)])] = [
    // Large Title
    "UICTFontTextStyleTitle0": (
      .regular,
      [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
        (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
      ]
    ),
    "UICTFontTextStyleTitle1": (
      .regular,
      [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
        (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
      ]
    ),
    "UICTFontTextStyleTitle2": (
      .regular,
      [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
        (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
      ]
    ),
    "UICTFontTextStyleTitle3": (
      .regular,
      [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
        (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
      ]
    ),
    "UICTFontTextStyleHeadline": (
      .semibold,
      [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
      ]
    ),
    "UICTFontTextStyleBody": (
      .regular,
      [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
      ]
    ),
    "UICTFontTextStyleCallout": (
      .regular,
      [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
        (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
      ]
    ),
    "UICTFontTextStyleSubhead": (
      .regular,
      [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
        (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
      ]
    ),
    "UICTFontTextStyleFootnote": (
      .regular,
      [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
        (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
      ]
    ),
    "UICTFontTextStyleCaption1": (
      .regular,
      [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
        (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
      ]
    ),
    "UICTFontTextStyleCaption2": (
      .regular,
      [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
        (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
      ]
    ),
  ]

  /// Each style's point size and weight on tvOS, by IB's style name.
  ///
  /// tvOS sizes its text styles for a screen across the room, one size at every content size
  /// category. The sizes are those `UIFont.preferredFont(forTextStyle:)` returns on Apple TV, as
  /// two public Swift codebases write them down from Apple's tvOS typography guidelines for
  /// their `#if os(tvOS)` branches (each a table of `UIFont.TextStyle` to points): Title 1 76,
  /// Title 2 57, Title 3 48, Headline 38, Callout 31, Body, Subheadline and Footnote 29, Caption 1
  /// 25, Caption 2 23. Interface Builder's tvOS canvas agrees: the Headline labels of the
  /// corpus's tuning halves are 46 points tall and their Title 2 labels 69 (SF's line height at
  /// 38 and 57 points, rounded up to Apple TV's whole point). The titles and Headline are
  /// medium, read from the widths IB gives the tuning halves' hugging Title 2 and Headline
  /// labels (regular is 4 to 5 points narrower); the other styles are regular (a hugging Body
  /// label is as wide as the regular weight makes it). tvOS has no Large Title: a document that names it keeps
  /// iOS's. No tvOS leading is known, so multi-line text keeps SF's own line height.
  static let tvOSTable: [String: (weight: FontWeight, size: Double)] = [
    "UICTFontTextStyleTitle1": (.medium, 76),
    "UICTFontTextStyleTitle2": (.medium, 57),
    "UICTFontTextStyleTitle3": (.medium, 48),
    "UICTFontTextStyleHeadline": (.medium, 38),
    "UICTFontTextStyleCallout": (.regular, 31),
    "UICTFontTextStyleBody": (.regular, 29),
    "UICTFontTextStyleSubhead": (.regular, 29),
    "UICTFontTextStyleFootnote": (.regular, 29),
    "UICTFontTextStyleCaption1": (.regular, 25),
    "UICTFontTextStyleCaption2": (.regular, 23),
  ]

  /// The size, weight and leading of the style IB names `style` at `category`.
  ///
  /// `nil` for a style not in the table. On tvOS (`isTVOS`) a style of ``tvOSTable`` has its one
  /// size at every category, its leading SF's line height.
  static func metrics(
    ofStyle style: String, at category: ContentSizeCategory = .large, isTVOS: Bool = false
  ) -> Metrics? {
    if isTVOS, let entry = tvOSTable[style] {
      let lineHeight = VerticalMetrics.iOSSystemFont.lineHeight(atSize: entry.size)
      return Metrics(size: entry.size, weight: entry.weight, leading: lineHeight)
    }
    guard let entry = table[style] else { return nil }
    let cell = entry.sizes[category.index]
    return Metrics(size: cell.size, weight: entry.weight, leading: cell.leading)
  }

  /// The extra space between lines that gives a style its leading at `category`: the leading
  /// less SF's line height at the style's size (``VerticalMetrics/iOSSystemFont``), never
  /// negative.
  static func lineSpacing(
    ofStyle style: String, at category: ContentSizeCategory = .large, isTVOS: Bool = false
  ) -> Double {
    guard let metrics = metrics(ofStyle: style, at: category, isTVOS: isTVOS) else { return 0 }
    let lineHeight = VerticalMetrics.iOSSystemFont.lineHeight(atSize: metrics.size)
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

  /// The weight and slant of a private name of the system font, or `nil` for any other name.
  ///
  /// Interface Builder writes the system font's own PostScript names, which begin with a dot,
  /// when a label's font was set from code or pasted from another app:
  /// `.AppleSystemUIFont` and `.AppleSystemUIFontBold` (iOS 13 and later), `.SFUIText-Semibold`
  /// and `.SFUIDisplay-Bold` (iOS 9 to 12), `.SFNSText` (macOS). Their weight follows the name,
  /// as a custom font's does.
  static func systemFace(ofPrivateName name: String) -> (weight: FontWeight, isItalic: Bool)? {
    let prefixes = [".AppleSystemUIFont", ".SFUI", ".SFNS", ".SF UI", ".SF NS"]
    guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { return nil }
    // `.AppleSystemUIFontBold`, `.AppleSystemUIFontItalic`: the face after the prefix.
    let rest = String(name.dropFirst(prefix.count))
    let suffix = rest.contains("-") ? rest : "-" + rest
    return (weight(ofPostScriptName: suffix), isItalic(postScriptName: suffix))
  }

  /// The family, weight and slant a font's name gives, as a document names a font: the system
  /// font's private names (``systemFace(ofPrivateName:)``) are the system font at their face,
  /// any other name is `family` at the weight and slant its suffix implies.
  static func face(ofFontNamed name: String, family: String) -> (
    family: String, weight: FontWeight, isItalic: Bool
  ) {
    if let face = systemFace(ofPrivateName: name) {
      return (FontDescriptor.iOSSystemFamily, face.weight, face.isItalic)
    }
    return (family, weight(ofPostScriptName: name), isItalic(postScriptName: name))
  }

  /// Whether a custom font's PostScript name names an italic or oblique face by its suffix
  /// (`HelveticaNeue-Italic`, `Avenir-BookOblique`, `Georgia-BoldItalic`, and Monotype's
  /// faces with their `MT` or `PSMT` after the face: `Arial-BoldItalicMT`,
  /// `TimesNewRomanPS-ItalicMT`).
  static func isItalic(postScriptName name: String) -> Bool {
    guard let dash = name.lastIndex(of: "-") else { return false }
    var suffix = name[name.index(after: dash)...].lowercased()
    for foundry in ["psmt", "mt"] where suffix.hasSuffix(foundry) && suffix.count > foundry.count {
      suffix = String(suffix.dropLast(foundry.count))
      break
    }
    return suffix.hasSuffix("italic") || suffix.hasSuffix("oblique") || suffix == "it"
  }
}
