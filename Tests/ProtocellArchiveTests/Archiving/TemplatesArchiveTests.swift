import ProtocellArchive
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Every bundled template survives the archive, with and without source locations.
struct TemplatesArchiveTests {
  private static let cells = parsedPrototypes(at: CommandRunner.packageRoot + "/Templates")

  @Test func templatesFolderIsNotEmpty() {
    #expect(Self.cells.count >= 6)
  }

  @Test(arguments: cells)
  func roundTripIsIdentity(cell: CellPrototype) throws {
    #expect(try ArchiveDecoder().decode(ArchiveEncoder().encode(cell)) == cell)
    let stripped = try ArchiveEncoder(includesSourceLocations: false).encode(cell)
    #expect(try ArchiveDecoder().decode(stripped) == cell.strippingSourceLocations())
  }

  @Test func allTemplatesRoundTripThroughOnePack() throws {
    let pack = try PrototypePack(bytes: ArchiveEncoder().encodePack(Self.cells))
    #expect(try pack.entries.map { try pack.prototype(for: $0) } == Self.cells)
  }
}
