import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A view that preserves its superview's layout margins (`preservesSuperviewLayoutMargins`):
/// constraints to its margins keep its content inside the content view's margins too.
///
/// The content view has margins of 10 above and below and 20 at the sides (its own
/// `<edgeInsets key="layoutMargins">`); it is 375 × 59.5.
struct InterfaceBuilderPreservedMarginsTests {
  /// The constraints of a cell whose content view holds `subviews`, each a 40-point-tall view
  /// holding one label pinned to its leading, top, trailing and bottom margins.
  static func constraints(of subviews: String) throws -> [String] {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: subviews,
        contentViewExtra:
          #"<edgeInsets key="layoutMargins" top="10" left="20" bottom="10" right="20"/>"#))
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "t.xib")
    return try #require(result.file.cells.first).constraints.map(\.description)
  }

  /// A view `id` (its user label too) at `x`, 40 points tall, holding a label `text`.
  static func box(
    _ id: String, x: Double, width: Double = 375, preserves: Bool, text: String
  ) -> String {
    """
    <view \(preserves ? #"preservesSuperviewLayoutMargins="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
      <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="40"/>
      <subviews>
        <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l">
          <rect key="frame" x="8" y="8" width="20" height="20"/>
        </label>
      </subviews>
      <constraints>
        <constraint firstItem="\(id)-l" firstAttribute="leading" secondItem="\(id)" secondAttribute="leadingMargin" id="\(id)-k1"/>
        <constraint firstItem="\(id)-l" firstAttribute="top" secondItem="\(id)" secondAttribute="topMargin" id="\(id)-k2"/>
        <constraint firstAttribute="trailingMargin" secondItem="\(id)-l" secondAttribute="trailing" id="\(id)-k3"/>
        <constraint firstAttribute="bottomMargin" secondItem="\(id)-l" secondAttribute="bottom" id="\(id)-k4"/>
      </constraints>
    </view>
    """
  }

  /// A full-width view takes the content view's margins when it preserves them.
  ///
  /// Flush with the content view's top, leading and trailing edges, a view that preserves its
  /// superview's margins has 10 above and 20 at the sides, the content view's; its bottom is
  /// 19.5 points above the content view's (59.5 − 40), beyond the content view's 10, so it keeps
  /// its own 8 there. One that does not preserve them keeps UIView's 8 on every side.
  @Test(arguments: [(true, [20, 10, 20, 8]), (false, [8, 8, 8, 8])])
  func aFullWidthViewTakesTheContentViewsMarginsWhenItPreservesThem(
    preserves: Bool, sides: [Int]
  ) throws {
    let constraints = try Self.constraints(
      of: Self.box("box", x: 0, preserves: preserves, text: "Hi"))
    #expect(
      constraints == [
        "hiLabel.leading == box.leading + \(sides[0])",
        "hiLabel.top == box.top + \(sides[1])",
        "box.trailing == hiLabel.trailing + \(sides[2])",
        "box.bottom == hiLabel.bottom + \(sides[3])",
      ])
  }

  /// 4 points in from the leading edge: 20 − 4 = 16; 30 points in: its own 8 (20 − 30 < 8).
  @Test func theRaiseShrinksWithTheViewsDistanceFromTheEdge() throws {
    let subviews =
      Self.box("near", x: 4, width: 300, preserves: true, text: "A")
      + Self.box("far", x: 30, width: 300, preserves: true, text: "B")
    let constraints = try Self.constraints(of: subviews)
    #expect(constraints.contains("aLabel.leading == near.leading + 16"))
    #expect(constraints.contains("bLabel.leading == far.leading + 8"))
  }

  /// An arranged view keeps its own margins: IB draws one flush with its stack at them.
  @Test func anArrangedViewKeepsItsOwnMargins() throws {
    let stack = """
      <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st">
        <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
        <subviews>\(Self.box("box", x: 0, preserves: true, text: "Hi"))</subviews>
      </stackView>
      """
    #expect(try Self.constraints(of: stack).contains("hiLabel.leading == box.leading + 8"))
  }
}
