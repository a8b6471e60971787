import ProtocellTemplates
import ProtocellTooling
import Testing

/// A view's `alignmentInsets` written back by ``TemplateWriter``, as a converted switch needs.
struct AlignmentInsetsToolingTests {
  @Test func writerKeepsAlignmentInsets() throws {
    var toggle = ViewNode(id: "toggle", intrinsicSize: IntrinsicSize(width: 49, height: 31))
    toggle.alignmentInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
    var cell = CellPrototype(reuseIdentifier: "Switch")
    cell.views = [toggle, ViewNode(id: "plain")]
    let written = TemplateWriter().text(of: [cell])
    #expect(written.contains(#"alignmentInsets="0 0 0 2""#))
    #expect(written.ranges(of: "alignmentInsets").count == 1)
    let reread = try #require(TemplateParser().parse(text: written, path: "w.xml").file.cells.first)
    #expect(reread.views.map(\.alignmentInsets) == [toggle.alignmentInsets, .zero])
  }
}
