import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

struct HeightCalculatorTests {
  static func calculator() throws -> HeightCalculator {
    let body = try layoutCell(LayoutEngineTextTests.wrapping)
    var other = body
    other.reuseIdentifier = "Other"
    var renamed = body
    renamed.reuseIdentifier = "Body"
    return HeightCalculator(prototypes: [renamed, other], measurer: FixedAdvanceMeasurer())
  }

  @Test func heightsComeFromTheEngineAndTheCache() throws {
    let calculator = try Self.calculator()
    let short = CellContent(texts: ["body": "aaa"])
    let long = CellContent(texts: ["body": "aaa bbb ccc ddd"])
    #expect(
      try calculator.height(forReuseIdentifier: "Body", width: 40, content: long, cacheKey: "row-1")
        == 66)
    // The cache answers for the key, whatever content is passed, until the key is invalidated.
    #expect(
      try calculator.height(
        forReuseIdentifier: "Body", width: 40, content: short, cacheKey: "row-1") == 66)
    #expect(calculator.cache.count == 1)
    calculator.cache.invalidate(key: "row-1")
    #expect(
      try calculator.height(
        forReuseIdentifier: "Body", width: 40, content: short, cacheKey: "row-1") == 28.5)
    _ = try calculator.height(
      forReuseIdentifier: "Other", width: 40, content: short, cacheKey: "row-2")
    calculator.cache.invalidate(reuseIdentifier: "Body")
    #expect(calculator.cache.count == 1)
    calculator.cache.invalidateAll()
    #expect(calculator.cache.count == 0)
  }

  @Test func aPrototypePastTheWorkLimitIsTooComplexInEveryPath() async throws {
    let body = try layoutCell(LayoutEngineTextTests.wrapping)
    let generous = HeightCalculator(prototypes: [body], measurer: FixedAdvanceMeasurer())
    #expect(generous.maximumLayoutWork == TemplateLimits.default.maximumLayoutWork)
    #expect(try generous.height(forReuseIdentifier: body.reuseIdentifier, width: 40) > 0)
    let starved = HeightCalculator(
      prototypes: [body], measurer: FixedAdvanceMeasurer(), maximumLayoutWork: 1)
    let error = LayoutError.tooComplex(reuseIdentifier: body.reuseIdentifier, maximumLayoutWork: 1)
    #expect(throws: error) {
      try starved.height(forReuseIdentifier: body.reuseIdentifier, width: 40)
    }
    #expect(throws: error) {
      try starved.layout(forReuseIdentifier: body.reuseIdentifier, width: 40)
    }
    await #expect(throws: error) {
      try await starved.heights(
        of: [CellContent(), CellContent()], reuseIdentifier: body.reuseIdentifier, width: 40)
    }
  }

  @Test func unknownIdentifierListsTheKnownOnesNearestFirst() throws {
    let calculator = try Self.calculator()
    #expect(throws: LayoutError.unknownReuseIdentifier("Bdy", known: ["Body", "Other"])) {
      try calculator.height(forReuseIdentifier: "Bdy", width: 320)
    }
    #expect(throws: LayoutError.unknownReuseIdentifier("Bdy", known: ["Body", "Other"])) {
      try calculator.layout(forReuseIdentifier: "Bdy", width: 320)
    }
  }

  @Test func batchMeasurementKeepsInputOrderAndMatchesSerial() async throws {
    let calculator = try Self.calculator()
    let words = ["aaa", "bbb ccc", "d", "eeee ffff gggg hhhh iiii", ""]
    let rows = (0..<200).map {
      CellContent(texts: [
        "body": Array(repeating: words[$0 % words.count], count: $0 % 4 + 1).joined(separator: " ")
      ])
    }
    let serial = try rows.map {
      try calculator.height(forReuseIdentifier: "Body", width: 60, content: $0)
    }
    let batched = try await calculator.heights(
      of: rows, reuseIdentifier: "Body", width: 60, concurrency: 4)
    #expect(batched == serial)
    #expect(Set(serial).count > 3)
  }
}
