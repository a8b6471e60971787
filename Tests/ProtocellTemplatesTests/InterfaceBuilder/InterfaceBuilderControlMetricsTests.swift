import Foundation
import ProtocellTemplates
import Testing

/// The intrinsic sizes the importer gives UIKit's controls, by the Xcode that drew the canvas.
struct InterfaceBuilderControlMetricsTests {
  /// The stepper's intrinsic size in a one-cell document saved with `toolsVersion`.
  private static func stepperSize(toolsVersion: String, canvas: Bool) throws -> IntrinsicSize {
    let cell = try InterfaceBuilderImporterTests.firstCell(
      of: InterfaceBuilderImporterTests.cell(
        subviews: """
          <stepper translatesAutoresizingMaskIntoConstraints="NO" id="st">
            <rect key="frame" x="16" y="7" width="94" height="29"/>
          </stepper>
          """),
      toolsVersion: toolsVersion, canvas: canvas)
    let stepper = try #require(cell.allViews.first { $0.id == "stepper" })
    return stepper.intrinsicSize
  }

  /// A stepper is as tall as the SDK of the Xcode that drew the canvas made it.
  ///
  /// UIStepper is 94 × 32 from iOS 13 and was 94 × 29 before (RxDataSources' Xcode 9
  /// storyboard records 29, IQKeyboardManager's Xcode 14 one 32). The canvas of an Xcode
  /// before 11 (toolsVersion below 15000) drew the old size; Xcode 11 on, and every run-time
  /// layout, the new one, whatever the recorded frame says.
  @Test func aStepperIsAsTallAsTheSDKOfTheXcodeThatDrewIt() throws {
    #expect(
      try Self.stepperSize(toolsVersion: "13196", canvas: true)
        == IntrinsicSize(width: 94, height: 29))
    #expect(
      try Self.stepperSize(toolsVersion: "14868", canvas: true)
        == IntrinsicSize(width: 94, height: 29))
    #expect(
      try Self.stepperSize(toolsVersion: "15505", canvas: true)
        == IntrinsicSize(width: 94, height: 32))
    #expect(
      try Self.stepperSize(toolsVersion: "13196", canvas: false)
        == IntrinsicSize(width: 94, height: 32))
  }
}
