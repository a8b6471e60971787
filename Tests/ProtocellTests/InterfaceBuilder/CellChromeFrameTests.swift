import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// Built-in styles and accessories of a real Interface Builder file, against the frames IB
/// recorded: Alamofire's example storyboard (an excerpt; `Fixtures/CellChrome/README.md`).
struct CellChromeFrameTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
      "ProtocellTemplatesTests/Fixtures/CellChrome/Alamofire__Alamofire__Main.excerpt.storyboard")

  static func document() throws -> InterfaceBuilderImport {
    let text = try String(contentsOf: path, encoding: .utf8)
    return InterfaceBuilderImporter().importDocument(text: text, path: path.lastPathComponent)
  }

  /// Lays a cell out at its recorded content-view size, as the IB frame report does.
  static func layout(
    _ reuseIdentifier: String, in document: InterfaceBuilderImport,
    measurer: (any LabelMeasuring)? = nil
  ) throws -> CellLayout {
    let index = try #require(
      document.file.cells.firstIndex { $0.reuseIdentifier == reuseIdentifier })
    let content = try #require(document.cells[index].contentViewFrame)
    var cell = document.file.cells[index].fixingHeight(content.height)
    cell.width = content.width
    cell.accessory = .none
    return try LayoutEngine(prototype: cell, measurer: try measurer ?? FontTextMeasurer()).layout(
      width: content.width, options: LayoutOptions(scale: document.scale))
  }

  /// The default style beside a disclosure indicator: IB's label frame, x 16, y 0, 324 × 44 in
  /// the 348-point content view (line 29 of the excerpt): the leading margin 16, the trailing
  /// margin 8 beside the accessory (348 − 16 − 8 = 324), the whole height.
  @Test func defaultStyleBesideADisclosureIndicator() throws {
    let document = try Self.document()
    #expect(document.scale == 3)
    let layout = try Self.layout("Cell", in: document)
    #expect(layout.frames["textLabel"] == Rect(x: 16, y: 0, width: 324, height: 44))
  }

  /// The content view beside the disclosure indicator, from the cell's 375 points at 3×: the
  /// rule (Xcode 15's reach, 31/3) gives 375 − 16 − 10.333 = 348.667; Xcode 12 recorded 348
  /// (line 25 of the excerpt), the older, wider chevron: 0.667 points apart, as the layout rules say.
  @Test func contentViewWidthBesideTheDisclosureIndicator() throws {
    let document = try Self.document()
    let cell = try #require(document.file.cells.first { $0.reuseIdentifier == "Cell" })
    #expect(cell.accessory == .disclosureIndicator)
    #expect(cell.width == 375)
    let layout = try LayoutEngine(
      prototype: cell.fixingHeight(44), measurer: try FontTextMeasurer()
    )
    .layout(width: 375, options: LayoutOptions(scale: 3))
    let label = try #require(layout.frames["textLabel"])
    // The label ends 8 points before the content view's trailing edge: 348.667 − 8 − 16.
    #expect(abs(label.width - (375 - 16 - 31.0 / 3 - 8 - 16)) < 1e-9)
  }

  /// Value 1: the detail at the trailing margin, 6 points after the text.
  ///
  /// Lines 72–88 of the excerpt: the detail label ends at the trailing margin (IB: 73.333 + 285.667 =
  /// 359 = 375 − 16) and starts 6 points after the text label (IB: 73.333 − (16 + 51.333)); the
  /// labels are 19.333 high (a 16-point line, 16 × 2444 / 2048 = 19.094, at 3×). Centring puts
  /// them at y 12.333; UITableViewCell rounds a style label's top up to a whole point, 13, where
  /// IB records them.
  @Test func value1PutsTheDetailAtTheTrailingMargin() throws {
    let layout = try Self.layout("Header", in: try Self.document())
    let text = try #require(layout.frames["textLabel"])
    let detail = try #require(layout.frames["detailTextLabel"])
    #expect(text.x == 16)
    #expect(abs(detail.x + detail.width - 359) < 1e-9)
    // With DejaVu Sans's advances the detail text fits, so the gap is more than 6 here;
    // `CellChromeTests.value1TruncatesTheDetailFirst` checks the 6 with a text that does not.
    #expect(detail.x >= text.x + text.width + 6 - 1e-9)
    #expect(abs(text.height - 58.0 / 3) < 1e-9)
    #expect(abs(detail.height - 58.0 / 3) < 1e-9)
    #expect(text.y == 13)
    #expect(detail.y == 13)
  }

  /// A 119-point default-style row (line 97 of the excerpt): the label fills it, x 16,
  /// 343 × 119, as IB records. (Its font, Courier, is not installed here; the label's frame does
  /// not depend on its text, so a fixed-advance measurer stands in.)
  @Test func defaultStyleFillsATallRow() throws {
    let layout = try Self.layout("Body", in: try Self.document(), measurer: FixedAdvanceMeasurer())
    #expect(layout.frames["textLabel"] == Rect(x: 16, y: 0, width: 343, height: 119))
  }
}
