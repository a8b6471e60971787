import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// A view that translates its autoresizing mask and is also placed by constraints: the mask's
/// constraints go in first and hold, the document's constraint that conflicts with them breaks,
/// and the conflict names the mask's constraints as such, with a fix-it in Interface Builder's
/// terms.
struct InterfaceBuilderAutoresizingConflictTests {
  /// An activity indicator placed by its autoresizing mask (x 20, y 11, 37 × 37 in a 375-point
  /// content view, flexible right and bottom margins) and centred by a constraint of the
  /// document.
  static let document = oneCellDocument(
    subviews: """
      <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" id="ind" userLabel="Indicator">
        <rect key="frame" x="20" y="11" width="37" height="37"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </activityIndicatorView>
      """,
    constraints: """
      <constraint firstItem="ind" firstAttribute="centerX" secondItem="cv" secondAttribute="centerX" id="k1"/>
      """)

  /// The document's constraint breaks, and the mask's constraints are named as such.
  ///
  /// The mask's `left == superview.left + 20` and `width == 37` and the centring
  /// (`indicator.centerX == superview.centerX`, 187.5 − 18.5 = 169 from the leading edge)
  /// cannot all hold: the mask's constraints went in first, so the centring, the constraint
  /// met last, is the one broken, located at its own line of the document.
  @Test func theDocumentsConstraintBreaksAndTheMasksAreNamed() throws {
    let imported = InterfaceBuilderImporter().importDocument(
      text: Self.document, path: "Settings.xib")
    let validator = TemplateValidator(layoutRules: [
      LayoutValidationRule(measurer: FixedAdvanceMeasurer())
    ])
    let conflicts = validator.validate(imported.file).filter {
      $0.code == .unsatisfiableConstraints
    }
    let conflict = try #require(conflicts.first)
    #expect(conflicts.count == 1)
    #expect(
      conflict.message
        == "unsatisfiable constraints at width 375: 'indicator.centerX == superview.centerX' conflicts with contentView.width == 375, 'indicator.left == superview.left + 20' (from its autoresizing mask), 'indicator.width == 37' (from its autoresizing mask); the layout breaks it"
    )
    // The centring constraint's own line.
    #expect(conflict.location?.line == 12)
    #expect(
      conflict.fixIts.map(\.message) == [
        "the view is placed by its autoresizing mask as well as by constraints: give it constraints that place it fully in Interface Builder (which stops the mask's), or remove the others"
      ])
  }

  /// The mask's frame holds: the indicator stays at x 20, 37 wide, where breaking the mask's
  /// width instead would stretch it to 2 × (187.5 − 20) = 335 to keep it centred.
  @Test func theMasksFrameHolds() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document, width: 375, canvas: true)
    #expect(layout.frames["indicator"] == Rect(x: 20, y: 11, width: 37, height: 37))
  }
}
