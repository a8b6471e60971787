import ProtocellArchive
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// Typed access to a cell's views.
struct CellTests {
  private func cell() throws -> Cell { try SamplePrototypes.dequeuedPost() }

  @Test func labelPropertiesReadAndWrite() throws {
    let cell = try cell()
    let name = try cell.label("name")
    #expect(name.text == "Name")
    #expect(name.font == FontSpec(weight: .semibold, size: 15))
    #expect(name.numberOfLines == 1)
    name.text = "Grace"
    name.font = FontSpec(family: "Inter", weight: .bold, size: 20)
    name.numberOfLines = 2
    name.isHidden = true
    guard case .label(let content) = cell.model.view(withID: "name")?.kind else {
      Issue.record("name is not a label")
      return
    }
    #expect(
      content
        == LabelContent(
          text: "Grace", font: FontSpec(family: "Inter", weight: .bold, size: 20), numberOfLines: 2)
    )
    #expect(cell.model.view(withID: "name")?.isHidden == true)
  }

  @Test func imageSizeReadsAndWrites() throws {
    let cell = try cell()
    let avatar = try cell.image("avatar")
    #expect(avatar.imageSize == Size(width: 40, height: 40))
    avatar.imageSize = nil
    #expect(cell.model.view(withID: "avatar")?.kind == .image(ImageContent()))
  }

  @Test func anyViewHasHiddenAndBackground() throws {
    let cell = try cell()
    let column = try cell.view("column")
    column.backgroundColor = Color(red: 1, green: 0, blue: 0)
    column.isHidden = true
    #expect(cell.model.view(withID: "column")?.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(column.node.isHidden)
  }

  @Test func unknownViewListsTheViewsNearestFirst() throws {
    #expect(
      throws: CellError.noSuchView("nmae", known: ["name", "body", "avatar", "photo", "column"])
    ) {
      try self.cell().label("nmae")
    }
  }

  /// A text view is a label with a text container: `label(_:)` reaches it, and its container
  /// stays as the text changes.
  @Test func aTextViewIsReachedAsALabel() throws {
    let content = LabelContent(
      text: "Note", numberOfLines: 0, lineBreakMode: .wordWrap, textContainer: .textView)
    var prototype = CellPrototype(reuseIdentifier: "note")
    prototype.views = [ViewNode(id: "note", kind: .label(content))]
    let registry = PrototypeRegistry()
    try registry.register(prototype)
    let cell = try registry.dequeueCell(forReuseIdentifier: "note")
    let note = try cell.label("note")
    note.text = "A longer note"
    guard case .label(let changed) = cell.model.view(withID: "note")?.kind else {
      Issue.record("note is not a label")
      return
    }
    #expect(changed.text == "A longer note")
    #expect(changed.textContainer == .textView)
  }

  @Test func wrongKindSaysWhatTheViewIs() throws {
    #expect(throws: CellError.wrongKind("avatar", expected: "label", actual: "image")) {
      try self.cell().label("avatar")
    }
    #expect(throws: CellError.wrongKind("name", expected: "image", actual: "label")) {
      try self.cell().image("name")
    }
    #expect(
      CellError.wrongKind("avatar", expected: "label", actual: "image").description
        == "view 'avatar' is an image, not a label")
    #expect(
      CellError.wrongKind("name", expected: "image", actual: "label").description
        == "view 'name' is a label, not an image")
  }

  @Test func prepareForReuseRestoresTheDequeuedState() throws {
    let cell = try cell()
    let pristine = cell.model
    try cell.label("body").text = "changed"
    try cell.view("avatar").isHidden = true
    cell.prepareForReuse()
    #expect(cell.model == pristine)
  }
}
