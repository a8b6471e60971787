import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

/// A collection view's cell is an item, not a row: its fix-its name the collection view's
/// Cell Size and Estimate Size, where a table's cell is told of the table's Row Height
/// (`InterfaceBuilderLayoutFixItTests`).
///
/// Each document is ``InterfaceBuilderText/oneItemStoryboard(layoutAttributes:width:height:subviews:constraints:)``:
/// one item, `Item`, 100 × 50.
struct InterfaceBuilderItemFixItTests {
  /// The diagnostics with `code` the layout checks find in a collection storyboard whose flow
  /// layout has `layout`'s attributes and whose one item, 100 × 50, holds `subviews` held by
  /// `constraints` (on the cell, as Xcode before 11 writes them).
  static func diagnostics(
    _ code: DiagnosticCode, layout: String, subviews: String, constraints: String
  ) -> [Diagnostic] {
    let document = InterfaceBuilderText.oneItemStoryboard(
      layoutAttributes: layout, width: 100, height: 50, subviews: subviews,
      constraints: constraints)
    let parsed = TemplateParser().parse(text: document, path: "s.storyboard")
    let validator = TemplateValidator(
      layoutRules: [LayoutValidationRule(measurer: FixedAdvanceMeasurer())])
    return validator.validate([parsed.file], skippingLayoutRulesFor: []).filter {
      $0.code == code
    }
  }

  /// A view past an item the layout holds is told of the collection view's Cell Size.
  ///
  /// `Box`, 80 tall and pinned 8 below the top of an item the layout holds at 50, reaches
  /// 8 + 80 − 50 = 38 points below. The fix is the collection view's Cell Size (or its Estimate
  /// Size), not a table's Row Height.
  @Test func aViewPastAFixedItemIsToldOfTheCellSize() {
    let box = """
      <view userLabel="Box" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="8" y="8" width="40" height="80"/>
      </view>
      """
    let constraints = """
      <constraint firstItem="v" firstAttribute="top" secondItem="cc" secondAttribute="top" constant="8" id="k1"/>
      <constraint firstItem="v" firstAttribute="leading" secondItem="cc" secondAttribute="leading" constant="8" id="k2"/>
      <constraint firstItem="v" firstAttribute="height" constant="80" id="k3"/>
      <constraint firstItem="v" firstAttribute="width" constant="40" id="k4"/>
      """
    let found = Self.diagnostics(
      .viewOutsideRow, layout: "", subviews: box, constraints: constraints)
    #expect(
      found.map(\.message) == [
        "at width 100, 'box' reaches 38 points below the cell, whose content view is fixed at 50 points tall: UIKit draws it cut or over the neighbouring cells"
      ])
    #expect(
      found.flatMap(\.fixIts).map(\.message) == [
        "in Interface Builder, raise the Cell Size in the collection view's Size inspector to what the content needs, or set the collection view's Estimate Size to Automatic so that items size themselves by their content; or pin the views' Top and Bottom so that they follow the item's height"
      ])
  }

  /// An empty item of a collection view that sizes items by their content is told to add
  /// views or to give it a fixed Cell Size, not a table's Row Height.
  @Test func anEmptyItemIsToldOfTheCellSize() {
    let found = Self.diagnostics(
      .undeterminedHeight, layout: #"automaticEstimatedItemSize="YES""#, subviews: "",
      constraints: "")
    #expect(
      found.flatMap(\.fixIts).map(\.message) == [
        "in Interface Builder, add views to the content view pinned in a chain of constraints from its Top Margin to its Bottom Margin, or give it a fixed size, the Cell Size in the collection view's Size inspector with Estimate Size None there: the content view holds none, and a layout that sizes items by their content lays it out 0 points tall"
      ])
  }
}
