import Foundation
import Testing

@testable import TextMeasurement

/// Inter Regular's table directory, read with fontTools (`reader.tables`): 12 tables, their
/// checksums as the font's makers wrote them.
struct OpenTypeFileTests {
  private static func inter() throws -> [UInt8] {
    [UInt8](
      try #require(
        FileManager.default.contents(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")))
  }

  private static let recordedChecksums: [String: UInt32] = [
    "CFF ": 0x2ECB_4D34, "GDEF": 0x2F1B_2FE7, "GPOS": 0x88BF_1AFB, "GSUB": 0x9B55_3B14,
    "OS/2": 0x2AB7_AE62, "cmap": 0x3579_EC25, "head": 0x2D60_CACE, "hhea": 0x1EF5_19C0,
    "hmtx": 0x01D3_4E64, "maxp": 0x09F4_5000, "name": 0xCE6B_F17D, "post": 0xFE33_00C0,
  ]

  /// Written back unchanged, every table keeps its bytes and the checksum its makers recorded
  /// (`head`'s summed with `checkSumAdjustment` as 0; the adjustment itself changes, as the
  /// directory's offsets do).
  @Test func anUnchangedFileKeepsItsTablesAndChecksums() throws {
    let original = try #require(OpenTypeFile(bytes: try Self.inter()))
    let written = try #require(original.bytes())
    let file = try #require(OpenTypeFile(bytes: written))
    #expect(file.tables.count == 12)
    for (name, checksum) in Self.recordedChecksums {
      var table = try #require(file.table(name), "\(name)")
      var originalTable = try #require(original.table(name), "\(name)")
      if name == "head" {
        table.replaceSubrange(8..<12, with: [0, 0, 0, 0])
        originalTable.replaceSubrange(8..<12, with: [0, 0, 0, 0])
      }
      #expect(table.count == originalTable.count, "\(name)")
      #expect(table.elementsEqual(originalTable), "\(name)")
      #expect(OpenTypeFile.checksum(table) == checksum, "\(name)")
    }
  }

  /// An empty file, a header without tables, a collection, WOFF, a directory pointing past the
  /// file's end or naming a table twice are refused; so is adding advances to a glyph the font
  /// does not have.
  @Test func anythingButOneWholeFontIsRefused() throws {
    let inter = try Self.inter()
    #expect(OpenTypeFile(bytes: [])?.tables.count == nil)
    #expect(
      OpenTypeFile(bytes: Array(inter.prefix(4)) + [0, 0] + Array(repeating: 0, count: 6))?
        .tables.count == nil)  // numTables 0
    #expect(OpenTypeFile(bytes: Array("ttcf".utf8) + inter.dropFirst(4))?.tables.count == nil)
    #expect(OpenTypeFile(bytes: Array("wOFF".utf8) + inter.dropFirst(4))?.tables.count == nil)
    #expect(OpenTypeFile(bytes: Array(inter.prefix(250_000)))?.tables.count == nil)
    var twice = inter
    twice.replaceSubrange(28..<32, with: inter[12..<16])  // the second record's tag as the first's
    #expect(OpenTypeFile(bytes: twice)?.tables.count == nil)
    let file = try #require(OpenTypeFile(bytes: inter))
    #expect(file.addingAdvances([2548: 10])?.tables.count == nil)
    #expect(file.addingAdvances([-1: 10])?.tables.count == nil)
    #expect(file.addingAdvances([612: -1641])?.tables.count == nil)
    #expect(file.addingAdvances([612: -1640])?.tables.count == 12)
  }
}
