import ProtocellTemplates
import ProtocellTooling
import Testing
import _ProtocellTestSupport

/// The template language's chrome (`accessory` and `style` on a cell, `fontItalic` on a label)
/// written back by ``TemplateWriter`` and ordered by ``TemplateFormatter``.
struct TemplateChromeToolingTests {
  /// What the writer writes reads back as the same cell, chrome included.
  @Test func writerKeepsTheChrome() throws {
    let cell = try #require(
      TemplateParser().parse(text: ChromeTemplate.source, path: "s.xml").file.cells.first)
    let written = TemplateWriter().text(of: [cell])
    #expect(written.contains(#"accessory="detailDisclosureButton" style="value1""#))
    #expect(written.contains(#"fontItalic="true""#))
    let reread = try #require(TemplateParser().parse(text: written, path: "w.xml").file.cells.first)
    #expect(reread.accessory == cell.accessory)
    #expect(reread.style == cell.style)
    #expect(reread.views.map(\.kind) == cell.views.map(\.kind))
  }

  /// The formatter puts `accessory` and `style` after the cell's other attributes, and
  /// `fontItalic` after `fontWeight`, in the language reference's order.
  @Test func formatterOrdersTheChromeAttributes() throws {
    let input = """
      <templates version="1">
        <cell style="subtitle" accessory="checkmark" reuseIdentifier="A">
          <label fontItalic="true" id="textLabel" fontWeight="bold" text="x"/>
        </cell>
      </templates>
      """
    let formatted = try #require(TemplateFormatter().format(text: input, path: "a.xml").text)
    #expect(
      formatted.contains(#"<cell reuseIdentifier="A" accessory="checkmark" style="subtitle">"#))
    #expect(
      formatted.contains(#"<label id="textLabel" text="x" fontWeight="bold" fontItalic="true"/>"#))
  }
}
