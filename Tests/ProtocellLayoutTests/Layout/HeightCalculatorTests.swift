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

  /// A batch of one prototype throws the error of the first row that fails, in input order,
  /// whichever worker finishes first: rows 1 (9 characters) and 4 (7) both pass a 5-character
  /// limit, in two chunks ([0, 1, 2] and [3, 4]); row 1's is the error.
  @Test func aBatchThrowsTheFirstFailingRowsError() async throws {
    let cell = try HeightCalculatorTests.calculator().prototypes["Body"]!
    var options = LayoutOptions()
    options.maximumTextLength = 5
    let calculator = HeightCalculator(
      prototypes: [cell], measurer: FixedAdvanceMeasurer(), options: options)
    let rows = ["aaa", "aaaaaaaaa", "a", "b", "aaaaaaa"].map { CellContent(texts: ["body": $0]) }
    for _ in 0..<5 {
      await #expect(throws: LayoutError.textTooLong(viewID: "body", length: 9, limit: 5)) {
        _ = try await calculator.heights(
          of: rows, reuseIdentifier: "Body", width: 40, concurrency: 2)
      }
    }
  }
}
