import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellPreview

/// A label and an image side by side, laid out with the hand-checkable measurer at width 320:
/// title (8, 8, 55, 12.5), photo (75, 8, 20, 10), height 28.5.
func previewFixture() throws -> (prototype: CellPrototype, layout: CellLayout) {
  let result = TemplateParser().parse(
    text: """
      <templates><cell reuseIdentifier="Pair">
        <label id="title" text="hello world" fontSize="10"/>
        <image id="photo" imageWidth="20" imageHeight="10"/>
        <constraints>
          <constraint>title.leading == margins.leading</constraint>
          <constraint>title.top == margins.top</constraint>
          <constraint>title.bottom == margins.bottom</constraint>
          <constraint>photo.leading == title.trailing + 12</constraint>
          <constraint>photo.top == margins.top</constraint>
          <constraint>photo.width == 20</constraint>
          <constraint>photo.height &lt;= title.height * 2 @750</constraint>
        </constraints>
      </cell></templates>
      """,
    path: "pair.xml")
  #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  let prototype = try #require(result.file.cells.first)
  let layout = try LayoutEngine(prototype: prototype, measurer: FixedAdvanceMeasurer())
    .layout(width: 320)
  return (prototype, layout)
}
