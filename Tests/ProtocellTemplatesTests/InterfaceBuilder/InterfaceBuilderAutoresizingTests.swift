import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// How the importer translates autoresizing masks with several flexible parts along an axis:
/// a change of the superview's length is shared among them in proportion to their lengths in
/// IB's frame, as UIKit documents (`UIKitLayoutRules.md`, "Recovering as UIKit does").
struct InterfaceBuilderAutoresizingTests {
  /// One view in a 320 × 40 content view.
  static func document(view: String) -> String {
    InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: view, width: 320, height: 40, contentHeight: 40))
  }

  /// The import of a view `<view id="v">` at `frame` (x, y, width, height) whose mask has the
  /// flexible parts `mask` (its attributes, as XML), and the constraints of its cell.
  static func imported(frame: [Int], mask: String) throws -> (
    diagnostics: [Diagnostic], constraints: [String]
  ) {
    let rect = #"x="\#(frame[0])" y="\#(frame[1])" width="\#(frame[2])" height="\#(frame[3])""#
    let result = InterfaceBuilderImporterTests.importText(
      document(
        view: """
          <view fixedFrame="YES" id="v"><rect key="frame" \(rect)/><autoresizingMask key="autoresizingMask" \(mask)/></view>
          """))
    let cell = try #require(result.file.cells.first)
    return (result.diagnostics, cell.constraints.map(\.description))
  }

  /// Both side margins flexible, the width fixed: the margins share a change in proportion.
  ///
  /// A view at x 100, 64 wide, has margins of 100 and 320 − 164 = 156; the left one takes
  /// 100 / 256 = 0.390625 of a change, so its leading edge is 100 + 0.390625 × (width − 320) =
  /// 0.390625 × width − 25. Nothing is reported.
  @Test func flexibleSideMarginsShareInProportion() throws {
    let result = try Self.imported(
      frame: [100, 10, 64, 24], mask: #"flexibleMinX="YES" flexibleMaxX="YES""#)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.constraints == [
        "view.left == superview.width * 0.390625 - 25", "view.width == 64",
        "view.top == superview.top + 10", "view.height == 24",
      ])
  }

  /// A flexible size shares a change with the flexible margins beside it.
  ///
  /// A flexible left margin and width beside a fixed right one: x 64 and 192 wide share a
  /// change 64 : 192, a quarter and three quarters (leading 0.25 × width − 16, width
  /// 0.75 × width − 48). All three vertical parts flexible: y 10, 20 tall, 10 below, of 40,
  /// share it 1 : 2 : 1 (top 0.25 × height + 0, height 0.5 × height + 0).
  @Test func flexibleSizeAndMarginsShareInProportion() throws {
    let result = try Self.imported(
      frame: [64, 10, 192, 20],
      mask:
        #"flexibleMinX="YES" widthSizable="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES""#
    )
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.constraints == [
        "view.left == superview.width * 0.25 - 16",
        "view.width == superview.width * 0.75 - 48",
        "view.top == superview.height * 0.25", "view.height == superview.height * 0.5",
      ])
  }

  /// Flexible parts whose lengths add up to nothing have no proportion to share by: a view as
  /// wide and as tall as its content view, with only its margins flexible on both axes, keeps
  /// IB's frame and is reported once, not once per axis (seafile-iOS's check mark was reported
  /// twice at the same place).
  @Test func flexiblePartsOfNoLengthKeepTheFrameAndAreReportedOnce() throws {
    let result = try Self.imported(
      frame: [0, 0, 320, 40],
      mask: #"flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES""#)
    #expect(result.diagnostics.map(\.code) == [.unsupportedFeature])
    #expect(result.diagnostics.first?.location?.line == 8)
    #expect(
      result.diagnostics.first?.message
        == "'view' has an autoresizing mask with several flexible parts along one axis; it keeps its IB frame"
    )
    #expect(
      result.constraints == [
        "view.left == superview.left", "view.width == 320",
        "view.top == superview.top", "view.height == 40",
      ])
  }

  /// UIKit's constraints relate a position to a size; validation does not call them a
  /// size-to-location mismatch.
  @Test func theProportionalConstraintsPassValidation() throws {
    let result = InterfaceBuilderImporterTests.importText(
      Self.document(
        view: """
          <view fixedFrame="YES" id="v"><rect key="frame" x="100" y="10" width="64" height="24"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/></view>
          """))
    let found = TemplateValidator().validate(result.file)
    #expect(!found.contains { $0.code == .sizeLocationMismatch })
  }
}
