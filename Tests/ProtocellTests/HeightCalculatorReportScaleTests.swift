import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// The calculator made from a load's report lays a template's cells out at `options.scale`:
/// a template names no device.
struct HeightCalculatorReportScaleTests {
  /// A cell whose one view, pinned top and bottom, is 20.2 points tall: its height rounds up to
  /// the pixel, 20.5 at 2×, 61 / 3 (20.333…) at 3×, 21 at 1×.
  static let template = """
    <templates>
      <cell reuseIdentifier="c">
        <view id="v"/>
        <constraints>
          <constraint>v.leading == superview.leading</constraint>
          <constraint>v.trailing == superview.trailing</constraint>
          <constraint>v.top == superview.top</constraint>
          <constraint>v.bottom == superview.bottom</constraint>
          <constraint>v.height == 20.2</constraint>
        </constraints>
      </cell>
    </templates>
    """

  static func height(scale: Double?) throws -> Double {
    var height = 0.0
    try TemporaryFolder.with(prefix: "protocell-report-scale") { folder in
      try template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let registry = PrototypeRegistry()
      let report = try registry.registerTemplates(atPaths: [folder + "/t.xml"])
      let calculator =
        try scale.map {
          try HeightCalculator(
            registry: registry, report: report, options: LayoutOptions(scale: $0))
        } ?? HeightCalculator(registry: registry, report: report)
      #expect(calculator.scales.isEmpty)
      height = try calculator.height(forReuseIdentifier: "c", width: 320)
    }
    return height
  }

  /// Before, every template was pinned at 2× whatever the options (a library user's review:
  /// `LayoutOptions(scale: 3)`, as the README says for a 3× device, gave 2×'s heights).
  @Test func aTemplateTakesTheOptionsScale() throws {
    #expect(try Self.height(scale: nil) == 20.5)
    #expect(try Self.height(scale: 3) == 61 / 3)
    #expect(try Self.height(scale: 1) == 21)
  }

  /// A scale that is no scale is the layout's error, as for a calculator made any other way;
  /// before, it was replaced by 2 without a word.
  @Test func anInvalidScaleIsAnError() {
    #expect(throws: (any Error).self) { try Self.height(scale: 0) }
  }
}
