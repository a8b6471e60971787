import Foundation
import Protocell
import Testing

/// The bundled Templates/ are the front door: they must validate clean.
struct BundledTemplatesTests {
  static let templatesPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Templates").path

  @Test func everyBundledTemplateValidatesClean() {
    let report = TemplateChecker().check(paths: [Self.templatesPath])
    #expect(report.diagnostics.map(\.description) == [])
    #expect(report.files.count >= 3)
    #expect(report.cellCount >= 8)
  }

  @Test func feedDeclaresItsThreePrototypes() throws {
    let result = TemplateLoader().load(file: Self.templatesPath + "/Feed.xml")
    let cells = try #require(result.files.first?.cells)
    #expect(cells.map(\.reuseIdentifier) == ["FeedHeader", "TextPost", "PhotoPost"])
    #expect(cells.map(\.constraints.count) == [6, 17, 15])
  }
}
