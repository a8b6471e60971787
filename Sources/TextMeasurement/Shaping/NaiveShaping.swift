internal import CHarfBuzz

/// The naive way to measure a text, for benchmarks to compare against: shape the whole text
/// with HarfBuzz afresh on every call, in the primary font only, with no cache, no font
/// fallback, no segmentation and no line breaking — a lower bound on what measuring without
/// caches costs.
@_spi(Benchmarking)
public enum NaiveShaping {
  /// The total advance of `text` in `font`, in points, from one `hb_shape` call.
  ///
  /// - Complexity: O(*n*) plus HarfBuzz's shaping cost, on every call.
  public static func advance(of text: String, font: Font) -> Double {
    guard let buffer = hb_buffer_create() else { return 0 }
    defer { hb_buffer_destroy(buffer) }
    var copy = text
    copy.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font.face.hbFont, buffer, nil, 0)
    var count: UInt32 = 0
    guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
    var total = 0
    for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
    return Double(total) * font.size / Double(font.face.unitsPerEm)
  }
}
