extension Font {
  /// The font files that draw `text` in this font, in the order first used: this font's own
  /// file, then each fallback face the shaper picks for characters it lacks (emoji, other
  /// scripts), by the same rules as measurement.
  ///
  /// For previews that must draw the glyphs that were measured, such as an HTML page that
  /// embeds these files.
  ///
  /// - Parameter text: The text to draw.
  /// - Returns: The paths, each once; this font's own path first even when unused.
  /// - Complexity: O(*n*) in the length of the text.
  public func fontFilePaths(drawing text: String) -> [String] {
    var paths = [path]
    var text = text
    text.withUTF8 { bytes in
      for run in Shaper.runs(of: bytes, in: 0..<bytes.count, face: face)
      where !paths.contains(run.face.path) {
        paths.append(run.face.path)
      }
    }
    return paths
  }
}
