import ProtocellArchive
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

struct ReusePoolTests {
  private func pool(maximum: Int = 32) throws -> ReusePool {
    let registry = PrototypeRegistry()
    try registry.register(SamplePrototypes.post())
    return ReusePool(registry: registry, maximumCellsPerIdentifier: maximum)
  }

  @Test func recycledCellComesBackResetWithoutUnarchiving() throws {
    let pool = try pool()
    let cell = try pool.dequeueCell(forReuseIdentifier: "text-post")
    try cell.apply(json: #"{"author": "Ada", "text": ""}"#)
    try cell.image("avatar").imageSize = nil
    pool.recycle(cell)
    #expect(pool.waitingCount(forReuseIdentifier: "text-post") == 1)

    let reused = try pool.dequeueCell(forReuseIdentifier: "text-post")
    #expect(reused === cell)
    #expect(reused.model == SamplePrototypes.post().strippingSourceLocations())
    #expect(pool.waitingCount(forReuseIdentifier: "text-post") == 0)
  }

  @Test func emptyPoolUnarchivesFreshCells() throws {
    let pool = try pool()
    let first = try pool.dequeueCell(forReuseIdentifier: "text-post")
    let second = try pool.dequeueCell(forReuseIdentifier: "text-post")
    #expect(first !== second)
  }

  @Test func poolKeepsAtMostItsLimitAndNoCellTwice() throws {
    let pool = try pool(maximum: 2)
    let cells = try (0..<3).map { _ in try pool.dequeueCell(forReuseIdentifier: "text-post") }
    pool.recycle(cells[0])
    pool.recycle(cells[0])
    #expect(pool.waitingCount(forReuseIdentifier: "text-post") == 1)
    for cell in cells { pool.recycle(cell) }
    #expect(pool.waitingCount(forReuseIdentifier: "text-post") == 2)
  }

  @Test func unknownIdentifierIsTheRegistryError() throws {
    #expect(throws: RegistryError.unknownReuseIdentifier("nope", known: ["text-post"])) {
      try self.pool().dequeueCell(forReuseIdentifier: "nope")
    }
  }
}
