internal import CHarfBuzz

/// One face of a font file as HarfBuzz reads it, shared by every ``FontFace`` made from it.
///
/// The faces of one file differ only in their line metrics and advance adjustments (the iOS
/// system font's width model gives each point size its own), so what the file alone decides is
/// read once here: its HarfBuzz face and immutable font, its metrics, which ASCII characters it
/// maps, and whether its space takes part in its layout features. Sharing the HarfBuzz face
/// also shares the tables and shaping plans HarfBuzz builds on first use.
final class FontFile: @unchecked Sendable {
  /// The file's path.
  let path: String
  /// The face's index within the file (0 for single-face files).
  let index: Int
  /// The immutable HarfBuzz font at the face's units per em, with the file's own advances.
  let hbFont: OpaquePointer
  /// Line metrics in design units, as the file's tables give them.
  let metrics: FontFace.DesignMetrics
  /// Whether the face is italic or oblique, as its tables say.
  let isItalic: Bool
  /// Whether the space glyph takes part in the face's substitutions or positioning
  /// (``FontFace/spaceTakesPartInLayout``).
  let spaceTakesPartInLayout: Bool
  /// Which ASCII characters the face maps to a glyph, one bit each (bit *c* of word *c* / 64).
  let asciiGlyphs: (UInt64, UInt64)

  /// Loads face `index` of the font file at `path`.
  ///
  /// - Throws: ``FontError/fileNotReadable(path:)`` or ``FontError/notAFont(path:)``.
  init(path: String, index: Int) throws {
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      throw FontError.fileNotReadable(path: path)
    }
    defer { hb_blob_destroy(blob) }
    guard let face = hb_face_create(blob, UInt32(max(0, index))) else {
      throw FontError.notAFont(path: path)
    }
    defer { hb_face_destroy(face) }  // the font keeps a reference to its face
    guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
      throw FontError.notAFont(path: path)
    }
    hb_font_make_immutable(font)
    self.path = path
    self.index = index
    self.hbFont = font
    self.metrics = FontFace.readMetrics(face: face, font: font)
    self.isItalic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0
    self.spaceTakesPartInLayout = FontFace.spaceTakesPartInLayout(font: font)
    var asciiGlyphs: (UInt64, UInt64) = (0, 0)
    for scalar in UInt32(0)..<128 {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 else { continue }
      if scalar < 64 {
        asciiGlyphs.0 |= 1 << UInt64(scalar)
      } else {
        asciiGlyphs.1 |= 1 << UInt64(scalar - 64)
      }
    }
    self.asciiGlyphs = asciiGlyphs
  }

  deinit { hb_font_destroy(hbFont) }
}
