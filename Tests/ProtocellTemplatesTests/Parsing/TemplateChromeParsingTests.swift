import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// The template language's chrome: `accessory` and `style` on a cell, `fontItalic` on a label;
/// read (ProtocellToolingTests writes it back and formats it).
struct TemplateChromeParsingTests {
  @Test func chromeIsRead() throws {
    let result = TemplateParser().parse(text: ChromeTemplate.source, path: "s.xml")
    #expect(result.diagnostics.isEmpty)
    let cell = try #require(result.file.cells.first)
    #expect(cell.accessory == .detailDisclosureButton)
    #expect(cell.style == .value1)
    guard case .label(let label) = cell.view(withID: CellStyle.textLabelID)?.kind else {
      Issue.record("expected the text label")
      return
    }
    #expect(label.font == FontSpec(isItalic: true))
    #expect(cell.view(withID: CellStyle.textLabelID)?.binding == DataBinding(key: "title"))
  }

  /// Defaults: no accessory, the custom style, upright fonts.
  @Test func chromeDefaults() throws {
    let result = TemplateParser().parse(
      text: #"<templates><cell reuseIdentifier="A"><label id="l" text="x"/></cell></templates>"#,
      path: "a.xml")
    let cell = try #require(result.file.cells.first)
    #expect(cell.accessory == CellAccessory.none)
    #expect(cell.style == .custom)
    guard case .label(let label) = cell.views.first?.kind else { return }
    #expect(!label.font.isItalic)
  }

  @Test func misspeltAccessoryIsReportedWithTheChoices() throws {
    let result = TemplateParser().parse(
      text: #"<templates><cell reuseIdentifier="A" accessory="checkmrk"/></templates>"#,
      path: "a.xml")
    #expect(result.file.cells.first?.accessory == CellAccessory.none)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.code == .invalidValue)
    #expect(diagnostic.fixIts.first?.message == "did you mean 'checkmark'?")
  }
}
