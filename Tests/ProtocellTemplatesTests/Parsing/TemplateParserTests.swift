import Cassowary
import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

struct TemplateParserTests {
  static let everything = """
    <?xml version="1.0" encoding="UTF-8"?>
    <templates version="1">
      <cell reuseIdentifier="Post" width="320" estimatedHeight="88" separator="none">
        <margins top="12" leading="16" bottom="10" trailing="14"/>
        <view id="card" hidden="true" horizontalHugging="200" verticalHugging="300"
              horizontalCompressionResistance="700" verticalCompressionResistance="800"
              intrinsicWidth="50" intrinsicHeight="60" backgroundColor="#FF8000"
              semanticContentAttribute="forceLeftToRight" alignmentInsets="0 1 2.5 -3">
          <label id="title" text="Hello &amp; welcome" fontFamily="DejaVu Sans" fontWeight="bold"
                 fontSize="15.5" numberOfLines="0" lineBreakMode="charWrap" textAlignment="center"
                 lineSpacing="2" bind="title" hideWhenEmpty="true"/>
        </view>
        <image id="photo" imageWidth="1080" imageHeight="720" bind="photo"/>
        <stack id="row" axis="vertical" spacing="4" alignment="firstBaseline" distribution="equalSpacing">
          <view id="inner" title="Go" titleFontFamily="DejaVu Sans" titleFontWeight="semibold" titleFontItalic="true" titleFontSize="13"/>
        </stack>
        <constraints>
          <constraint id="top">title.top == margins.top + 12</constraint>
          <constraint>photo.height == photo.width * 0.75 @750</constraint>
          <constraint>title.bottom &lt;= superview.bottom - 8</constraint>
          <constraint>photo.width >= 40</constraint>
          <constraint>row.leading ≥ title.trailing / 2 - 1 @low</constraint>
        </constraints>
      </cell>
    </templates>
    """

  @Test func parsesEveryElementAndAttribute() throws {
    let result = TemplateParser().parse(text: Self.everything, path: "all.xml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let cell = try #require(result.file.cells.first)
    #expect(cell.reuseIdentifier == "Post")
    #expect(cell.width == 320)
    #expect(cell.estimatedHeight == 88)
    #expect(cell.separator == SeparatorStyle.none)
    #expect(cell.layoutMargins == EdgeInsets(top: 12, leading: 16, bottom: 10, trailing: 14))
    #expect(cell.location == SourceLocation(file: "all.xml", line: 3, column: 3))
    #expect(cell.reuseIdentifierLocation == SourceLocation(file: "all.xml", line: 3, column: 26))

    let card = try #require(cell.view(withID: "card"))
    #expect(card.kind == .view)
    #expect(card.isHidden)
    #expect(
      card.contentHugging == AxisPriorities(horizontal: Priority(200), vertical: Priority(300)))
    #expect(
      card.compressionResistance
        == AxisPriorities(horizontal: Priority(700), vertical: Priority(800)))
    #expect(card.intrinsicSize == IntrinsicSize(width: 50, height: 60))
    #expect(card.backgroundColor == Color(red: 1, green: 128.0 / 255, blue: 0))
    #expect(card.semanticContentAttribute == .forceLeftToRight)
    #expect(card.alignmentInsets == EdgeInsets(top: 0, leading: 1, bottom: 2.5, trailing: -3))
    #expect(card.location == SourceLocation(file: "all.xml", line: 5, column: 5))

    // A view's centred line of text (a converted button's title), whose baselines are the view's.
    let inner = try #require(cell.view(withID: "inner"))
    #expect(inner.title == "Go")
    #expect(
      inner.titleFont
        == FontSpec(family: "DejaVu Sans", weight: .semibold, isItalic: true, size: 13))
    #expect(card.titleFont == nil)

    let title = try #require(cell.view(withID: "title"))
    #expect(
      title.kind
        == .label(
          LabelContent(
            text: "Hello & welcome",
            font: FontSpec(family: "DejaVu Sans", weight: .bold, size: 15.5),
            numberOfLines: 0, lineBreakMode: .charWrap, textAlignment: .center, lineSpacing: 2)))
    #expect(title.binding == DataBinding(key: "title", hidesWhenEmpty: true))
    #expect(
      title.contentHugging
        == AxisPriorities(horizontal: .interfaceBuilderHugging, vertical: .interfaceBuilderHugging))
    #expect(
      title.compressionResistance
        == AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh))

    let photo = try #require(cell.view(withID: "photo"))
    #expect(photo.kind == .image(ImageContent(imageSize: Size(width: 1080, height: 720))))
    #expect(photo.binding == DataBinding(key: "photo", hidesWhenEmpty: false))

    let row = try #require(cell.view(withID: "row"))
    #expect(
      row.kind
        == .stack(
          StackConfiguration(
            axis: .vertical, spacing: 4, alignment: .firstBaseline, distribution: .equalSpacing)))
    #expect(row.subviews.map(\.id) == ["inner"])
    #expect(row.contentHugging == AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow))
    #expect(cell.allViews.map(\.id) == ["card", "title", "photo", "row", "inner"])

    #expect(
      cell.constraints.map(\.description) == [
        "title.top == margins.top + 12",
        "photo.height == photo.width * 0.75 @750",
        "title.bottom <= superview.bottom - 8",
        "photo.width >= 40",
        "row.leading >= title.trailing * 0.5 - 1 @250",
      ])
    #expect(cell.constraints[0].identifier == "top")
    #expect(cell.constraints[0].location == SourceLocation(file: "all.xml", line: 18, column: 28))
    #expect(
      cell.constraints[0].second?.location == SourceLocation(file: "all.xml", line: 18, column: 41))
    // `&lt;` counts as one character in the source but four bytes: the location still points right.
    #expect(
      cell.constraints[2].second?.location == SourceLocation(file: "all.xml", line: 20, column: 38))
  }

  @Test func anchorsOfAnExpressionOnTwoLinesAreLocatedOnTheirOwnLines() throws {
    // Line 3 is `  b.bottom</constraint>`: the second item starts at column 3; the first item
    // sits at column 73 of line 2 (72 characters of markup before it).
    let text = """
      <templates><cell reuseIdentifier="A"><view id="a"/><view id="b"/><constraints>
      <constraint>a.top ==
        b.bottom</constraint><constraint>a.leading == b.leading + 4</constraint>
      </constraints></cell></templates>
      """
    let result = TemplateParser().parse(text: text, path: "two.xml")
    let cell = try #require(result.file.cells.first)
    #expect(cell.constraints.count == 2)
    #expect(cell.constraints[0].location == SourceLocation(file: "two.xml", line: 2, column: 13))
    #expect(
      cell.constraints[0].second?.location == SourceLocation(file: "two.xml", line: 3, column: 3))
    // The second expression is on one line: `a.leading` at column 36 of line 3 (after
    // `  b.bottom</constraint><constraint>`, 35 characters), `b.leading` 13 further.
    #expect(cell.constraints[1].location == SourceLocation(file: "two.xml", line: 3, column: 36))
    #expect(
      cell.constraints[1].first.location == SourceLocation(file: "two.xml", line: 3, column: 36))
    #expect(
      cell.constraints[1].second?.location == SourceLocation(file: "two.xml", line: 3, column: 49))
  }

  @Test func defaultsFollowUIKitAndInterfaceBuilder() throws {
    let result = TemplateParser().parse(
      text:
        #"<templates><cell reuseIdentifier="A"><label id="l" text="x"/><stack id="s"/></cell></templates>"#,
      path: "d.xml")
    let cell = try #require(result.file.cells.first)
    #expect(cell.width == 375)
    #expect(cell.estimatedHeight == nil)
    #expect(cell.layoutMargins == EdgeInsets(all: 8))
    #expect(cell.separator == .singleLine)
    let label = try #require(cell.view(withID: "l"))
    #expect(
      label.kind
        == .label(
          LabelContent(
            text: "x", font: FontSpec(family: "system", weight: .regular, size: 17),
            numberOfLines: 1, lineBreakMode: .truncateTail, textAlignment: .natural)))
    #expect(label.isHidden == false)
    #expect(
      cell.view(withID: "s")?.kind
        == .stack(
          StackConfiguration(axis: .horizontal, spacing: 0, alignment: .fill, distribution: .fill)))
  }

  @Test func unknownElementsAndAttributesAreReportedWithSuggestions() {
    expectDiagnostics(
      cell(#"1️⃣<lable id="a"/>4️⃣<label id="b" 2️⃣txt="x"/><image id="c" 3️⃣numberOfLines="2"/>"#),
      [
        DiagnosticSpec(
          .unknownElement, at: "1️⃣", message: "unknown element <lable>",
          fixIt: "did you mean 'label'?"),
        DiagnosticSpec(
          .unknownAttribute, at: "2️⃣", message: "unknown attribute 'txt' on <label>",
          fixIt: "did you mean 'text'?"),
        DiagnosticSpec(.labelWithoutText, at: "4️⃣", severity: .warning),
        DiagnosticSpec(
          .unknownAttribute, at: "3️⃣", message: "unknown attribute 'numberOfLines' on <image>"),
      ])
  }

  @Test func misplacedElementsAndText() {
    expectDiagnostics(
      """
      <templates>
        <cell reuseIdentifier="A">
          <label id="l" text="x">1️⃣<view id="v"/></label>
          2️⃣<cell reuseIdentifier="B"/>
          3️⃣stray words
        </cell>
      </templates>
      """,
      [
        DiagnosticSpec(.misplacedElement, at: "1️⃣", message: "<view> cannot appear inside <label>"),
        DiagnosticSpec(.misplacedElement, at: "2️⃣", message: "<cell> cannot appear inside <cell>"),
        DiagnosticSpec(
          .unexpectedText, at: "3️⃣", message: "unexpected text 'stray words' inside <cell>"),
      ])
  }

  @Test func wrongRootAndUnsupportedVersion() {
    expectDiagnostics("1️⃣<cells/>", [DiagnosticSpec(.misplacedElement, at: "1️⃣")])
    expectDiagnostics(
      #"<templates version="1️⃣2"/>"#,
      [
        DiagnosticSpec(
          .invalidValue, at: "1️⃣",
          message: "template language version '2' is not supported; this Protocell reads version 1")
      ])
  }

  @Test(arguments: [
    ("abc", "'width' is not a number: 'abc'"),
    ("inf", "'width' is not a finite number: 'inf'"),
    ("nan", "'width' is not a finite number: 'nan'"),
    ("1e999", "'width' is not a finite number: '1e999'"),
    ("0x10", "'width' is not a number: '0x10'"),
    ("12px", "'width' is not a number: '12px'"),
    ("-5", "'width' must lie in 1...100000, not -5"),
    ("100000000000000000000000", "'width' must lie in 1...100000, not 100000000000000000000000"),
  ])
  func malformedAndNonFiniteNumbers(value: String, message: String) {
    expectDiagnostics(
      #"<templates><cell reuseIdentifier="A" width="1️⃣\#(value)"/></templates>"#,
      [DiagnosticSpec(.invalidNumber, at: "1️⃣", message: message)])
  }

  @Test(arguments: ["0 0 2", "0 0 0 2 1", "0 0 0 two", "0 0 0 inf", "0 0 0 20000", ""])
  func malformedAlignmentInsets(value: String) {
    let message =
      "'alignmentInsets' takes four numbers (top, leading, bottom, trailing, each within "
      + "±10000): '\(value)'"
    expectDiagnostics(
      cell(#"<view id="v" alignmentInsets="1️⃣\#(value)"/>"#),
      [DiagnosticSpec(.invalidNumber, at: "1️⃣", message: message)])
  }

  /// A text view's inset takes four numbers from 0 to 10,000 and says so (not ±10,000, which
  /// would let −1 through), and its padding lies in the same range.
  @Test(arguments: ["0 0 2", "-1 0 0 0", "0 0 0 20000", "8 0 8 nan", ""])
  func malformedTextContainerInsets(value: String) {
    let message =
      "'textContainerInset' takes four numbers (top, leading, bottom, trailing, each from 0 "
      + "to 10000): '\(value)'"
    expectDiagnostics(
      cell(#"<textView id="t" text="x" textContainerInset="1️⃣\#(value)"/>"#),
      [DiagnosticSpec(.invalidNumber, at: "1️⃣", message: message)])
  }

  @Test func aTextViewsPaddingLiesFromZeroToTenThousand() {
    expectDiagnostics(
      cell(#"<textView id="t" text="x" lineFragmentPadding="1️⃣-1"/>"#),
      [
        DiagnosticSpec(
          .invalidNumber, at: "1️⃣", message: "'lineFragmentPadding' must lie in 0...10000, not -1")
      ])
    expectDiagnostics(
      cell(
        #"<textView id="t" text="x" textContainerInset="0 0 10000 0" lineFragmentPadding="10000"/>"#
      ),
      [])
  }

  @Test func invalidChoicesBooleansAndColours() {
    expectDiagnostics(
      cell(#"<stack id="s" axis="1️⃣diagonal" hidden="2️⃣yes" backgroundColor="3️⃣#12345"/>"#),
      [
        DiagnosticSpec(
          .invalidValue, at: "1️⃣",
          message: "'diagonal' is not a valid axis; expected one of horizontal, vertical"),
        DiagnosticSpec(
          .invalidValue, at: "2️⃣", message: "'hidden' must be true or false, not 'yes'"),
        DiagnosticSpec(.invalidValue, at: "3️⃣", message: "'#12345' is not a colour"),
      ])
  }

  @Test func anUnknownSemanticContentAttributeIsLocated() {
    expectDiagnostics(
      cell(#"<view id="v" semanticContentAttribute="1️⃣sideways"/>"#),
      [
        DiagnosticSpec(
          .invalidValue, at: "1️⃣",
          message:
            "'sideways' is not a valid semanticContentAttribute; expected one of unspecified, "
            + "playback, spatial, forceLeftToRight, forceRightToLeft")
      ])
  }

  @Test func priorityAttributesTakeTheNamesConstraintsUse() throws {
    let result = TemplateParser().parse(
      text:
        #"<templates><cell reuseIdentifier="A"><label id="l" text="x" horizontalHugging="high" verticalCompressionResistance="required" verticalHugging="fittingSize"/></cell></templates>"#,
      path: "p.xml")
    #expect(result.diagnostics.isEmpty)
    let label = try #require(result.file.cells.first?.view(withID: "l"))
    #expect(
      label.contentHugging == AxisPriorities(horizontal: .defaultHigh, vertical: .fittingSizeLevel))
    #expect(label.compressionResistance.vertical == .required)
  }

  @Test func limitsProduceDiagnostics() {
    var limits = TemplateLimits()
    limits.maximumViewsPerCell = 1
    limits.maximumTextLength = 3
    let result = TemplateParser(limits: limits).parse(
      text:
        #"<templates><cell reuseIdentifier="A"><label id="a" text="long text"/><view id="b"/></cell></templates>"#,
      path: "l.xml")
    #expect(result.diagnostics.map(\.code) == [.limitExceeded, .limitExceeded])
    #expect(
      result.diagnostics.map(\.message) == [
        "the label's text has 9 characters; the limit is 3",
        "the cell declares 2 views; the limit is 1",
      ])
  }

  @Test func whiteSpaceOnlyTextIsKeptWhereItMatters() {
    // Indentation is left out of libxml2's tree, but a blank constraint still points at its
    // text, and blanks that merge with a CDATA section still count when locating stray text.
    let source = MarkedSource(
      """
      <templates>
        <cell reuseIdentifier="A">
          <label id="a" text="x"/>   <![CDATA[1️⃣stray]]>
          <constraints>
            <constraint>2️⃣   </constraint>
          </constraints>
        </cell>
      </templates>
      """)
    let result = TemplateParser().parse(text: source.text, path: source.path)
    #expect(result.diagnostics.map(\.code) == [.unexpectedText, .constraintSyntax])
    #expect(
      result.diagnostics.map(\.message) == [
        "unexpected text 'stray' inside <cell>", "empty constraint",
      ])
    #expect(result.diagnostics.map(\.location) == [source.location("1️⃣"), source.location("2️⃣")])
  }
}
