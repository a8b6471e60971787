extension FontTextMeasurer {
  /// Real fonts, with the font files the `.protocell.json` nearest to each of `paths` lists.
  ///
  /// What a load measures its templates with, and a calculator made from several loads. An
  /// entry that names no font is the check's warning; a file that is no font is left out, as
  /// the commands leave it out with a warning.
  ///
  /// - Parameter paths: Template files and folders, as given to a load.
  /// - Returns: A measurer with the configured font files registered.
  /// - Throws: When fontconfig is unavailable.
  static func configured(forInputsAt paths: [String]) throws -> FontTextMeasurer {
    let measurer = try FontTextMeasurer()
    for font in ConfigurationFile.configuredFonts(forInputsAt: paths).files {
      _ = try? measurer.fontLibrary.registerFont(atPath: font)
    }
    return measurer
  }
}
