import ProtocellTemplates
import ProtocellTooling
import Testing
import TextMeasurement

/// A text view written back by ``TemplateWriter`` as a `<textView>`, as a converted IB document
/// needs, and read back as the same text view.
struct TextViewToolingTests {
  private func reread(_ cell: CellPrototype) throws -> (String, ViewNode) {
    let written = TemplateWriter().text(of: [cell])
    let parsed = TemplateParser().parse(text: written, path: "w.xml")
    #expect(parsed.diagnostics.isEmpty)
    return (written, try #require(parsed.file.cells.first?.views.first))
  }

  /// UITextView's container is the default: only the element says it, and what it implies
  /// (every line, word wrapping, hugging 250) is not written.
  @Test func theDefaultContainerIsTheElement() throws {
    let content = LabelContent(
      text: "Private comment", numberOfLines: 0, lineBreakMode: .wordWrap,
      textContainer: .textView)
    var cell = CellPrototype(reuseIdentifier: "Note")
    cell.views = [ViewNode(id: "note", kind: .label(content))]
    let (written, view) = try reread(cell)
    #expect(written.contains(#"<textView id="note" text="Private comment"/>"#))
    #expect(!written.contains("numberOfLines"))
    #expect(!written.contains("Hugging"))
    #expect(view.kind == cell.views[0].kind)
    #expect(view.contentHugging == cell.views[0].contentHugging)
  }

  /// Another inset and padding are written, and read back.
  @Test func anotherContainerIsWritten() throws {
    let container = TextContainer(
      inset: EdgeInsets(top: 2, leading: 0, bottom: 4.5, trailing: 0), lineFragmentPadding: 0)
    let content = LabelContent(
      text: "x", numberOfLines: 0, lineBreakMode: .wordWrap, textContainer: container)
    var cell = CellPrototype(reuseIdentifier: "Note")
    cell.views = [ViewNode(id: "note", kind: .label(content))]
    let (written, view) = try reread(cell)
    #expect(written.contains(#"textContainerInset="2 0 4.5 0""#))
    #expect(written.contains(#"lineFragmentPadding="0""#))
    guard case .label(let reread) = view.kind else {
      Issue.record("not a label: \(view.kind)")
      return
    }
    #expect(reread.textContainer == container)
  }
}
