import CHarfBuzzNaive

/// The naive way to measure a text, for the benchmark to compare against: shape the whole text
/// with HarfBuzz afresh on every call, in one font only, with no cache, no font fallback, no
/// segmentation and no line breaking — a lower bound on what measuring without caches costs.
///
/// It owns its HarfBuzz font, made from the same file as the measurer's, so that both shape
/// with the same glyphs.
final class NaiveShaping {
  private let font: OpaquePointer
  private let pointsPerUnit: Double

  /// Loads face `index` of the font file at `path`, for text at `size` points.
  init?(path: String, index: Int = 0, size: Double) {
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
    defer { hb_face_destroy(face) }
    guard let font = hb_font_create(face) else { return nil }
    self.font = font
    pointsPerUnit = size / Double(hb_face_get_upem(face))
  }

  deinit { hb_font_destroy(font) }

  /// The total advance of `text`, in points, from one `hb_shape` call.
  ///
  /// - Complexity: O(*n*) plus HarfBuzz's shaping cost, on every call.
  func advance(of text: String) -> Double {
    guard let buffer = hb_buffer_create() else { return 0 }
    defer { hb_buffer_destroy(buffer) }
    var copy = text
    copy.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
    var total = 0
    for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
    return Double(total) * pointsPerUnit
  }
}
