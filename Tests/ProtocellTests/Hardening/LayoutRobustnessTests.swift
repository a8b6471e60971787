import Protocell
import Testing
import _ProtocellTestSupport

/// Hostile and degenerate constraint systems and widths: each gives a defined height or a
/// ``LayoutError``, never a trap or a hang.
struct LayoutRobustnessTests {
  let measurer = FixedAdvanceMeasurer()

  /// A box pinned to the top and bottom margins (8 points each), with extra constraints.
  static func box(_ constraints: [String], limits: TemplateLimits = .default) throws
    -> CellPrototype
  {
    let lines = constraints.map { "<constraint>\($0)</constraint>" }.joined(separator: "\n")
    let text = """
      <templates><cell reuseIdentifier="C"><view id="box"/><constraints>
      <constraint>box.leading == margins.leading</constraint>
      <constraint>box.top == margins.top</constraint>
      <constraint>box.bottom == margins.bottom</constraint>
      \(lines)
      </constraints></cell></templates>
      """
    let result = TemplateParser(limits: limits).parse(text: text, path: "robust.xml")
    #expect(result.diagnostics.map(\.code) == [])
    return try #require(result.file.cells.first)
  }

  /// A thousand parallel inequalities added in increasing order (each binds and rewrites every
  /// earlier row: quadratic work however it is solved) stay within the default work limit.
  @Test func aThousandParallelInequalities() throws {
    let constraints = ["box.width == 10"] + (1...996).map { "box.height >= \($0)" }
    let cell = try Self.box(constraints)
    #expect(cell.constraints.count == 1_000)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.frames["box"] == Rect(x: 8, y: 8, width: 10, height: 996))
    #expect(layout.height == 1_012)
  }

  /// Issue 7's 10,000 constraints, as a cell could hold them: 2,500 views stacked in a chain,
  /// four constraints each.
  @Test func tenThousandConstraintsInAChain() throws {
    let count = 2_500
    var views = ""
    var constraints = ""
    for index in 0..<count {
      views += "<view id=\"v\(index)\"/>"
      let above = index == 0 ? "margins.top" : "v\(index - 1).bottom + 1"
      constraints += """
        <constraint>v\(index).leading == margins.leading</constraint>\
        <constraint>v\(index).width == 10</constraint>\
        <constraint>v\(index).height == 4</constraint>\
        <constraint>v\(index).top == \(above)</constraint>
        """
    }
    constraints += "<constraint>v\(count - 1).bottom == margins.bottom</constraint>"
    let text =
      "<templates><cell reuseIdentifier=\"C\">\(views)<constraints>\(constraints)</constraints></cell></templates>"
    let limits = TemplateLimits(maximumViewsPerCell: count, maximumConstraintsPerCell: 10_001)
    let result = TemplateParser(limits: limits).parse(text: text, path: "chain.xml")
    #expect(result.diagnostics.map(\.code) == [])
    let cell = try #require(result.file.cells.first)
    #expect(cell.constraints.count == 10_001)
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    let layout = try engine.layout(width: 320)
    #expect(layout.height == 8 + 2_500 * 4 + 2_499 + 8)
    #expect(layout.frames["v2499"] == Rect(x: 8, y: 8 + 2_499 * 5, width: 10, height: 4))
    #expect(engine.solverWork < TemplateLimits.default.maximumLayoutWork)
  }

  /// 10,000 parallel inequalities would take minutes: the engine stops at its work limit and
  /// every layout reports it.
  @Test func tenThousandParallelInequalitiesExceedTheWorkLimit() throws {
    let constraints = ["box.width == 10"] + (1...9_996).map { "box.height >= \($0)" }
    let cell = try Self.box(constraints, limits: TemplateLimits(maximumConstraintsPerCell: 10_000))
    let engine = LayoutEngine(prototype: cell, measurer: measurer, maximumLayoutWork: 1_000_000)
    for width in [320.0, 375] {
      #expect(throws: LayoutError.tooComplex(reuseIdentifier: "C", maximumLayoutWork: 1_000_000)) {
        try engine.height(width: width)
      }
    }
    #expect(engine.solverWork > 1_000_000)
    #expect(engine.solverWork < 2_000_000)
  }

  /// The default work limit is generous: the bundled prototypes need a thousandth of it.
  @Test func bundledPrototypesNeedAThousandthOfTheWorkLimit() throws {
    let report = TemplateChecker().check(paths: [BundledTemplatesTests.templatesPath])
    let cells = report.files.flatMap(\.cells)
    #expect(cells.count >= 8)
    for cell in cells {
      let engine = LayoutEngine(prototype: cell, measurer: measurer)
      _ = try engine.height(width: 375)
      #expect(
        engine.solverWork * 1_000 < TemplateLimits.default.maximumLayoutWork,
        "\(cell.reuseIdentifier): \(engine.solverWork)")
    }
  }

  /// A cycle of proportions has the one solution zero.
  @Test func cyclicProportionsCollapseToZero() throws {
    let cell = try Self.box(["box.width == box.height * 2", "box.height == box.width * 2"])
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.frames["box"] == Rect(x: 8, y: 8, width: 0, height: 0))
    #expect(layout.height == 16)
    #expect(layout.brokenConstraints.isEmpty)
  }

  /// Two views each below the other cannot both hold: the constraint that closes the cycle is
  /// broken, with the other of the cycle as its conflict (the two would need heights adding up
  /// to −20: the scratch solve that names the restriction puts all of it on `a`), and the rest
  /// lays out.
  @Test func cyclicVerticalChainBreaksTheClosingConstraint() throws {
    let text = """
      <templates><cell reuseIdentifier="C"><view id="a"/><view id="b"/><constraints>
      <constraint>a.leading == margins.leading</constraint>
      <constraint>b.leading == margins.leading</constraint>
      <constraint>a.width == 10</constraint>
      <constraint>b.width == 10</constraint>
      <constraint>a.height == 5</constraint>
      <constraint>b.height == 5</constraint>
      <constraint>a.top == margins.top</constraint>
      <constraint>b.top == a.bottom + 10</constraint>
      <constraint>a.top == b.bottom + 10</constraint>
      <constraint>b.bottom == margins.bottom</constraint>
      </constraints></cell></templates>
      """
    let result = TemplateParser().parse(text: text, path: "cycle.xml")
    #expect(result.diagnostics.map(\.code) == [])
    let cell = try #require(result.file.cells.first)
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.brokenConstraints.map(\.constraint.description) == ["'a.top == b.bottom + 10'"])
    #expect(
      layout.brokenConstraints.first?.conflicts.map(\.description) == [
        "a.height >= 0", "'b.top == a.bottom + 10'",
      ])
    #expect(layout.frames["a"] == Rect(x: 8, y: 8, width: 10, height: 5))
    #expect(layout.frames["b"] == Rect(x: 8, y: 23, width: 10, height: 5))
    #expect(layout.height == 36)
  }

  @Test func allZeroConstants() throws {
    let cell = try Self.box([
      "box.width == 0", "box.height == 0", "box.leading == margins.leading + 0",
    ])
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.frames["box"] == Rect(x: 8, y: 8, width: 0, height: 0))
    #expect(layout.height == 16)
  }

  /// The largest constant a constraint may hold, a million points, gives a finite height; a
  /// larger one is refused where it is written (before, 1e300 laid a frame out 301 digits long,
  /// and two such terms in a chain ran to infinity: a robustness review).
  @Test func enormousConstantsAreRefusedAndTheLargestGivesAFiniteHeight() throws {
    let cell = try Self.box(["box.width == 10", "box.height == 1e6"])
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.height == 1_000_016)
    for constraint in [
      "box.height == 1e12", "box.height == box.width * 2e6", "box.height == box.width / 1e-7",
      "box.height == 6e5 + 6e5",
    ] {
      let text = """
        <templates><cell reuseIdentifier="C"><view id="box"/><constraints>
        <constraint>\(constraint)</constraint>
        </constraints></cell></templates>
        """
      let result = TemplateParser().parse(text: text, path: "robust.xml")
      #expect(result.diagnostics.map(\.code) == [.invalidNumber], "\(constraint)")
    }
  }

  @Test func multiplierNearZero() throws {
    let cell = try Self.box(["box.width == 100", "box.height == box.width * 0.000001"])
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
    #expect(layout.height == 16.5)  // 16 of margins, 0.0001 rounded up to the pixel (scale 2)
  }

  @Test(arguments: [-1, -.infinity, .infinity, .nan] as [Double])
  func invalidWidthsAreErrors(_ width: Double) throws {
    let cell = try Self.box(["box.width == 10", "box.height == 20"])
    let engine = LayoutEngine(prototype: cell, measurer: measurer)
    #expect {
      try engine.layout(width: width)
    } throws: { error in
      guard case LayoutError.invalidWidth(let reported) = error else { return false }
      return reported.bitPattern == width.bitPattern
    }
  }

  @Test func zeroWidthLaysOut() throws {
    let cell = try Self.box(["box.width == 10", "box.height == 20"])
    let layout = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 0)
    #expect(layout.height == 36)
    #expect(layout.frames["box"]?.height == 20)
  }
}
