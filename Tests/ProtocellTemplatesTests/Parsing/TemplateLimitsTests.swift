import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Each limit: its default, a diagnostic at the right place when a file exceeds it, and the same
/// file accepted once the limit is raised.
struct TemplateLimitsTests {
  private func codes(_ text: String, limits: TemplateLimits = .default) -> [DiagnosticCode] {
    TemplateParser(limits: limits).parse(text: text, path: "limits.xml").diagnostics.map(\.code)
  }

  @Test func defaultsAreTheDocumentedOnes() {
    let limits = TemplateLimits.default
    #expect(limits.maximumFileSize == 16_777_216)
    #expect(limits.maximumNestingDepth == 64)
    #expect(limits.maximumViewsPerCell == 1_000)
    #expect(limits.maximumConstraintsPerCell == 5_000)
    #expect(limits.maximumTextLength == 100_000)
    #expect(limits.maximumLayoutWork == 16_000_000)
    #expect(
      TemplateLimits.Key.allCases.map { limits[$0] } == [
        16_777_216, 64, 1_000, 5_000, 100_000, 16_000_000,
      ])
  }

  @Test func limitsAreSetByName() {
    var limits = TemplateLimits()
    for (index, key) in TemplateLimits.Key.allCases.enumerated() { limits[key] = index + 1 }
    #expect(
      limits
        == TemplateLimits(
          maximumFileSize: 1, maximumNestingDepth: 2, maximumViewsPerCell: 3,
          maximumConstraintsPerCell: 4,
          maximumTextLength: 5, maximumLayoutWork: 6))
  }

  @Test func fileSize() {
    let text = #"<templates><cell reuseIdentifier="A"><label id="l" text="x"/></cell></templates>"#
    let size = text.utf8.count
    let refused = TemplateParser(limits: TemplateLimits(maximumFileSize: size - 1)).parse(
      text: text, path: "f.xml")
    #expect(refused.diagnostics.map(\.code) == [.fileTooLarge])
    #expect(
      refused.diagnostics.map(\.message) == ["'f.xml' is \(size) bytes; the limit is \(size - 1)"])
    #expect(refused.diagnostics.map(\.wholeFile) == ["f.xml"])
    #expect(codes(text, limits: TemplateLimits(maximumFileSize: size)) == [])
  }

  /// A cell whose label sits inside `wrappers` nested views: the label is at depth
  /// `wrappers + 3` (`<templates>` 1, `<cell>` 2).
  private func nested(_ wrappers: Int) -> MarkedSource {
    MarkedSource(
      "<templates>\n<cell reuseIdentifier=\"A\">\n"
        + String(repeating: "<view id=\"v\">", count: wrappers)
        + "1️⃣<label id=\"l\" text=\"x\"/>" + String(repeating: "</view>", count: wrappers)
        + "\n</cell>\n</templates>")
  }

  @Test func nestingDepth() {
    let source = nested(62)  // the label at depth 65
    let result = TemplateParser().parse(text: source.text, path: source.path)
    #expect(result.diagnostics.map(\.code) == [.limitExceeded])
    #expect(
      result.diagnostics.map(\.message) == ["<label> is nested 65 levels deep; the limit is 64"])
    #expect(result.diagnostics.map(\.location) == [source.location("1️⃣")])
    #expect(result.file.cells.isEmpty)
    #expect(codes(nested(61).text) == [])
    #expect(codes(source.text, limits: TemplateLimits(maximumNestingDepth: 65)) == [])
    let shallow = TemplateParser(limits: TemplateLimits(maximumNestingDepth: 2)).parse(
      text: nested(0).text, path: "n.xml")
    #expect(
      shallow.diagnostics.map(\.message) == ["<label> is nested 3 levels deep; the limit is 2"])
  }

  /// A cell of `count` labels, the cell's start tag at 1️⃣.
  private func cell(withViews count: Int) -> MarkedSource {
    var text = "<templates>\n1️⃣<cell reuseIdentifier=\"A\">\n"
    for index in 0..<count { text += "<label id=\"l\(index)\" text=\"x\"/>\n" }
    return MarkedSource(text + "</cell>\n</templates>")
  }

  @Test func viewsPerCell() {
    let source = cell(withViews: 1_001)
    let result = TemplateParser().parse(text: source.text, path: source.path)
    #expect(result.diagnostics.map(\.code) == [.limitExceeded])
    #expect(
      result.diagnostics.map(\.message) == ["the cell declares 1001 views; the limit is 1000"])
    #expect(result.diagnostics.map(\.location) == [source.location("1️⃣")])
    #expect(codes(cell(withViews: 1_000).text) == [])
    #expect(codes(source.text, limits: TemplateLimits(maximumViewsPerCell: 1_001)) == [])
  }

  /// A cell with `count` constraints, the cell's start tag at 1️⃣.
  private func cell(withConstraints count: Int) -> MarkedSource {
    let constraints = String(repeating: "<constraint>l.width &gt;= 1</constraint>\n", count: count)
    return MarkedSource(
      "<templates>\n1️⃣<cell reuseIdentifier=\"A\">\n<label id=\"l\" text=\"x\"/>\n<constraints>\n"
        + constraints
        + "</constraints>\n</cell>\n</templates>")
  }

  @Test func constraintsPerCell() {
    let source = cell(withConstraints: 5_001)
    let result = TemplateParser().parse(text: source.text, path: source.path)
    #expect(result.diagnostics.map(\.code) == [.limitExceeded])
    #expect(
      result.diagnostics.map(\.message) == ["the cell declares 5001 constraints; the limit is 5000"]
    )
    #expect(result.diagnostics.map(\.location) == [source.location("1️⃣")])
    #expect(codes(cell(withConstraints: 5_000).text) == [])
    #expect(codes(source.text, limits: TemplateLimits(maximumConstraintsPerCell: 5_001)) == [])
  }

  @Test func textLength() {
    let long = String(repeating: "é", count: 100_001)
    let source = MarkedSource(
      #"<templates><cell reuseIdentifier="A"><label id="l" text="1️⃣"# + long
        + #""/></cell></templates>"#)
    let result = TemplateParser().parse(text: source.text, path: source.path)
    #expect(result.diagnostics.map(\.code) == [.limitExceeded])
    #expect(
      result.diagnostics.map(\.message) == [
        "the label's text has 100001 characters; the limit is 100000"
      ])
    #expect(result.diagnostics.map(\.location) == [source.location("1️⃣")])
    #expect(codes(source.text, limits: TemplateLimits(maximumTextLength: 100_001)) == [])
  }
}

/// The same per-cell limits in an Interface Builder document, checked by the same helper.
struct InterfaceBuilderCellLimitsTests {
  /// A cell of three labels, one inside a plain view (four views in all), with three
  /// constraints: a limit of three views or of two constraints is exceeded, with the message
  /// the template parser gives, at the `<tableViewCell>`'s line (4).
  @Test func viewsAndConstraintsPerCell() {
    let text = oneCellDocument(
      subviews: """
        <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
        <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <subviews>
                <label text="C" translatesAutoresizingMaskIntoConstraints="NO" id="c"/>
            </subviews>
        </view>
        """,
      constraints: """
        <constraint firstItem="a" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k1"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="k2"/>
        <constraint firstItem="v" firstAttribute="top" secondItem="b" secondAttribute="bottom" id="k3"/>
        """)
    func problems(_ limits: TemplateLimits) -> [String] {
      TemplateParser(limits: limits).parse(text: text, path: "limits.xib").diagnostics
        .filter { $0.code == .limitExceeded }.map { "\($0.location?.line ?? 0): \($0.message)" }
    }
    #expect(
      problems(TemplateLimits(maximumViewsPerCell: 3))
        == ["4: the cell declares 4 views; the limit is 3"])
    #expect(
      problems(TemplateLimits(maximumConstraintsPerCell: 2))
        == ["4: the cell declares 3 constraints; the limit is 2"])
    #expect(problems(TemplateLimits(maximumViewsPerCell: 4, maximumConstraintsPerCell: 3)) == [])
  }
}
