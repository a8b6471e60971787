import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Checks that the diagnostics of a marked template are exactly `expected`.
func expectDiagnostics(
  _ marked: String, _ expected: [DiagnosticSpec],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let result = mismatchedDiagnostics(in: MarkedSource(marked), expected: expected)
  #expect(result.missing.isEmpty, "missing: \(result.missing)", sourceLocation: sourceLocation)
  #expect(
    result.unexpected.isEmpty, "unexpected: \(result.unexpected)", sourceLocation: sourceLocation)
}

struct ValidationRuleTests {
  @Test func cleanTemplateHasNoDiagnostics() {
    expectDiagnostics(
      cell(
        """
        <label id="title" text="Hi"/>
        <constraints>
          <constraint>title.top == margins.top</constraint>
          <constraint>title.leading == margins.leading</constraint>
        </constraints>
        """), [])
  }

  @Test func duplicateViewIDPointsAtTheSecondWithANoteAtTheFirst() {
    let source = MarkedSource(cell(#"<label id="1️⃣a" text="x"/><label id="2️⃣a" text="y"/>"#))
    let parsed = TemplateParser().parse(text: source.text, path: source.path)
    let diagnostics = TemplateValidator().validate(parsed.file)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.code == .duplicateViewID)
    #expect(diagnostics.first?.location == source.location("2️⃣"))
    #expect(diagnostics.first?.message == "duplicate view id 'a' in cell 'Cell'")
    #expect(diagnostics.first?.notes.first?.location == source.location("1️⃣"))
  }

  @Test func reservedAndInvalidViewIDs() {
    expectDiagnostics(
      cell(#"<view id="1️⃣margins"/><view id="2️⃣9lives"/>"#),
      [
        DiagnosticSpec(
          .reservedViewID, at: "1️⃣", message: "'margins' is a built-in item and cannot be a view id"),
        DiagnosticSpec(
          .invalidIdentifier, at: "2️⃣", message: "view id '9lives' is not an identifier"),
      ])
  }

  @Test func duplicateReuseIdentifierInOneFile() {
    let source = MarkedSource(
      """
      <templates>
        <cell reuseIdentifier="1️⃣Row"/>
        <cell reuseIdentifier="2️⃣Row"/>
      </templates>
      """)
    let parsed = TemplateParser().parse(text: source.text, path: source.path)
    let diagnostics = TemplateValidator().validate(parsed.file)
    #expect(diagnostics.map(\.code) == [.duplicateReuseIdentifier])
    #expect(diagnostics.first?.location == source.location("2️⃣"))
    #expect(diagnostics.first?.notes.first?.location == source.location("1️⃣"))
  }

  @Test func duplicateReuseIdentifierAcrossFilesNamesBothFiles() {
    let first = TemplateParser().parse(
      text: #"<templates><cell reuseIdentifier="Row"/></templates>"#, path: "a.xml")
    let second = TemplateParser().parse(
      text: #"<templates><cell reuseIdentifier="Row"/></templates>"#, path: "b.xml")
    let diagnostics = TemplateValidator().validate([first.file, second.file])
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location == SourceLocation(file: "b.xml", line: 1, column: 35))
    #expect(
      diagnostics.first?.notes.first?.location == SourceLocation(file: "a.xml", line: 1, column: 35)
    )
  }

  @Test func reuseIdentifierWithSpacesAndEmptyBindingKey() {
    expectDiagnostics(
      #"<templates><cell reuseIdentifier="1️⃣Text Post"><label id="l" bind="2️⃣"/></cell></templates>"#,
      [
        DiagnosticSpec(
          .invalidIdentifier, at: "1️⃣",
          message: "reuse identifier 'Text Post' contains white space or control characters",
          fixIt: "write it as one word, e.g. 'TextPost'"),
        DiagnosticSpec(.invalidValue, at: "2️⃣", message: "'l' binds to an empty key"),
      ])
  }

  @Test func missingReuseIdentifier() {
    expectDiagnostics(
      "<templates>1️⃣<cell/></templates>",
      [
        DiagnosticSpec(
          .missingReuseIdentifier, at: "1️⃣", message: "<cell> needs a 'reuseIdentifier' attribute")
      ])
  }

  @Test func unknownItemSuggestsTheNearestView() {
    expectDiagnostics(
      cell(
        """
        <label id="title" text="x"/>
        <constraints><constraint>title.top == 1️⃣titel.bottom</constraint></constraints>
        """),
      [
        DiagnosticSpec(
          .unknownItem, at: "1️⃣", message: "unknown item 'titel' in cell 'Cell'",
          fixIt: "did you mean 'title'?")
      ])
  }

  @Test func itemOfAnotherCellIsOutsideTheCell() {
    let marked = """
      <templates>
        <cell reuseIdentifier="A">
          <label id="title" text="x"/>
          <constraints><constraint>title.top == 1️⃣photo.bottom</constraint></constraints>
        </cell>
        <cell reuseIdentifier="B"><image id="photo"/></cell>
      </templates>
      """
    expectDiagnostics(
      marked,
      [
        DiagnosticSpec(
          .itemOutsideCell, at: "1️⃣",
          message: "'photo' is a view of cell 'B', not of 'A'; constraints cannot leave their cell")
      ])
  }

  @Test func horizontalAttributeRelatedToVerticalOne() {
    expectDiagnostics(
      cell(
        """
        <view id="a"/>
        <constraints><constraint>a.top == 1️⃣margins.leading</constraint></constraints>
        """),
      [
        DiagnosticSpec(
          .axisMismatch, at: "1️⃣",
          message: "cannot relate the vertical 'a.top' to the horizontal 'margins.leading'")
      ])
  }

  @Test func sizeRelatedToLocation() {
    expectDiagnostics(
      cell(
        """
        <view id="a"/>
        <constraints><constraint>a.width == 1️⃣superview.leading</constraint></constraints>
        """),
      [DiagnosticSpec(.sizeLocationMismatch, at: "1️⃣")])
  }

  @Test func aspectRatioBetweenWidthAndHeightIsAllowed() {
    expectDiagnostics(
      cell(
        """
        <image id="photo"/>
        <constraints><constraint>photo.height == photo.width * 0.75 @750</constraint></constraints>
        """), [])
  }

  @Test func leadingMixedWithLeftAndLeftRightWarning() {
    expectDiagnostics(
      cell(
        """
        <view id="a"/>
        <constraints>
          <constraint>a.leading == 1️⃣superview.left</constraint>
          <constraint>2️⃣a.left == superview.left + 8</constraint>
        </constraints>
        """),
      [
        DiagnosticSpec(.mixedDirectionAttributes, at: "1️⃣"),
        DiagnosticSpec(.leftRightAttribute, at: "1️⃣", severity: .warning),
        DiagnosticSpec(
          .leftRightAttribute, at: "2️⃣",
          message: "'a.left' does not flip for right-to-left languages", severity: .warning),
      ])
  }

  @Test func locationEqualToAConstantAlone() {
    expectDiagnostics(
      cell(
        """
        <view id="a"/>
        <constraints><constraint>1️⃣a.top == 12</constraint><constraint>a.width == 40</constraint></constraints>
        """),
      [
        DiagnosticSpec(
          .constantLocationConstraint, at: "1️⃣",
          message: "'a.top' is a location and cannot equal a constant alone")
      ])
  }

  @Test func zeroMultiplierOnALocation() {
    expectDiagnostics(
      cell(
        """
        <view id="a"/>
        <constraints><constraint>a.top == 1️⃣superview.top * 0</constraint></constraints>
        """),
      [DiagnosticSpec(.invalidMultiplier, at: "1️⃣")])
  }

  @Test func priorityOutsideRange() {
    expectDiagnostics(
      cell(
        """
        <view id="a" verticalHugging="1️⃣1001"/>
        <constraints><constraint>2️⃣a.width == 10 @0</constraint></constraints>
        """),
      [
        DiagnosticSpec(
          .priorityOutOfRange, at: "1️⃣", message: "'verticalHugging' is 1001, outside 1...1000"),
        DiagnosticSpec(
          .priorityOutOfRange, at: "2️⃣",
          message: "priority 0 of 'a.width == 10 @0' is outside 1...1000"),
      ])
  }

  @Test func baselineOfTheMarginsGuide() {
    expectDiagnostics(
      cell(
        """
        <label id="a" text="x"/>
        <constraints><constraint>a.firstBaseline == 1️⃣margins.firstBaseline</constraint></constraints>
        """),
      [
        DiagnosticSpec(
          .invalidAnchor, at: "1️⃣",
          message: "'margins' has no firstBaseline; only views have baselines")
      ])
  }

  @Test func bindingOnAViewThatCannotTakeIt() {
    expectDiagnostics(
      cell(#"<stack id="s" bind="1️⃣items"/><view id="v" hideWhenEmpty="2️⃣true"/>"#),
      [
        DiagnosticSpec(
          .bindingNotSupported, at: "1️⃣",
          message: "a <stack> has no content to bind; only <label> and <image> take 'bind'"),
        DiagnosticSpec(.hideWhenEmptyWithoutBinding, at: "2️⃣", severity: .warning),
      ])
  }

  @Test func labelWithoutTextWarns() {
    expectDiagnostics(
      cell(#"1️⃣<label id="empty"/><label id="bound" bind="title"/>"#),
      [DiagnosticSpec(.labelWithoutText, at: "1️⃣", severity: .warning)])
  }

  @Test func duplicateConstraintID() {
    expectDiagnostics(
      cell(
        """
        <view id="a"/>
        <constraints>
          <constraint id="w">a.width == 10</constraint>
          <constraint id="w">1️⃣a.height == 10</constraint>
        </constraints>
        """),
      [DiagnosticSpec(.duplicateConstraintID, at: "1️⃣")])
  }

  @Test func configurationDisablesCodesAndPromotesWarnings() {
    let diagnostics = [
      Diagnostic(code: .labelWithoutText, severity: .warning, message: "w", location: nil),
      Diagnostic(code: .leftRightAttribute, severity: .warning, message: "l", location: nil),
      Diagnostic(code: .malformedXML, message: "m", location: nil),
    ]
    let configuration = ValidationConfiguration(
      disabledCodes: [.labelWithoutText, .malformedXML], warningsAsErrors: true)
    let result = configuration.apply(to: diagnostics)
    #expect(result.map(\.code) == [.leftRightAttribute, .malformedXML])
    #expect(result.map(\.severity) == [.error, .error])
  }
}
