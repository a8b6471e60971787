import ProtocellArchive
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// Rows that hide arranged views differently go to sibling engines, one per set of hidden
/// arranged views, and get the layouts a fresh engine gives them.
struct LayoutEngineVariantsTests {
  let measurer = FixedAdvanceMeasurer()

  /// A vertical stack of labels `l0`…`l(n-1)` (10 pt text: 12.5 pt lines), 4 pt apart, pinned
  /// to the margins (8 pt).
  private func stackCell(labels: Int) throws -> CellPrototype {
    let arranged = (0..<labels).map {
      #"<label id="l\#($0)" fontSize="10" bind="l\#($0)" hideWhenEmpty="true"/>"#
    }
    return try layoutCell(
      """
      <stack id="s" axis="vertical" spacing="4">\(arranged.joined())</stack>
      <constraints>
        <constraint>s.leading == margins.leading</constraint>
        <constraint>s.top == margins.top</constraint>
        <constraint>s.bottom == margins.bottom</constraint>
      </constraints>
      """)
  }

  private func row(_ texts: [String?]) -> CellContent {
    var content = CellContent()
    for (index, text) in texts.enumerated() {
      content.hiddenFlags["l\(index)"] = text == nil
      if let text { content.texts["l\(index)"] = text }
    }
    return content
  }

  @Test func alternatingRowsUseOneSiblingAndKeepTheirHeights() throws {
    let engine = LayoutEngine(prototype: try stackCell(labels: 2), measurer: measurer)
    let both = row(["ab", "cd"])
    let first = row(["ab", nil])
    // Both shown: 8 + 12.5 + 4 + 12.5 + 8 = 45; one hidden: 8 + 12.5 + 8 = 28.5 (whole pixels at 2×).
    for _ in 0..<3 {
      #expect(try engine.height(both, width: 320) == 45)
      #expect(try engine.height(first, width: 320) == 28.5)
    }
    #expect(engine.siblings.count == 1)
    // The sibling is the set where the second arranged label (bit 1) is hidden.
    #expect(Array(engine.siblings.keys) == [0b10])
  }

  @Test func siblingLayoutsMatchFreshEngines() throws {
    let cell = try stackCell(labels: 3)
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    let rows = [
      row(["a", "bb", "ccc"]), row([nil, "bb", "c"]), row(["aaaa", nil, nil]),
      row(["a", "b", "c"]),
      row([nil, nil, "cc"]), row([nil, "bbb", "c"]), row(["a", nil, "c"]),
    ]
    for content in rows + rows.reversed() {
      let fresh = try LayoutEngine(prototype: cell, measurer: measurer).layout(content, width: 300)
      let reused = try engine.layout(content, width: 300)
      #expect(reused.frames == fresh.frames)
      #expect(reused.hiddenViews == fresh.hiddenViews)
      #expect(reused.height == fresh.height)
    }
    // Five sets of hidden labels ({}, {0}, {1, 2}, {0, 1}, {1}): this engine keeps the first,
    // siblings the four others.
    #expect(engine.siblings.count == 4)
  }

  @Test func setsBeyondTheLimitAreLaidOutInPlace() throws {
    let cell = try stackCell(labels: 4)
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    // All 16 sets of hidden labels, twice.
    for round in 0..<2 {
      for mask in 0..<16 {
        let content = row(
          (0..<4).map {
            mask & (1 << $0) == 0 ? String(repeating: "x", count: $0 + round + 1) : nil
          })
        let fresh = try LayoutEngine(prototype: cell, measurer: measurer).layout(
          content, width: 300)
        let reused = try engine.layout(content, width: 300)
        #expect(reused.frames == fresh.frames)
        #expect(reused.height == fresh.height)
      }
    }
    #expect(engine.siblings.count == LayoutEngine.maximumSiblings)
  }

  @Test func validationQueriesAskTheEngineThatLaidOutTheLastRow() throws {
    let engine = LayoutEngine(prototype: try stackCell(labels: 2), measurer: measurer)
    _ = try engine.layout(row(["ab", nil]), width: 320)
    let sibling = try #require(engine.siblings.values.first)
    #expect(engine.lastSession === sibling)
    #expect(engine.probeFittingHeight() == sibling.probeFittingHeight())
    _ = try engine.layout(row(["ab", "cd"]), width: 320)
    #expect(engine.lastSession === engine.primary)
  }

  @Test func anEngineThatCouldNotBeBuiltBuildsNoSiblings() throws {
    let engine = LayoutEngine(
      prototype: try stackCell(labels: 2), measurer: measurer, maximumLayoutWork: 1)
    #expect(throws: LayoutError.tooComplex(reuseIdentifier: "C", maximumLayoutWork: 1)) {
      try engine.height(row(["ab", nil]), width: 320)
    }
    #expect(engine.siblings.isEmpty)
  }
}
