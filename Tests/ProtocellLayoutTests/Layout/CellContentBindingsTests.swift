import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A prototype's bindings found once serve every row, with the rules of `init(row:for:)`.
struct CellContentBindingsTests {
  /// A label and an image at the top level and a hiding label inside a stack (found in the view
  /// tree, not only at its top), beside an unbound label.
  static let template = """
    <label id="title" text="Title" bind="name"/>
    <label id="fixed" text="Always"/>
    <image id="photo" imageWidth="10" imageHeight="10" bind="photo"/>
    <stack id="row" axis="horizontal">
      <label id="note" text="n" bind="note" hideWhenEmpty="true"/>
    </stack>
    <constraints>
      <constraint>title.top == margins.top</constraint>
      <constraint>fixed.top == title.bottom</constraint>
      <constraint>photo.top == fixed.bottom</constraint>
      <constraint>row.top == photo.bottom</constraint>
      <constraint>row.bottom == margins.bottom</constraint>
    </constraints>
    """

  @Test func aRowFillsTheBoundViewsAtEveryDepth() throws {
    let bindings = CellContent.Bindings(prototype: try layoutCell(Self.template))
    let row = try RowValue(
      parsingJSON: #"{"name": "Ada", "photo": {"width": 4, "height": 3}, "note": ""}"#)
    let content = try CellContent(row: row, bindings: bindings)
    // "fixed" has no binding, so it is not in the content; "note" is empty, so it hides.
    #expect(content.texts == ["title": "Ada", "note": ""])
    #expect(content.imageSizes == ["photo": Size(width: 4, height: 3)])
    #expect(content.hiddenFlags == ["note": true])
  }

  /// A number shows as written; a missing or null image is no image; a missing or empty text
  /// hides its `hideWhenEmpty` label.
  @Test(arguments: [
    (#"{"name": 42}"#, ["title": "42", "note": ""], true),
    (#"{"note": "x", "photo": null}"#, ["title": "", "note": "x"], false),
    ("{}", ["title": "", "note": ""], true),
  ])
  func missingAndOtherValuesFollowTheBindingRules(
    json: String, texts: [String: String], noteIsHidden: Bool
  ) throws {
    let bindings = CellContent.Bindings(prototype: try layoutCell(Self.template))
    let content = try CellContent(row: RowValue(parsingJSON: json), bindings: bindings)
    #expect(content.texts == texts)
    #expect(content.imageSizes == ["photo": Size?.none])
    #expect(content.hiddenFlags == ["note": noteIsHidden])
  }

  @Test func aRowThatIsNotAnObjectIsRefused() throws {
    let bindings = CellContent.Bindings(prototype: try layoutCell(Self.template))
    #expect(throws: CellError.self) {
      try CellContent(row: RowValue(parsingJSON: "[1]"), bindings: bindings)
    }
  }
}
