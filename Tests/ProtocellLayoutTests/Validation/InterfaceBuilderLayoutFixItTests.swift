import ProtocellArchive
import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// The layout checks' fix-its for an Interface Builder cell are in Xcode's words.
///
/// Views are named as its document outline shows them (a `userLabel`, a label's text, a custom
/// class or the kind of view) with their object ids, and the fix says what to add or change in
/// Interface Builder, never the template language's `margins.bottom`. The same cells in a
/// template keep the template language's fix-its (`UndeterminedHeightTests`,
/// `LayoutValidationRuleTests`).
///
/// Each document is ``oneCellDocument(subviews:constraints:height:contentHeight:)``: one
/// self-sizing cell, `Cell`, whose content view `cv` is 59.5 tall.
struct InterfaceBuilderLayoutFixItTests {
  /// A label `Hello` (object id `t`), 16 points from the leading edge.
  static let hello = """
    <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="t">
      <rect key="frame" x="16" y="11" width="40" height="21"/>
    </label>
    """

  /// A label `World` (object id `b`) below ``hello``.
  static let world = """
    <label text="World" translatesAutoresizingMaskIntoConstraints="NO" id="b">
      <rect key="frame" x="16" y="30" width="40" height="21"/>
    </label>
    """

  /// A plain view whose user label is `Box` (object id `v`).
  static let box = """
    <view userLabel="Box" translatesAutoresizingMaskIntoConstraints="NO" id="v">
      <rect key="frame" x="16" y="8" width="40" height="40"/>
    </view>
    """

  /// `item`'s `attribute` pinned to the content view's at `constant`, as Xcode writes a
  /// top or leading constraint (the view first).
  static func pin(_ item: String, _ attribute: String, _ constant: Double = 8, id: String)
    -> String
  {
    """
    <constraint firstItem="\(item)" firstAttribute="\(attribute)" secondItem="cv" secondAttribute="\(attribute)" constant="\(constant)" id="\(id)"/>
    """
  }

  /// `item`'s bottom pinned to the content view's, as Xcode writes it (the container first).
  static func pinBottom(_ item: String, priority: Int? = nil, id: String) -> String {
    """
    <constraint firstItem="cv" firstAttribute="bottom" secondItem="\(item)" secondAttribute="bottom" constant="11"\(priority.map { " priority=\"\($0)\"" } ?? "") id="\(id)"/>
    """
  }

  /// The fix-its of the diagnostics with `code` the layout checks find in a document.
  static func fixIts(
    _ code: DiagnosticCode, subviews: String, constraints: String,
    measurer: any LabelMeasuring = FixedAdvanceMeasurer()
  ) -> [String] {
    let parsed = TemplateParser().parse(
      text: oneCellDocument(subviews: subviews, constraints: constraints), path: "Cell.xib")
    let validator = TemplateValidator(layoutRules: [LayoutValidationRule(measurer: measurer)])
    return validator.validate([parsed.file], skippingLayoutRulesFor: []).filter {
      $0.code == code
    }.flatMap { $0.fixIts.map(\.message) }
  }

  // MARK: - undetermined-height

  /// A label tied to the top only: pin its bottom to the bottom margin, as Xcode's
  /// control-drag menu says it (where a template is told `add 'helloLabel.bottom ==
  /// margins.bottom'`).
  @Test func aViewTiedToTheTopIsPinnedToTheBottomMargin() {
    #expect(
      Self.fixIts(
        .undeterminedHeight, subviews: Self.hello,
        constraints: Self.pin("t", "top", 11, id: "k1") + Self.pin("t", "leading", 16, id: "k2"))
        == [
          "in Interface Builder, pin 'Hello' (id t) Bottom to the content view's Bottom Margin (control-drag to the content view and choose Bottom Space to Container Margin; a Greater Than or Equal relation lets the row grow taller)"
        ])
  }

  /// A label tied to the bottom only: pin its top to the top margin.
  @Test func aViewTiedToTheBottomIsPinnedToTheTopMargin() {
    #expect(
      Self.fixIts(
        .undeterminedHeight, subviews: Self.hello,
        constraints: Self.pinBottom("t", id: "k1") + Self.pin("t", "leading", 16, id: "k2"))
        == [
          "in Interface Builder, pin 'Hello' (id t) Top to the content view's Top Margin (control-drag to the content view and choose Top Space to Container Margin)"
        ])
  }

  /// One label tied to the top, another to the bottom, nothing between them: the second's
  /// top is pinned to the first's bottom, both named by their texts.
  @Test func aChainBrokenInTheMiddleIsPinnedBetweenItsEnds() {
    #expect(
      Self.fixIts(
        .undeterminedHeight, subviews: Self.hello + Self.world,
        constraints: Self.pin("t", "top", 11, id: "k1") + Self.pin("t", "leading", 16, id: "k2")
          + Self.pinBottom("b", id: "k3") + Self.pin("b", "leading", 16, id: "k4"))
        == [
          "in Interface Builder, pin 'World' (id b) Top to 'Hello' (id t) Bottom (control-drag from one to the other and choose Vertical Spacing)"
        ])
  }

  /// A label centred vertically: a chain of constraints, or a Height constraint of the row
  /// height the document shows (59.5) on the content view at priority 999, below UIKit's
  /// required row height (the fresh19 review: at 1000 the advice made a conflict), where a
  /// template is told `superview.height == 59.5`.
  @Test func aCentredViewsContentViewIsGivenAHeightConstraint() {
    let centred = """
      <constraint firstItem="t" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="k1"/>
      """
    #expect(
      Self.fixIts(
        .undeterminedHeight, subviews: Self.hello,
        constraints: centred + Self.pin("t", "leading", 16, id: "k2"))
        == [
          "'Hello' (id t) is centred vertically in the content view, which nothing gives a height: in Interface Builder, pin the views in a chain of constraints from the content view's Top Margin to its Bottom Margin, or add a Height constraint of 59.5 (the row height the document shows) to the content view (id cv) with a Priority of 999 (at 1000 it conflicts with the row height UIKit sets, UIView-Encapsulated-Layout-Height)"
        ])
  }

  /// An empty content view: add views, or give the table a fixed row height.
  @Test func anEmptyContentViewIsToldToAddViewsInInterfaceBuilder() {
    #expect(
      Self.fixIts(.undeterminedHeight, subviews: "", constraints: "") == [
        "in Interface Builder, add views to the content view pinned in a chain of constraints from its Top Margin to its Bottom Margin, or give the table a fixed Row Height in its Size inspector: the content view holds none, and UIKit gives such a row its default height, 44"
      ])
  }

  /// A plain view pinned top and bottom without a height shrinks with the cell: it is named by
  /// its user label and told of Xcode's Height constraint and compression resistance.
  @Test func aViewThatShrinksIsGivenAHeightInInterfaceBuilder() {
    #expect(
      Self.fixIts(
        .undeterminedHeight, subviews: Self.box,
        constraints: Self.pin("v", "top", id: "k1") + Self.pinBottom("v", id: "k2")
          + Self.pin("v", "leading", 16, id: "k3")
          + #"<constraint firstItem="v" firstAttribute="width" constant="40" id="k4"/>"#)
        == [
          "in Interface Builder, give 'Box' (id v) a height: a Height constraint, content with an intrinsic height, or a Vertical Content Compression Resistance Priority above 50 in the Size inspector"
        ])
  }

  /// A bottom constraint at priority 50 would hold the height: the fix-it names it as Xcode's
  /// document outline lists it, with its object id.
  @Test func aConstraintAtTheFittingPriorityIsNamedWithItsID() {
    #expect(
      Self.fixIts(
        .undeterminedHeight, subviews: Self.hello,
        constraints: Self.pin("t", "top", 11, id: "k1") + Self.pin("t", "leading", 16, id: "k2")
          + Self.pinBottom("t", priority: 50, id: "k3"))
        == [
          "in Interface Builder, select the constraint 'Content View.bottom = Hello.bottom + 11' (id k3) and raise its Priority above 50 in the Attributes inspector"
        ])
  }

  // MARK: - ambiguous-layout, invalid-size, unsatisfiable-constraints, unknown-font

  /// A view whose width nothing sets: give it a Width constraint.
  @Test func anAmbiguousViewIsGivenTheConstraintsItLacks() {
    #expect(
      Self.fixIts(
        .ambiguousLayout, subviews: Self.box,
        constraints: Self.pin("v", "top", id: "k1") + Self.pinBottom("v", id: "k2")
          + Self.pin("v", "leading", 16, id: "k3")
          + #"<constraint firstItem="v" firstAttribute="height" constant="40" id="k4"/>"#)
        == [
          "in Interface Builder, give 'Box' (id v) a Width constraint (or pin its Leading and Trailing both)"
        ])
  }

  /// Two labels sharing a row at the same priorities, the row wider than their texts: Xcode's
  /// Content Priority Ambiguity, in its Size inspector's words, naming hugging.
  @Test func aContentPriorityAmbiguityNamesTheSizeInspector() {
    let between = """
      <constraint firstItem="b" firstAttribute="leading" secondItem="t" secondAttribute="trailing" constant="8" id="k3"/>
      <constraint firstItem="cv" firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="16" id="k4"/>
      """
    let preface =
      "sizes itself, the room is larger than the content, and a neighbour with the same Content Hugging Priority competes to keep its size (Xcode's Content Priority Ambiguity): in Interface Builder's Size inspector, give one of them a higher Content Hugging Priority, or give "
    #expect(
      Self.fixIts(
        .ambiguousLayout, subviews: Self.hello + Self.world,
        constraints: Self.pin("t", "leading", 16, id: "k1") + between
          + Self.pin("t", "top", 11, id: "k2") + Self.pinBottom("t", id: "k5")
          + Self.pin("b", "top", 11, id: "k6"))
        == [
          "'Hello' (id t) \(preface)'Hello' (id t) a Width constraint (or pin its Leading and Trailing both)",
          "'World' (id b) \(preface)'World' (id b) a Leading constraint and a Width constraint (or pin its Leading and Trailing both)",
        ])
  }

  /// Two required heights that disagree: delete one or lower its priority, in the constraint's
  /// Attributes inspector.
  @Test func anUnsatisfiableConstraintIsDeletedOrLoweredInInterfaceBuilder() {
    #expect(
      Self.fixIts(
        .unsatisfiableConstraints, subviews: Self.box,
        constraints: Self.pin("v", "top", id: "k1") + Self.pinBottom("v", id: "k2")
          + Self.pin("v", "leading", 16, id: "k3")
          + #"<constraint firstItem="v" firstAttribute="width" constant="40" id="k4"/>"#
          + #"<constraint firstItem="v" firstAttribute="height" constant="10" id="k5"/>"#
          + #"<constraint firstItem="v" firstAttribute="height" constant="20" id="k6"/>"#)
        == [
          "in Interface Builder, delete one of these constraints, or lower its Priority below 1000 in its Attributes inspector"
        ])
  }

  /// An image view without an image that hugs its content at 1000, held 40 points wide and
  /// tall: its required hugging is what breaks, a priority of the Size inspector, not a
  /// constraint to delete (AutoLayoutCells' `ALBooleanCell`, eleventh newcomer's review).
  @Test func aRequiredHuggingIsLoweredInTheSizeInspector() {
    let image = """
      <imageView horizontalHuggingPriority="1000" verticalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="16" y="8" width="40" height="40"/>
      </imageView>
      """
    let fix =
      "'Image View' (id v) hugs its content at 1000 AXISly, so nothing may stretch it past its content's size (an image view without an image has none): in Interface Builder's Size inspector, lower its NAME Content Hugging Priority below 1000, or delete the constraint that stretches it"
    #expect(
      Self.fixIts(
        .unsatisfiableConstraints, subviews: image,
        constraints: Self.pin("v", "top", id: "k1") + Self.pinBottom("v", id: "k2")
          + Self.pin("v", "leading", 16, id: "k3")
          + #"<constraint firstItem="v" firstAttribute="width" constant="40" id="k4"/>"#
          + #"<constraint firstItem="v" firstAttribute="height" constant="40" id="k5"/>"#)
        == [
          fix.replacing("AXIS", with: "horizontal").replacing(
            "NAME", with: "Horizontal"),
          fix.replacing("AXIS", with: "vertical").replacing(
            "NAME", with: "Vertical"),
        ])
  }

  /// A hidden label of a stack whose horizontal compression resistance is required (1000)
  /// breaks the stack's hiding constraint: the lever is the label's priority, in the Size
  /// inspector's words (`LayoutValidationRuleTests.aBrokenGeneratedConstraintPointsAtItsView`,
  /// in a template).
  @Test func aRequiredCompressionResistanceIsLoweredInTheSizeInspector() {
    let stack = """
      <stackView axis="horizontal" translatesAutoresizingMaskIntoConstraints="NO" id="s">
        <rect key="frame" x="20" y="20" width="20" height="20"/>
        <subviews>
          <label hidden="YES" text="xx" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <rect key="frame" x="0" y="0" width="0" height="20"/>
          </label>
          <label text="y" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0" y="0" width="10" height="20"/>
          </label>
        </subviews>
      </stackView>
      """
    let constraints = """
      <constraint firstItem="s" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" constant="4" id="k1"/>
      <constraint firstItem="s" firstAttribute="centerY" secondItem="cv" secondAttribute="centerYWithinMargins" id="k2"/>
      <constraint firstItem="s" firstAttribute="top" relation="greaterThanOrEqual" secondItem="cv" secondAttribute="topMargin" id="k3"/>
      """
    #expect(
      Self.fixIts(.unsatisfiableConstraints, subviews: stack, constraints: constraints) == [
        "'xx' (id a) resists horizontal compression at 1000, so nothing may squeeze it: in Interface Builder's Size inspector, lower its Horizontal Content Compression Resistance Priority below 1000, or delete one of the cell's constraints that squeeze it"
      ])
  }

  /// `invalid-size` (a size below zero, which only negative alignment insets reach, as no
  /// Interface Builder control has) names the view by its user label, with the lever for
  /// each case: the document's constraints, or a size of its own when only a stack's name it.
  @Test func aViewWithoutRoomIsNamedInInterfaceBuilder() throws {
    let parsed = TemplateParser().parse(
      text: oneCellDocument(subviews: Self.box, constraints: ""), path: "Cell.xib")
    let cell = try #require(parsed.file.cells.first)
    let terms = try #require(parsed.file.interfaceBuilderTerms(for: cell))
    #expect(
      terms.invalidSizeFixIt("box", byGeneratedConstraints: false)
        == "give 'Box' (id v) room: in Interface Builder, lower the Priority of one of these constraints below 1000 in its Attributes inspector, or let the cell grow"
    )
    #expect(
      terms.invalidSizeFixIt("box", byGeneratedConstraints: true)
        == "in Interface Builder, give 'Box' (id v) a size of its own (a Height or Width constraint, or content with an intrinsic size), or let the cell grow"
    )
  }

  /// A measurer that cannot measure the family `Missing`, as a font that cannot be found.
  struct MissingFontMeasurer: LabelMeasuring {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "no font 'Missing'" }
    }

    func measure(_ request: LabelMeasureRequest) throws -> LabelMeasurement {
      if request.font.family == "Missing" { throw Failure() }
      return try FixedAdvanceMeasurer().measure(request)
    }
  }

  /// A label whose font cannot be measured is told to take a System font in Xcode's
  /// Attributes inspector, where a template is told `fontFamily="system"`.
  @Test func anUnmeasurableLabelIsToldOfTheSystemFontInInterfaceBuilder() {
    let label = """
      <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="t">
        <rect key="frame" x="16" y="11" width="40" height="21"/>
        <fontDescription key="fontDescription" name="Missing" family="Missing" pointSize="17"/>
      </label>
      """
    #expect(
      Self.fixIts(
        .unknownFont, subviews: label,
        constraints: Self.pin("t", "top", 11, id: "k1") + Self.pinBottom("t", id: "k2")
          + Self.pin("t", "leading", 16, id: "k3"),
        measurer: MissingFontMeasurer())
        == [
          "install the font, register its file with --font-file, or choose a System font for 'Hello' (id t) in Interface Builder's Attributes inspector"
        ])
  }
}

/// A label in one of the system font's own names is measured as the system font, untracked,
/// and `validate` says so (argent-ios's 14-point `SF UI Text` labels were measured with DejaVu
/// Sans, 3 to 7 % wider than IB recorded them).
extension InterfaceBuilderLayoutFixItTests {
  @Test func aLabelInTheSystemFontsOwnNameIsMeasuredAsTheSystemFont() throws {
    let label = """
      <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="t">
        <rect key="frame" x="16" y="11" width="40" height="21"/>
        <fontDescription key="fontDescription" name="SFUIText-Regular" family="SF UI Text" pointSize="13"/>
      </label>
      """
    let parsed = TemplateParser().parse(
      text: oneCellDocument(
        subviews: label,
        constraints: Self.pin("t", "top", 11, id: "k1") + Self.pinBottom("t", id: "k2")
          + Self.pin("t", "leading", 16, id: "k3")),
      path: "Cell.xib")
    let measurer = try FontTextMeasurer()
    let found = TemplateValidator(layoutRules: [LayoutValidationRule(measurer: measurer)])
      .validate([parsed.file], skippingLayoutRulesFor: []).filter { $0.code == .unknownFont }
    #expect(
      found.map(\.message) == [
        "the text of 'helloLabel' is in 'SF UI Text', a name of the iOS system font, which is not installed here; it is measured as the system font is (SF Pro's line heights and Protocell's model of its widths), without the tracking UIKit gives the system font, as a label that names the family is drawn"
      ])
    // SF Pro's 13-point line, 13 × 2444 / 2048 = 15.51, rounded up to the pixel at 2×: 16
    // (DejaVu Sans's own line would be 15.13, 15.5).
    let cell = try #require(parsed.file.cells.first)
    let height = try LayoutEngine(prototype: cell, measurer: measurer).layout(width: 320)
      .frames["helloLabel"]?.height
    #expect(height == 16)
  }
}

/// The fix-its of `squeezed-label` and `view-outside-row` in an Interface Builder cell say what
/// to change in Interface Builder, naming views as its outline does (a review: they were the
/// template language's, `remove that constraint (or make it >=)`).
extension InterfaceBuilderLayoutFixItTests {
  /// `Hello`, pinned top and bottom, held 5 points tall by its own Height constraint, where its
  /// line needs more: delete that constraint, or make it Greater Than or Equal.
  @Test func aLabelItsOwnHeightSqueezesIsToldToLetGoOfIt() {
    let ownHeight = """
      <constraint firstItem="t" firstAttribute="height" constant="5" id="k4"/>
      """
    #expect(
      Self.fixIts(
        .squeezedLabel, subviews: Self.hello,
        constraints: Self.pin("t", "top", 11, id: "k1") + Self.pin("t", "leading", 16, id: "k2")
          + Self.pinBottom("t", id: "k3") + ownHeight)
        == [
          "in Interface Builder, delete the Height constraint of 'Hello' (id t) (or set its Relation to Greater Than or Equal) so that it grows with its text"
        ])
  }

  /// `Box`, 40 tall from the top beside `Hello`, which alone gives the self-sizing row its
  /// height: pin the lowest view's Bottom to the Bottom Margin.
  @Test func aViewBelowTheRowIsToldToPinItsBottom() {
    let boxHeight = """
      <constraint firstItem="v" firstAttribute="height" constant="80" id="k7"/>
      <constraint firstItem="v" firstAttribute="width" constant="40" id="k8"/>
      """
    #expect(
      Self.fixIts(
        .viewOutsideRow, subviews: Self.hello + Self.box,
        constraints: Self.pin("t", "top", 11, id: "k1") + Self.pin("t", "leading", 16, id: "k2")
          + Self.pinBottom("t", id: "k3") + Self.pin("v", "top", 8, id: "k5")
          + Self.pin("v", "leading", 80, id: "k6") + boxHeight)
        == [
          "in Interface Builder, pin the Bottom of the lowest of these views to the content view's Bottom Margin (control-drag to the content view), so that the row's height holds them"
        ])
  }
}
