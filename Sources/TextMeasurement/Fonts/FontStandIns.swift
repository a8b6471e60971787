/// The open families that stand in for the font families iOS ships, when those are not
/// installed or registered: Apple's own files are licensed for Apple's platforms only, so a
/// label in `Helvetica Neue` or `Avenir Next` is measured here with the open family whose widths
/// are closest, and the measurement says so.
///
/// Each entry lists its stand-ins best first; the first one installed is used. Metric-compatible
/// clones (Liberation Sans for Arial, Nimbus Sans for Helvetica, P052 for Palatino, Liberation
/// Serif for Times New Roman, Liberation Mono for Courier New, DejaVu Sans Mono for Menlo, which
/// is derived from it) give the same advance widths as the face they stand for; the others are
/// the nearest design of the same class, their widths approximate. The whole table, with the
/// basis of each row, is in `Documentation/FontStandIns.md`.
public enum FontStandIns {
  /// The stand-ins for an iOS family, best first, by the family's name as Interface Builder
  /// writes it (case and spaces ignored); empty for a family iOS does not ship.
  ///
  /// - Parameter family: A family name such as `Helvetica Neue` or `HelveticaNeue`.
  /// - Returns: The families to try, best first.
  public static func standIns(for family: String) -> [String] {
    table[key(family)] ?? []
  }

  /// The name of the iOS family `family` names, as Apple's list of fonts included with iOS
  /// writes it (`Helvetica Neue` for `HelveticaNeue` or `helvetica neue`); `nil` for a family
  /// iOS does not ship.
  ///
  /// - Parameter family: A family name, its case, spaces and a trailing PostScript style
  ///   (`-Bold`) ignored.
  /// - Returns: The family's name, or `nil`.
  public static func iOSFamilyName(_ family: String) -> String? {
    names[key(family)]
  }

  /// Whether iOS ships the family.
  public static func isIOSFamily(_ family: String) -> Bool {
    table[key(family)] != nil || isSystemFontName(family)
  }

  /// Whether `family` is a public name of the iOS system font itself: `SF Pro`, `SF Pro Text`,
  /// `SF Pro Display`, or `SF UI Text` and `SF UI Display` (its names on iOS 9 to 12), as a
  /// document names it when a designer picked the font installed on their Mac from Apple's
  /// site (case, spaces and a PostScript style ignored: `SFProText-Semibold`).
  ///
  /// A label in one of them is measured as the system font is, unless the family is installed
  /// or registered (``FontLibrary/resolve(_:)``): SF Pro's vertical metrics and the width
  /// model fitted to Interface Builder's frames of the system font, whose widths are SF Pro's,
  /// without the tracking UIKit gives the system font by size, where an open stand-in's widths
  /// are several percent off (DejaVu Sans drew argent-ios's `SF UI Text` labels 3 to 7 % wider
  /// than IB recorded them). SF Pro Rounded, SF Compact and SF Mono are other designs,
  /// measured with stand-ins.
  public static func isSystemFontName(_ family: String) -> Bool {
    systemFontNames.contains(key(family))
  }

  private static let systemFontNames: Set<String> = Set(
    ["SF Pro", "SF Pro Text", "SF Pro Display", "SF UI Text", "SF UI Display"].map(key))

  /// Whether `standIn` is drawn to `family`'s metrics, line heights included, so that labels in
  /// the family need nothing learned: the Liberation families were made metric-compatible
  /// with Arial, Times New Roman and Courier New, their `hhea` ascender, descender and line gap
  /// too (Liberation Sans: 1854, −434, 67 units, as Arial).
  ///
  /// - Parameters:
  ///   - standIn: The family measuring the labels.
  ///   - family: The family the labels name.
  /// - Returns: `true` for those three pairs only.
  public static func isMetricCompatible(_ standIn: String, with family: String) -> Bool {
    metricCompatible[key(family)] == standIn
  }

  private static let metricCompatible: [String: String] = [
    key("Arial"): "Liberation Sans", key("Times New Roman"): "Liberation Serif",
    key("Courier New"): "Liberation Mono",
  ]

  /// The family with case, spaces, hyphens and a trailing PostScript style (`-Bold`) left out.
  static func key(_ family: String) -> String {
    var name = Substring(family)
    if let dash = name.firstIndex(of: "-") { name = name[..<dash] }
    return String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  private static let sans = ["Liberation Sans", "DejaVu Sans"]
  private static let serif = ["Liberation Serif", "DejaVu Serif"]
  private static let mono = ["Liberation Mono", "DejaVu Sans Mono"]
  private static let cjk = ["WenQuanYi Micro Hei", "DejaVu Sans"]

  /// iOS's families (Apple's published list of fonts included with iOS) and their stand-ins.
  private static let rows: [(String, [String])] = [
    ("Helvetica", ["Nimbus Sans"] + sans),
    ("Helvetica Neue", ["Nimbus Sans"] + sans),
    ("Arial", sans),
    ("Arial Hebrew", sans),
    ("Arial Rounded MT Bold", sans),
    ("Avenir", ["URW Gothic"] + sans),
    ("Avenir Next", ["URW Gothic"] + sans),
    ("Avenir Next Condensed", ["Nimbus Sans Narrow"] + sans),
    ("Futura", ["URW Gothic"] + sans),
    ("Gill Sans", sans),
    ("Optima", sans),
    ("Trebuchet MS", sans),
    ("Verdana", ["DejaVu Sans"]),
    ("Kefa", sans),
    ("Chalkboard SE", ["DejaVu Sans"]),
    ("Marker Felt", ["DejaVu Sans"]),
    ("Noteworthy", ["DejaVu Sans"]),
    ("Menlo", ["DejaVu Sans Mono"]),
    ("Courier", ["Nimbus Mono PS"] + mono),
    ("Courier New", mono),
    ("American Typewriter", ["Nimbus Mono PS"] + serif),
    ("Times New Roman", serif),
    ("Georgia", serif),
    ("Palatino", ["P052"] + serif),
    ("Baskerville", serif),
    ("Bodoni 72", serif),
    ("Bodoni 72 Oldstyle", serif),
    ("Charter", ["C059"] + serif),
    ("Cochin", serif),
    ("Didot", serif),
    ("Hoefler Text", serif),
    ("Iowan Old Style", serif),
    ("Bradley Hand", ["DejaVu Sans"]),
    ("Copperplate", serif),
    ("Papyrus", serif),
    ("Party LET", ["DejaVu Sans"]),
    ("Snell Roundhand", ["DejaVu Serif"]),
    ("Savoye LET", ["DejaVu Serif"]),
    ("Zapfino", ["DejaVu Serif"]),
    ("Symbol", ["Standard Symbols PS", "DejaVu Sans"]),
    ("Zapf Dingbats", ["D050000L", "DejaVu Sans"]),
    ("Academy Engraved LET", serif),
    ("Al Nile", ["DejaVu Sans"]),
    ("Geeza Pro", ["DejaVu Sans"]),
    ("Damascus", ["DejaVu Sans"]),
    ("Apple SD Gothic Neo", cjk),
    ("Hiragino Sans", cjk),
    ("Hiragino Mincho ProN", cjk),
    ("PingFang SC", cjk),
    ("PingFang TC", cjk),
    ("PingFang HK", cjk),
    ("Heiti SC", cjk),
    ("Heiti TC", cjk),
    ("Thonburi", ["Loma", "DejaVu Sans"]),
    ("Kohinoor Devanagari", ["Lohit Devanagari", "DejaVu Sans"]),
    ("Devanagari Sangam MN", ["Lohit Devanagari", "DejaVu Sans"]),
    ("Apple Color Emoji", ["Symbola", "DejaVu Sans"]),
    ("Apple Symbols", ["Symbola", "DejaVu Sans"]),
    ("SF Pro Rounded", ["DejaVu Sans"]),
    ("SF Compact", ["DejaVu Sans"]),
    ("SF Mono", ["DejaVu Sans Mono"]),
    ("New York", serif),
  ]

  /// The stand-ins of ``rows``, by the family's ``key(_:)``.
  private static let table: [String: [String]] = Dictionary(
    rows.map { (key($0.0), $0.1) }, uniquingKeysWith: { _, last in last })

  /// The names of ``rows``' families as Apple's list writes them, by ``key(_:)``.
  private static let names: [String: String] = Dictionary(
    rows.map { (key($0.0), $0.0) }, uniquingKeysWith: { _, last in last })
}
