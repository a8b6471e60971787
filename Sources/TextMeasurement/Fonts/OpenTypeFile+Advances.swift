extension OpenTypeFile {
  /// The file with `added[glyph]` design units added to each listed glyph's advance in its
  /// `hmtx` table, everything else kept.
  ///
  /// A glyph at or past `hhea.numberOfHMetrics` shares the last long metric's advance; to give
  /// it its own, every glyph gets a long metric and `hhea.numberOfHMetrics` becomes the glyph
  /// count. `hhea.advanceWidthMax` is set to the largest advance.
  ///
  /// - Parameter added: design units to add, by glyph id.
  /// - Returns: `nil` when `maxp`, `hhea` or `hmtx` is missing or shorter than its counts say,
  ///   a glyph is past the glyph count, or an advance would leave 0...65,535.
  /// - Complexity: O(*g*) in the file's glyph count.
  package func addingAdvances(_ added: [Int: Int]) -> OpenTypeFile? {
    guard let maxp = table("maxp"), var hhea = table("hhea"), let hmtx = table("hmtx"),
      let glyphCount = maxp.bigEndianUInt16(at: 4).map(Int.init),
      let longCount = hhea.bigEndianUInt16(at: 34).map(Int.init), hhea.count >= 36,
      longCount >= 1, longCount <= glyphCount,
      hmtx.count >= 4 * longCount + 2 * (glyphCount - longCount)
    else { return nil }
    var advances: [Int] = []
    var sideBearings: [UInt16] = []
    for glyph in 0..<glyphCount {
      if glyph < longCount {
        advances.append(Int(hmtx.bigEndianUInt16(at: 4 * glyph) ?? 0))
        sideBearings.append(hmtx.bigEndianUInt16(at: 4 * glyph + 2) ?? 0)
      } else {
        advances.append(advances[longCount - 1])
        sideBearings.append(hmtx.bigEndianUInt16(at: 4 * longCount + 2 * (glyph - longCount)) ?? 0)
      }
    }
    var newLongCount = longCount
    for (glyph, units) in added {
      guard glyph >= 0, glyph < glyphCount else { return nil }
      advances[glyph] += units
      guard (0...Int(UInt16.max)).contains(advances[glyph]) else { return nil }
      if glyph >= longCount { newLongCount = glyphCount }
    }
    var metrics: [UInt8] = []
    metrics.reserveCapacity(4 * newLongCount + 2 * (glyphCount - newLongCount))
    for glyph in 0..<glyphCount {
      if glyph < newLongCount { metrics.appendBigEndian(UInt16(advances[glyph])) }
      metrics.appendBigEndian(sideBearings[glyph])
    }
    hhea.setBigEndian(UInt16(newLongCount), at: 34)
    hhea.setBigEndian(UInt16(advances.max() ?? 0), at: 10)
    var file = self
    file.setTable("hhea", to: hhea)
    file.setTable("hmtx", to: metrics)
    return file
  }
}
