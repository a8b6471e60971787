import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

struct LayoutEngineTests {
  let measurer = FixedAdvanceMeasurer()

  @Test func singleLabelPinnedToTheMargins() throws {
    let cell = try layoutCell(
      """
      <label id="title" text="hello world" fontSize="10"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.top == margins.top</constraint>
        <constraint>title.bottom == margins.bottom</constraint>
      </constraints>
      """)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.frames["title"] == Rect(x: 8, y: 8, width: 55, height: 12.5))
    #expect(layout.height == 28.5)
    #expect(layout.brokenConstraints.isEmpty)
  }
}

struct LayoutEngineTextTests {
  let measurer = FixedAdvanceMeasurer()

  static let wrapping = """
    <label id="body" text="aaa bbb ccc ddd" fontSize="10" numberOfLines="0"/>
    <constraints>
      <constraint>body.leading == margins.leading</constraint>
      <constraint>body.trailing == margins.trailing</constraint>
      <constraint>body.top == margins.top</constraint>
      <constraint>body.bottom == margins.bottom</constraint>
    </constraints>
    """

  /// 15 characters of 5 points: one line at 84 points, two at 44, four at 24.
  @Test(arguments: [(100.0, 28.5, 12.5), (60, 41, 25), (40, 66, 50)])
  func multiLineLabelWrapsAtTheWidthTheConstraintsGiveIt(
    width: Double, height: Double, labelHeight: Double
  ) throws {
    let engine = LayoutEngine(prototype: try layoutCell(Self.wrapping), measurer: measurer)
    let layout = try engine.layout(width: width)
    #expect(layout.height == height)
    #expect(layout.frames["body"] == Rect(x: 8, y: 8, width: width - 16, height: labelHeight))
  }

  @Test func oneEngineServesManyWidthsLikeFreshOnes() throws {
    let cell = try layoutCell(Self.wrapping)
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    for width in [100.0, 40, 60, 100, 24, 1000, 40] {
      let reused = try engine.layout(width: width)
      let fresh = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: width)
      #expect(reused == fresh, "width \(width)")
    }
  }

  @Test func trailingInequalityLetsTheLabelHugThenWrap() throws {
    let cell = try layoutCell(
      """
      <label id="body" text="aaa bbb ccc ddd" fontSize="10" numberOfLines="2"/>
      <constraints>
        <constraint>body.leading == margins.leading</constraint>
        <constraint>body.trailing &lt;= margins.trailing</constraint>
        <constraint>body.top == margins.top</constraint>
        <constraint>body.bottom == margins.bottom</constraint>
      </constraints>
      """)
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    #expect(
      try engine.layout(width: 200).frames["body"] == Rect(x: 8, y: 8, width: 75, height: 12.5))
    // At most 44 points: "aaa bbb" and "ccc ddd", and the label hugs its widest line, 35 (a
    // wrapped UILabel's intrinsic width; it kept 44 before issue 12).
    #expect(try engine.layout(width: 60).frames["body"] == Rect(x: 8, y: 8, width: 35, height: 25))
    // Two lines at most: at 24 points the four lines are cut to two, the widest 15 points.
    #expect(try engine.layout(width: 40).frames["body"] == Rect(x: 8, y: 8, width: 15, height: 25))
  }

  @Test func baselinesAlignLabelsOfDifferentSizes() throws {
    let cell = try layoutCell(
      """
      <label id="big" text="Big" fontSize="20"/>
      <label id="small" text="small" fontSize="10"/>
      <constraints>
        <constraint>big.leading == margins.leading</constraint>
        <constraint>big.top == margins.top</constraint>
        <constraint>big.bottom == margins.bottom</constraint>
        <constraint>small.leading == big.trailing + 10</constraint>
        <constraint>small.firstBaseline == big.firstBaseline</constraint>
        <constraint>small.lastBaseline == big.lastBaseline</constraint>
      </constraints>
      """)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.frames["big"] == Rect(x: 8, y: 8, width: 30, height: 25))
    // big's baseline is at 8 + 20 = 28; small's is 10 below its top.
    #expect(layout.frames["small"] == Rect(x: 48, y: 18, width: 25, height: 12.5))
    #expect(layout.height == 41)
  }

  /// Both baselines tied to a stretched label's, the constraints written as Pisth's branch
  /// cell writes them (`baseline`, the last, before the edges; `firstBaseline` after): each
  /// baseline keeps its offset from its own edge, and nothing conflicts.
  ///
  /// big is 20 points (25 tall, baseline 20 below the top), held 44 tall by the cell's height
  /// (60 − 2 × 8): its first baseline 8 + 20 = 28, its last 52 − (25 − 20) = 47. small's first
  /// baseline is 10 below its top and its last 12.5 − 10 = 2.5 above its bottom, so it
  /// stretches as big does: top 28 − 10 = 18, bottom 47 + 2.5 = 49.5, 31.5 tall. (Centred
  /// text at big's height put both baselines at 37.5 and small at y 27.5, 12.5 tall.)
  @Test func bothBaselinesOfAStretchedLabelHoldTogether() throws {
    let cell = try layoutCell(
      """
      <label id="big" text="Big" fontSize="20"/>
      <label id="small" text="small" fontSize="10"/>
      <constraints>
        <constraint>small.lastBaseline == big.lastBaseline</constraint>
        <constraint>big.leading == margins.leading</constraint>
        <constraint>big.top == margins.top</constraint>
        <constraint>big.bottom == margins.bottom</constraint>
        <constraint>small.leading == big.trailing + 10</constraint>
        <constraint>superview.height == 60</constraint>
        <constraint>big.firstBaseline == small.firstBaseline</constraint>
      </constraints>
      """)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.brokenConstraints.isEmpty)
    #expect(layout.frames["big"] == Rect(x: 8, y: 8, width: 30, height: 44))
    #expect(layout.frames["small"] == Rect(x: 48, y: 18, width: 25, height: 31.5))
  }

  /// A broken required constraint is kept just below required, above every optional one.
  ///
  /// As IB's frames show (GoMap's Display.storyboard): 30 − 16 = 14 points for a (10 at 751)
  /// and b (20, required, met last and broken). b keeps all 14 it can and a gets none; dropped,
  /// the broken height would have let a keep its 10 and left b the 4 over.
  @Test func aBrokenConstraintStillOutranksOptionalOnes() throws {
    let cell = try layoutCell(
      """
      <view id="a"/>
      <view id="b"/>
      <constraints>
        <constraint>a.leading == margins.leading</constraint>
        <constraint>b.leading == margins.leading</constraint>
        <constraint>a.width == 10</constraint>
        <constraint>b.width == 10</constraint>
        <constraint>a.top == margins.top</constraint>
        <constraint>b.top == a.bottom</constraint>
        <constraint>b.bottom == margins.bottom</constraint>
        <constraint>superview.height == 30</constraint>
        <constraint>a.height == 10 @751</constraint>
        <constraint>b.height == 20</constraint>
      </constraints>
      """)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.brokenConstraints.map { "\($0.constraint)" } == ["'b.height == 20'"])
    #expect(layout.frames["a"] == Rect(x: 8, y: 8, width: 10, height: 0))
    #expect(layout.frames["b"] == Rect(x: 8, y: 8, width: 10, height: 14))
  }

  @Test func rowContentChangesTextAndHidesBoundViews() throws {
    let cell = try layoutCell(
      """
      <label id="title" text="t" fontSize="10" bind="title"/>
      <label id="detail" fontSize="10" numberOfLines="0" bind="detail" hideWhenEmpty="true"/>
      <constraints>
        <constraint>title.leading == margins.leading</constraint>
        <constraint>title.top == margins.top</constraint>
        <constraint>detail.leading == margins.leading</constraint>
        <constraint>detail.trailing == margins.trailing</constraint>
        <constraint>detail.top == title.bottom + 4</constraint>
        <constraint>detail.bottom == margins.bottom</constraint>
      </constraints>
      """)
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    let full = try CellContent(
      row: .object(["title": .string("Hello"), "detail": .string("aaaa bbbb")]), for: cell)
    #expect(full.texts == ["title": "Hello", "detail": "aaaa bbbb"])
    #expect(full.hiddenFlags == ["detail": false])
    let layout = try engine.layout(full, width: 56)
    // detail is 40 wide: "aaaa bbbb" (45) wraps onto two lines.
    #expect(layout.frames["title"] == Rect(x: 8, y: 8, width: 25, height: 12.5))
    #expect(layout.frames["detail"] == Rect(x: 8, y: 24.5, width: 40, height: 25))
    #expect(layout.height == 57.5)
    let empty = try CellContent(row: .object(["title": .string("Hello")]), for: cell)
    #expect(empty.hiddenFlags == ["detail": true])
    // Outside a stack a hidden view keeps its constraints, as in UIKit: an empty label is 0 tall.
    let hidden = try engine.layout(empty, width: 56)
    #expect(hidden.hiddenViews == ["detail"])
    #expect(hidden.frames["detail"] == Rect(x: 8, y: 24.5, width: 40, height: 0))
    #expect(hidden.height == 32.5)
  }

  @Test func bindingErrorsNameTheViewAndKey() throws {
    let cell = try layoutCell(#"<label id="title" bind="title"/><image id="photo" bind="photo"/>"#)
    #expect(
      throws: CellError.typeMismatch(
        key: "title", viewID: "title", expected: "a string or a number", found: "an array")
    ) {
      try CellContent(row: .object(["title": .array([])]), for: cell)
    }
    #expect(
      throws: CellError.typeMismatch(
        key: "photo", viewID: "photo",
        expected: "an object with numeric width and height from 0 to 1000000", found: "a string")
    ) {
      try CellContent(row: .object(["photo": .string("big")]), for: cell)
    }
    #expect(throws: CellError.rowIsNotAnObject(found: "an array")) {
      try CellContent(row: .array([]), for: cell)
    }
    let sized = try CellContent(
      row: .object([
        "photo": .object(["width": .number(30), "height": .number(20)]), "title": .number(3),
      ]), for: cell)
    #expect(sized.imageSizes == ["photo": Size(width: 30, height: 20)])
    #expect(sized.texts == ["title": "3"])
  }

  @Test(arguments: [-1.0, .nan, .infinity, 2_000_000])
  func invalidWidthsAreErrors(width: Double) throws {
    let engine = LayoutEngine(prototype: try layoutCell(Self.wrapping), measurer: measurer)
    #expect(throws: LayoutError.self) { try engine.layout(width: width) }
  }

  @Test func zeroWidthBreaksConstraintsInsteadOfTrapping() throws {
    let engine = LayoutEngine(prototype: try layoutCell(Self.wrapping), measurer: measurer)
    let layout = try engine.layout(width: 0)
    #expect(layout.width == 0)
    #expect(layout.height.isFinite)
  }
}

struct LayoutEngineHeightTests {
  @Test func heightAloneEqualsTheFullLayoutsHeight() throws {
    let cell = try layoutCell(
      LayoutEngineTextTests.wrapping, attributes: #"separator="singleLine""#)
    let engine = LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer())
    for width in [100.0, 40, 60, 333] {
      for options in [LayoutOptions(scale: 2), LayoutOptions(scale: 3, includesSeparator: true)] {
        let fresh = try LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer()).layout(
          width: width, options: options)
        #expect(try engine.height(width: width, options: options) == fresh.height)
      }
    }
    #expect(
      try engine.height(width: 60, options: LayoutOptions(scale: 3, includesSeparator: true)) == 41
        + 1.0 / 3)
  }
}
