import Foundation
import Protocell
import ProtocellTooling
import Testing

/// `protocell convert` round-trips: every corpus cell written as a template and parsed back
/// lays out with exactly the frames of the IB cell, at its fitting height and at IB's height.
struct ConvertRoundTripTests {
  static let names = InterfaceBuilderFrameComparisonTests.expected.map(\.name)

  @Test(arguments: names) func convertedCellsLayOutAsTheIBCells(name: String) throws {
    let text = try String(
      contentsOf: InterfaceBuilderFrameComparisonTests.folder.appendingPathComponent(name),
      encoding: .utf8)
    let document = InterfaceBuilderImporter().importDocument(text: text, path: name)
    let template = TemplateWriter().text(of: document.file.cells, comment: name)
    let parsed = TemplateParser().parse(text: template, path: "converted.xml")
    #expect(parsed.diagnostics.filter(\.isError).map(\.description) == [])
    let converted = parsed.file.cells
    #expect(converted.map(\.reuseIdentifier) == document.file.cells.map(\.reuseIdentifier))
    let measurer = try FontTextMeasurer()
    for (original, copy) in zip(document.file.cells, converted) {
      #expect(copy.views.map(Self.withoutLocations) == original.views.map(Self.withoutLocations))
      #expect(copy.constraints.map(\.description) == original.constraints.map(\.description))
      #expect(copy.layoutMargins == original.layoutMargins)
      let options = LayoutOptions(scale: document.scale)
      let fitting = try LayoutEngine(prototype: original, measurer: measurer).layout(
        width: original.width, options: options)
      let fittingCopy = try LayoutEngine(prototype: copy, measurer: measurer).layout(
        width: copy.width, options: options)
      #expect(fittingCopy.frames == fitting.frames)
      #expect(fittingCopy.height == fitting.height)
      if let height = original.estimatedHeight {
        let fixed = try LayoutEngine(prototype: original.fixingHeight(height), measurer: measurer)
          .layout(width: original.width, options: options)
        let fixedCopy = try LayoutEngine(prototype: copy.fixingHeight(height), measurer: measurer)
          .layout(width: copy.width, options: options)
        #expect(fixedCopy.frames == fixed.frames)
      }
    }
  }

  @Test func textIsEscapedSoThatItReadsBack() throws {
    let label = ViewNode(
      id: "title", kind: .label(LabelContent(text: "a < b & \"c\"\nd\te -- f")))
    let cell = CellPrototype(reuseIdentifier: "Escapes", views: [label])
    let template = TemplateWriter().text(of: [cell], comment: "a -- b")
    #expect(template.contains(#"text="a &lt; b &amp; &quot;c&quot;&#10;d&#9;e -- f""#))
    #expect(template.contains("<!-- a - - b -->"))
    let parsed = TemplateParser().parse(text: template, path: "escapes.xml")
    #expect(parsed.file.cells.first?.views.map(Self.withoutLocations) == [label])
  }

  /// A forced direction is written as the template attribute and reads back; an unspecified
  /// one is left out.
  @Test func semanticContentAttributesAreWrittenAndReadBack() throws {
    var box = ViewNode(id: "box", subviews: [ViewNode(id: "plain")])
    box.semanticContentAttribute = .forceLeftToRight
    let cell = CellPrototype(reuseIdentifier: "Forced", views: [box])
    let template = TemplateWriter().text(of: [cell], comment: "forced")
    #expect(template.contains(#"<view id="box" semanticContentAttribute="forceLeftToRight">"#))
    #expect(template.components(separatedBy: "semanticContentAttribute").count == 2)
    let parsed = TemplateParser().parse(text: template, path: "forced.xml")
    #expect(parsed.file.cells.first?.views.map(Self.withoutLocations) == [box])
  }

  /// The view with no source locations (the parsed template has its own), and its colour at the
  /// template language's precision (8 bits a channel, `#RRGGBBAA`).
  static func withoutLocations(_ view: ViewNode) -> ViewNode {
    view.updatingEachView { view in
      view.backgroundColor = view.backgroundColor.flatMap { Color(parsing: "\($0)") }
      view.location = nil
      view.attributeLocations = [:]
    }
  }
}
