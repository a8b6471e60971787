import Foundation
import ProtocellDiagnostics
import ProtocellTemplates
import ProtocellTooling
import Testing

struct TemplateFormatterTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = packageRoot.appendingPathComponent(
    "Tests/ProtocellToolingTests/Fixtures/Formatting")

  /// Every `.xml` template of the repository's fixtures and examples, relative to the root.
  static let allFixtures: [String] = {
    var paths: [String] = []
    for base in [
      "Templates", "Tests/ProtocellTemplatesTests/Fixtures", "Tests/ProtocellToolingTests/Fixtures",
    ] {
      let found =
        FileManager.default.enumerator(
          atPath: packageRoot.appendingPathComponent(base).path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted() ?? []
      paths += found.map { base + "/" + $0 }
    }
    // The reporters' expected JUnit and Checkstyle reports are XML, not templates.
    return paths.filter { !$0.hasPrefix(reports) }
  }()

  /// The folder of the reporters' expected reports, XML files of other formats.
  static let reports = "Tests/ProtocellToolingTests/Fixtures/Reporters/Expected/"

  static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test(arguments: TemplateFormatter.RelationSpelling.allCases)
  func messyFixtureFormatsToItsGoldenFile(spelling: TemplateFormatter.RelationSpelling) throws {
    let input = try String(
      contentsOf: Self.folder.appendingPathComponent("Messy.xml"), encoding: .utf8)
    let output = try #require(
      TemplateFormatter(relationSpelling: spelling).format(text: input, path: "Messy.xml").text)
    let golden = Self.folder.appendingPathComponent("Messy.\(spelling.rawValue).xml")
    if ProcessInfo.processInfo.environment["PROTOCELL_UPDATE_GOLDENS"] != nil {
      try output.write(to: golden, atomically: false, encoding: .utf8)
    }
    #expect(output == (try String(contentsOf: golden, encoding: .utf8)))
  }

  @Test func fixturesAreFound() {
    #expect(Self.allFixtures.contains("Templates/Feed.xml"))
    #expect(
      Self.allFixtures.contains("Tests/ProtocellToolingTests/Fixtures/Formatting/Messy.xml"))
  }

  /// Formatting twice gives what formatting once gave, the model and the diagnostics' codes do
  /// not change, and every comment is kept.
  @Test(arguments: allFixtures, TemplateFormatter.RelationSpelling.allCases)
  func formattingIsIdempotentAndKeepsMeaning(
    path: String, spelling: TemplateFormatter.RelationSpelling
  ) throws {
    let formatter = TemplateFormatter(relationSpelling: spelling)
    let original = try Self.text(of: path)
    let once = try #require(formatter.format(text: original, path: path).text)
    let twice = formatter.format(text: once, path: path).text
    #expect(twice == once)
    let before = TemplateParser().parse(text: original, path: path)
    let after = TemplateParser().parse(text: once, path: path)
    #expect(
      after.file.cells.map { $0.strippingSourceLocations() }
        == before.file.cells.map { $0.strippingSourceLocations() })
    #expect(
      after.diagnostics.map(\.code.rawValue).sorted()
        == before.diagnostics.map(\.code.rawValue).sorted())
    #expect(
      once.components(separatedBy: "<!--").count == original.components(separatedBy: "<!--").count)
  }

  @Test func bundledTemplatesAreFormatted() throws {
    for path in Self.allFixtures where path.hasPrefix("Templates/") {
      let text = try Self.text(of: path)
      #expect(TemplateFormatter().format(text: text, path: path).text == text, "\(path)")
    }
  }

  /// A file of another format, an XML report or an Interface Builder document, is left as it is
  /// and named by its root element.
  @Test(arguments: [
    (reports + "report.junit.xml", "testsuites"), (reports + "report.checkstyle.xml", "checkstyle"),
  ])
  func filesOfOtherFormatsAreLeftUnformatted(path: String, root: String) throws {
    let result = TemplateFormatter().format(text: try Self.text(of: path), path: path)
    #expect(result.text == nil)
    #expect(result.diagnostics.isEmpty)
    #expect(result.foreignRoot == root)
  }

  @Test func anInterfaceBuilderDocumentIsLeftUnformatted() {
    let document = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects/>
      </document>
      """
    let result = TemplateFormatter().format(text: document, path: "Cell.xib")
    #expect(result.text == nil)
    #expect(result.foreignRoot == "document")
  }

  @Test func malformedXMLIsNotFormatted() {
    let result = TemplateFormatter().format(text: "<templates><cell></templates>", path: "M.xml")
    #expect(result.text == nil)
    #expect(result.diagnostics.map(\.code) == [.malformedXML])
  }

  @Test func longStartTagsWrapUnderTheFirstAttribute() {
    let text = """
      <templates><cell reuseIdentifier="A" width="320" estimatedHeight="44" separator="none"/></templates>
      """
    #expect(
      TemplateFormatter(lineLength: 50).format(text: text, path: "W.xml").text == """
        <templates>
          <cell reuseIdentifier="A" width="320"
                estimatedHeight="44" separator="none"/>
        </templates>

        """)
  }
}
