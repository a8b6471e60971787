import ProtocellArchive
import ProtocellTemplates
import Testing

@testable import ProtocellLayout

/// Forwards to another measurer without being a ``FontTextMeasurer``: the engine's generic path.
private struct ForwardingMeasurer: LabelMeasuring {
  let base: FontTextMeasurer

  func measure(_ request: LabelMeasureRequest) throws -> LabelMeasurement {
    try base.measure(request)
  }
}

/// Helpers of the row pass (`LayoutEngine+Row.swift`).
struct LayoutEngineRowTests {
  @Test func realFontsMeasureAlikeThroughTheFastPathAndTheProtocol() throws {
    let cell = try BundledTemplateLayoutTests.feedCell("TextPost")
    let fonts = try FontTextMeasurer()
    let fast = LayoutEngine(prototype: cell, measurer: fonts)
    let generic = LayoutEngine(prototype: cell, measurer: ForwardingMeasurer(base: fonts))
    #expect(fast.primary.fontMeasurer != nil)
    #expect(generic.primary.fontMeasurer == nil)
    let bodies = [
      "", "One line", String(repeating: "wrapping words over several lines ", count: 6),
      "caf\u{E9} \u{1F389}",
    ]
    for (index, body) in bodies.enumerated() {
      var content = CellContent(texts: [
        "author": "Author \(index)", "body": body, "comments": "💬 \(index)",
      ])
      content.hiddenFlags["comments"] = index % 2 == 1
      let viaFastPath = try fast.layout(content, width: 320)
      let viaProtocol = try generic.layout(content, width: 320)
      #expect(viaFastPath.frames == viaProtocol.frames)
      #expect(viaFastPath.labelLayouts == viaProtocol.labelLayouts)
      #expect(viaFastPath.height > 0)
    }
  }
}
