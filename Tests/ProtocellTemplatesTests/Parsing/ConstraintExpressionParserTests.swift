import Cassowary
import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

struct ConstraintExpressionParserTests {
  /// Parses one constraint of a cell with views a and b.
  private func parse(_ expression: String) -> TemplateParser.Result {
    TemplateParser().parse(
      text:
        "<templates><cell reuseIdentifier=\"C\"><view id=\"a\"/><view id=\"b\"/><constraints><constraint>\(expression)</constraint></constraints></cell></templates>",
      path: "c.xml")
  }

  @Test(arguments: [
    ("a.top == b.bottom", "a.top == b.bottom"),
    ("a.top==b.bottom+8", "a.top == b.bottom + 8"),
    ("a.leading == b.trailing - 8", "a.leading == b.trailing - 8"),
    ("a.width == b.width * 2 + 1 - 3", "a.width == b.width * 2 - 2"),
    ("a.width == 0.5 * b.width", "a.width == b.width * 0.5"),
    ("a.width == b.width / 4", "a.width == b.width * 0.25"),
    ("a.height == -12", "a.height == -12"),
    ("a.width &gt;= 44 @999", "a.width >= 44 @999"),
    ("a.width ≤ 44 @high", "a.width <= 44 @750"),
    ("a.width ≥ 44 @fittingSize", "a.width >= 44 @50"),
    ("a.centerY == superview.centerY @required", "a.centerY == superview.centerY"),
    ("a.firstBaseline == b.lastBaseline", "a.firstBaseline == b.lastBaseline"),
    ("a.width == b.width * -1", "a.width == b.width * -1"),
    ("a.width == 1e2", "a.width == 100"),
  ])
  func parsesValidExpressions(expression: String, canonical: String) throws {
    let result = parse(expression)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let constraint = try #require(result.file.cells.first?.constraints.first)
    #expect(constraint.description == canonical)
  }

  @Test func fieldsOfAFullConstraint() throws {
    let constraint = try #require(
      parse("a.top >= margins.top * 1.5 + 4 @300").file.cells.first?.constraints.first)
    #expect(
      constraint.first
        == LayoutAnchor(
          item: .view("a"), attribute: .top,
          location: SourceLocation(file: "c.xml", line: 1, column: 91)))
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.second?.item == .margins)
    #expect(constraint.second?.attribute == .top)
    #expect(constraint.multiplier == 1.5)
    #expect(constraint.constant == 4)
    #expect(constraint.priority == Priority(300))
  }

  @Test(arguments: [
    ("a.top 1️⃣= b.top", DiagnosticCode.constraintSyntax, "'=' is not a relation"),
    ("a.top 1️⃣&lt; b.top", .constraintSyntax, "'<' is not a relation"),
    ("a.top == b.top 1️⃣b", .constraintSyntax, "unexpected 'b' after the constraint"),
    ("a 1️⃣== b.top", .constraintSyntax, "expected '.' and an attribute after 'a'"),
    ("a.1️⃣== b.top", .constraintSyntax, "expected an attribute after 'a.'"),
    ("a.1️⃣middle == b.top", .unknownLayoutAttribute, "unknown layout attribute 'middle'"),
    ("a.top 1️⃣b.top", .constraintSyntax, "expected '==', '<=' or '>=' after 'a.top', found 'b'"),
    (
      "a.top == 1️⃣", .constraintSyntax,
      "expected a view id, 'superview', 'margins' or a number after '=='"
    ),
    ("a.top == b.top + 1️⃣x", .constraintSyntax, "expected a number, found 'x'"),
    ("a.width == b.width / 1️⃣0", .invalidNumber, "division by zero"),
    ("a.width == b.width @1️⃣urgent", .constraintSyntax, "unknown priority 'urgent'"),
    ("1️⃣top == b.top", .constraintSyntax, "expected an item before '.top'"),
    ("a.top == b.top 1️⃣# comment", .constraintSyntax, "unexpected '#' after the constraint"),
  ])
  func reportsSyntaxErrorsAtTheOffendingToken(marked: String, code: DiagnosticCode, message: String)
  {
    let prefix =
      #"<templates><cell reuseIdentifier="C"><view id="a"/><view id="b"/><constraints><constraint>"#
    let suffix = "</constraint></constraints></cell></templates>"
    let result = mismatchedDiagnostics(
      in: MarkedSource(prefix + marked + suffix),
      expected: [DiagnosticSpec(code, at: "1️⃣", message: message)])
    #expect(result.missing.isEmpty, "missing: \(result.missing)")
    #expect(result.unexpected.isEmpty, "unexpected: \(result.unexpected)")
  }

  @Test func emptyConstraintPointsAtItsElement() {
    expectDiagnostics(
      cell("<view id=\"a\"/><constraints><constraint>1️⃣ </constraint>2️⃣<constraint/></constraints>"),
      [
        DiagnosticSpec(.constraintSyntax, at: "1️⃣", message: "empty constraint"),
        DiagnosticSpec(.constraintSyntax, at: "2️⃣", message: "empty constraint"),
      ])
  }

  @Test func locationsSurviveMultiLineExpressionsEntitiesAndCDATA() {
    expectDiagnostics(
      """
      <templates><cell reuseIdentifier="C"><view id="a"/><constraints>
        <constraint>
          a.top 1️⃣&amp;&lt;= q.top
        </constraint>
        <constraint><![CDATA[a.top <= 2️⃣r.top]]></constraint>
        <constraint>a.top &lt;= 3️⃣s.top</constraint>
      </constraints></cell></templates>
      """,
      [
        DiagnosticSpec(
          .constraintSyntax, at: "1️⃣",
          message: "expected '==', '<=' or '>=' after 'a.top', found '&'"),
        DiagnosticSpec(.unknownItem, at: "2️⃣", message: "unknown item 'r' in cell 'C'"),
        DiagnosticSpec(.unknownItem, at: "3️⃣", message: "unknown item 's' in cell 'C'"),
      ])
  }
}
