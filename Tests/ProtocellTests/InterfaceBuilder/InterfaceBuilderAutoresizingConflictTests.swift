import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// A view that translates its autoresizing mask and is also placed by constraints: the mask's
/// constraints are named as such, at the view, with a fix-it in Interface Builder's terms.
struct InterfaceBuilderAutoresizingConflictTests {
  /// A mask's constraints are named as such in a conflict, located at the view.
  ///
  /// After GoMap's `Settings.storyboard`: an activity indicator placed by its autoresizing mask
  /// (x 20, 37 wide in a 375-point content view) and centred by a constraint. Its mask's
  /// `leading == superview.leading + 20` and `width == 37`, and the centring
  /// (`indicator.centerX == superview.centerX`, that is 187.5 − 18.5 = 169 from the leading
  /// edge), cannot all hold: the mask's constraint met last, the width, is broken.
  @Test func aMaskConstraintIsNamedAsOneAndLocatedAtItsView() throws {
    let text = oneCellDocument(
      subviews: """
        <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" id="ind" userLabel="Indicator">
          <rect key="frame" x="20" y="11" width="37" height="37"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </activityIndicatorView>
        """,
      constraints: """
        <constraint firstItem="ind" firstAttribute="centerX" secondItem="cv" secondAttribute="centerX" id="k1"/>
        """)
    let imported = InterfaceBuilderImporter().importDocument(text: text, path: "Settings.xib")
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
        == "unsatisfiable constraints at width 375: 'indicator.width == 37' (from its autoresizing mask) conflicts with contentView.width == 375, 'indicator.centerX == superview.centerX', 'indicator.left == superview.left + 20' (from its autoresizing mask); the layout breaks it"
    )
    // The activity indicator's own line, where its mask is declared.
    #expect(conflict.location?.line == 8)
    #expect(
      conflict.fixIts.map(\.message) == [
        "the view is placed by its autoresizing mask as well as by constraints: give it constraints that place it fully in Interface Builder (which stops the mask's), or remove the others"
      ])
  }
}
