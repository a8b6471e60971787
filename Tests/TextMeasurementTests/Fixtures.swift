@testable import TextMeasurement

/// Shared objects for the tests: one font library (loading fontconfig once) and its fonts.
enum Fixtures {
  /// The library over the installed fonts, or `nil` if fontconfig is unusable (tests then fail
  /// through `#require`).
  static let library: FontLibrary? = try? FontLibrary()

  /// Resolves a font of the shared library.
  static func font(_ family: String, size: Double, weight: FontWeight = .regular) throws -> Font {
    guard let library else { throw FontError.fontconfigUnavailable }
    return try library.font(for: FontDescriptor(family: family, weight: weight, size: size))
  }

  /// DejaVu Sans at `size`, the default system family.
  static func dejaVu(_ size: Double = 15) throws -> Font { try font("DejaVu Sans", size: size) }

  /// The line texts of a measurement, the quickest exact check of where lines break.
  static func lines(
    _ text: String, font: Font, width: Double?, numberOfLines: Int = 0,
    mode: LineBreakMode = .wordWrap
  ) throws -> [String] {
    try TextMeasurer().measure(
      text, font: font, maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: mode
    )
    .lines.map(\.text)
  }
}
