import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// A calculator made from a registry lays each cell out at its design scale (its document's
/// `<device>`'s), which a compiled pack keeps: a library that loads a pack of a 3× document
/// measures it at 3×, as `protocell measure` measures the document.
struct HeightCalculatorDesignScaleTests {
  /// A table cell whose one view, pinned top and bottom, is 20.2 points tall: the row rounds up
  /// to the pixel, 61 / 3 (20.333…) at 3×, 20.5 at 2×.
  static func document(device: String) -> String {
    InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="0" y="0" width="375" height="20.2"/>
            <constraints><constraint firstAttribute="height" constant="20.2" id="h"/></constraints>
          </view>
          """,
        constraints: """
          <constraint firstItem="v" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" id="t"/>
          <constraint firstItem="v" firstAttribute="bottom" secondItem="c1-cv" secondAttribute="bottom" id="b"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" id="l"/>
          <constraint firstItem="v" firstAttribute="trailing" secondItem="c1-cv" secondAttribute="trailing" id="r"/>
          """)
    ).replacing("<objects>", with: "<device id=\"\(device)\"/>\n<objects>")
  }

  /// The registry of a pack compiled from the document.
  static func packRegistry(device: String) throws -> PrototypeRegistry {
    let file = InterfaceBuilderImporter().importDocument(
      text: document(device: device), path: "Cell.xib"
    ).file
    let pack = try PrototypePack(bytes: try ArchiveEncoder().encodePack(file.cells))
    let registry = PrototypeRegistry()
    try registry.register(pack)
    return registry
  }

  @Test func aPackIsMeasuredAtItsDocumentsScale() throws {
    let three = try HeightCalculator(
      registry: try Self.packRegistry(device: "retina5_9"), measurer: FixedAdvanceMeasurer())
    #expect(three.scales == ["Cell": 3])
    #expect(try three.height(forReuseIdentifier: "Cell", width: 375) == 61 / 3)
    let two = try HeightCalculator(
      registry: try Self.packRegistry(device: "retina4_7"), measurer: FixedAdvanceMeasurer())
    #expect(two.scales.isEmpty)
    #expect(try two.height(forReuseIdentifier: "Cell", width: 375) == 20.5)
  }

  /// Scales given to the calculator are the ones used: an empty dictionary lays every cell out
  /// at the options' scale.
  @Test func givenScalesWin() throws {
    let calculator = try HeightCalculator(
      registry: try Self.packRegistry(device: "retina5_9"), measurer: FixedAdvanceMeasurer(),
      options: LayoutOptions(scale: 2), scales: [:])
    #expect(try calculator.height(forReuseIdentifier: "Cell", width: 375) == 20.5)
  }
}
