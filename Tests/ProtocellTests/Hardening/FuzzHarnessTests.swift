import Protocell
import Testing
import _ProtocellTestSupport

/// The fuzz targets' entry points accept their seeds and report broken invariants.
struct FuzzHarnessTests {
  @Test func constraintTemplateEscapesTheExpression() {
    let text = FuzzHarness.constraintTemplate("title.top >= photo.bottom & <")
    #expect(text.contains("<constraint>title.top &gt;= photo.bottom &amp; &lt;</constraint>"))
  }

  @Test func constraintTemplateParsesWithoutDiagnostics() {
    let text = FuzzHarness.constraintTemplate("title.top == photo.bottom + 8")
    let result = TemplateParser().parse(text: text, path: "fuzz.xml")
    #expect(result.diagnostics.map(\.code) == [])
    #expect(result.file.cells.map(\.constraints.count) == [1])
  }

  @Test func entryPointsAcceptValidAndInvalidInput() {
    let prototype = Array(FuzzHarness.constraintTemplate("title.width == 100").utf8)
    #expect(FuzzHarness.parseAndValidate(prototype) == nil)
    #expect(FuzzHarness.parseAndValidate([0x3C, 0xFF, 0x00]) == nil)
    #expect(FuzzHarness.parseConstraint(Array("title.top ==".utf8)) == nil)
    #expect(FuzzHarness.decodeArchive(Array("PCAR".utf8)) == nil)
    let nanWidth: [UInt8] = [0x7F, 0xF8, 0, 0, 0, 0, 0, 0]
    #expect(FuzzHarness.layOut(nanWidth + prototype) == nil)
  }

  @Test func archiveEntryPointRoundTripsARealArchive() throws {
    let cell = try #require(
      TemplateParser().parse(
        text: FuzzHarness.constraintTemplate("title.width == 100"), path: "fuzz.xml"
      ).file.cells.first)
    let bytes = try ArchiveEncoder().encode(cell)
    #expect(try ArchiveDecoder().decode(bytes) == cell)
    #expect(FuzzHarness.decodeArchive(bytes) == nil)
  }
}
