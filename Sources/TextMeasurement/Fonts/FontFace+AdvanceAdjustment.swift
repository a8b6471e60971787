internal import CHarfBuzz

extension FontFace {
  /// A HarfBuzz font whose glyph advances are read from a table built once from `parent`'s
  /// and `adjustment`, everything else (glyphs, kerning, extents) coming from `parent`.
  ///
  /// The table holds the glyph count, then each glyph's adjusted advance in design units;
  /// the caller frees it after destroying the font.
  ///
  /// - Complexity: O(*g*) in the face's glyph count, once per face; shaping then looks advances
  ///   up in the table, as HarfBuzz looks them up in the font's `hmtx` table.
  static func adjustedFont(
    parent: OpaquePointer, adjustment: AdvanceAdjustment, unitsPerEm: Int
  ) -> (font: OpaquePointer, table: UnsafeMutableBufferPointer<Int32>)? {
    let face = hb_font_get_face(parent)
    let glyphCount = Int(hb_face_get_glyph_count(face))
    let table = UnsafeMutableBufferPointer<Int32>.allocate(capacity: glyphCount + 1)
    table[0] = Int32(glyphCount)
    for glyph in 0..<glyphCount {
      let advance = hb_font_get_glyph_h_advance(parent, hb_codepoint_t(glyph))
      table[glyph + 1] = adjustment.adjusted(advance, unitsPerEm: unitsPerEm)
    }
    for (scalar, correction) in adjustment.corrections {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(parent, scalar.value, &glyph) != 0, Int(glyph) < glyphCount
      else { continue }
      table[Int(glyph) + 1] += Int32((correction * Double(unitsPerEm)).rounded())
    }
    guard let font = hb_font_create_sub_font(parent) else {
      table.deallocate()
      return nil
    }
    hb_font_set_funcs(font, advanceFunctions, UnsafeMutableRawPointer(table.baseAddress), nil)
    hb_font_make_immutable(font)
    return (font, table)
  }

  /// The font functions that read advances from the table given as font data; the others
  /// fall through to the parent font.
  nonisolated(unsafe) private static let advanceFunctions: OpaquePointer? = {
    let functions = hb_font_funcs_create()
    hb_font_funcs_set_glyph_h_advance_func(
      functions,
      { _, data, glyph, _ in
        FontFace.tableAdvance(data, glyph)
      }, nil, nil)
    hb_font_funcs_set_glyph_h_advances_func(
      functions,
      { _, data, count, firstGlyph, glyphStride, firstAdvance, advanceStride, _ in
        guard var glyph = UnsafeRawPointer(firstGlyph),
          var advance = UnsafeMutableRawPointer(firstAdvance)
        else { return }
        for _ in 0..<count {
          let value = FontFace.tableAdvance(data, glyph.load(as: hb_codepoint_t.self))
          advance.storeBytes(of: value, as: hb_position_t.self)
          glyph += Int(glyphStride)
          advance += Int(advanceStride)
        }
      }, nil, nil)
    hb_font_funcs_make_immutable(functions)
    return functions
  }()

  /// The advance of `glyph` in a table made by ``adjustedFont(parent:adjustment:unitsPerEm:)``
  /// (0 for a glyph past its end).
  private static func tableAdvance(_ data: UnsafeMutableRawPointer?, _ glyph: hb_codepoint_t)
    -> hb_position_t
  {
    guard let table = data?.assumingMemoryBound(to: Int32.self) else { return 0 }
    return glyph < UInt32(table[0]) ? table[Int(glyph) + 1] : 0
  }
}
