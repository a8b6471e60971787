internal import CHarfBuzz

extension AdvanceAdjustment {
  /// The font file `bytes` with this adjustment's ``corrections`` drawn into its advances, for
  /// a renderer that scales and tracks the glyphs itself (the HTML gallery: a horizontal scale
  /// and CSS letter-spacing).
  ///
  /// The glyph each corrected character maps to (its nominal glyph in the file's `cmap`, as
  /// HarfBuzz looks it up when measuring) gets the correction divided by ``scale``, rounded to
  /// design units, so that once scaled its advance is `scale × advance + correction`. A
  /// character the file has no glyph for is left out; corrections of characters sharing a
  /// glyph add up, as in measurement.
  ///
  /// - Parameter bytes: a single OpenType or TrueType file (face 0).
  /// - Returns: the new file's bytes, or `nil` when there is nothing to correct, a correction
  ///   is not a number or wider than a glyph can be, or the file cannot be rewritten whole (see
  ///   ``OpenTypeFile/addingAdvances(_:)``).
  /// - Complexity: O(*n* + *c*) in the file's size and the number of corrections.
  package func fontFileDrawingCorrections(of bytes: [UInt8]) -> [UInt8]? {
    guard !corrections.isEmpty, scale.isFinite, scale > 0,
      let file = OpenTypeFile(bytes: bytes),
      let added = glyphAdvancesDrawingCorrections(of: bytes), !added.isEmpty
    else { return nil }
    return file.addingAdvances(added)?.bytes()
  }

  /// Design units to add to each corrected glyph of `bytes` (face 0), by glyph id; `nil` if
  /// HarfBuzz cannot read the file or a correction is out of range.
  private func glyphAdvancesDrawingCorrections(of bytes: [UInt8]) -> [Int: Int]? {
    bytes.withUnsafeBufferPointer { buffer -> [Int: Int]? in
      guard let base = buffer.baseAddress, buffer.count <= Int(UInt32.max),
        let blob = hb_blob_create(
          UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), UInt32(buffer.count),
          HB_MEMORY_MODE_READONLY, nil, nil)
      else { return nil }
      defer { hb_blob_destroy(blob) }
      guard let face = hb_face_create(blob, 0) else { return nil }
      defer { hb_face_destroy(face) }
      let unitsPerEm = Double(hb_face_get_upem(face))
      let glyphCount = Int(hb_face_get_glyph_count(face))
      guard glyphCount > 0, let font = hb_font_create(face) else { return nil }
      defer { hb_font_destroy(font) }
      var added: [Int: Int] = [:]
      for (scalar, correction) in corrections {
        var glyph: hb_codepoint_t = 0
        let units = (correction * unitsPerEm / scale).rounded()
        guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0, Int(glyph) < glyphCount
        else { continue }
        guard units.isFinite, abs(units) <= Double(UInt16.max) else { return nil }
        added[Int(glyph), default: 0] += Int(units)
      }
      return added
    }
  }
}
