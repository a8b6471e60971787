import ProtocellDiagnostics
import ProtocellTemplates
import Testing

/// How the importer reports autoresizing masks it does not translate part by part.
struct InterfaceBuilderAutoresizingTests {
  /// A view whose mask has several flexible parts along both axes is reported once, not once
  /// per axis, and keeps IB's frame on both: leading 310 and width 16, top 24 and height 16
  /// (seafile-iOS's `SeafAccountCell.xib` check mark, flexible left margin and width, and top
  /// margin, height and bottom margin, was reported twice at the same place).
  @Test func severalFlexiblePartsOnBothAxesAreReportedOnce() throws {
    let text = InterfaceBuilderImporterTests.xib(
      InterfaceBuilderImporterTests.cell(
        subviews: """
          <view fixedFrame="YES" id="v"><rect key="frame" x="310" y="24" width="16" height="16"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/></view>
          """))
    let result = InterfaceBuilderImporterTests.importText(text)
    #expect(result.diagnostics.map(\.code) == [.unsupportedFeature])
    #expect(result.diagnostics.first?.location?.line == 8)
    let cell = try #require(result.file.cells.first)
    #expect(
      cell.constraints.map(\.description) == [
        "view.leading == superview.leading + 310", "view.width == 16",
        "view.top == superview.top + 24", "view.height == 16",
      ])
  }

  /// A view with several flexible parts along one axis only is reported once too (the check
  /// mark's mask without the horizontal parts).
  @Test func severalFlexiblePartsOnOneAxisAreReportedOnce() {
    let text = InterfaceBuilderImporterTests.xib(
      InterfaceBuilderImporterTests.cell(
        subviews: """
          <view fixedFrame="YES" id="v"><rect key="frame" x="310" y="24" width="16" height="16"/><autoresizingMask key="autoresizingMask" flexibleMinY="YES" flexibleMaxY="YES"/></view>
          """))
    let result = InterfaceBuilderImporterTests.importText(text)
    #expect(result.diagnostics.map(\.code) == [.unsupportedFeature])
  }
}
