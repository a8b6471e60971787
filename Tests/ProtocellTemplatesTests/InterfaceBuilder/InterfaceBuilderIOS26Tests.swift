import Foundation
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Documents saved by Xcode 26 (`toolsVersion` 24000 to 29999) are drawn with iOS 26's controls
/// and cell margins; Xcode 15 (`32700.99.1234`) and 16 (23xxx) keep the earlier ones.
struct InterfaceBuilderIOS26Tests {
  /// The one cell of a document saved with `toolsVersion`.
  ///
  /// It holds a switch, a slider and a label held to the content view's top margin.
  private static func cell(toolsVersion: String) throws -> CellPrototype {
    try InterfaceBuilderImporterTests.firstCell(
      of: InterfaceBuilderImporterTests.cell(
        subviews: """
          <switch translatesAutoresizingMaskIntoConstraints="NO" id="sw">
            <rect key="frame" x="293" y="12" width="63" height="28"/>
          </switch>
          <slider translatesAutoresizingMaskIntoConstraints="NO" id="sl">
            <rect key="frame" x="16" y="10" width="200" height="34"/>
          </slider>
          <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
            <rect key="frame" x="20" y="15" width="100" height="21.5"/>
          </label>
          """,
        constraints: """
          <constraint firstItem="lb" firstAttribute="top" secondItem="c1-cv" secondAttribute="topMargin" id="k1"/>
          """),
      toolsVersion: toolsVersion, canvas: true)
  }

  private static func view(_ name: String, of cell: CellPrototype) throws -> ViewNode {
    try #require(cell.allViews.first { $0.id == name })
  }

  /// iOS 26's switch is a 63 × 28 frame around a 61 × 28 rectangle.
  ///
  /// NetNewsWire's and IOS-CoreBluetooth-Mock's Xcode 26 storyboards record 63 × 28; before,
  /// 51 × 31 around 49 × 31. Both reach 2 points past the trailing edge.
  @Test func iOS26sSwitchIs63By28() throws {
    let iOS26 = try Self.view("switch", of: Self.cell(toolsVersion: "24765"))
    #expect(iOS26.intrinsicSize == IntrinsicSize(width: 61, height: 28))
    #expect(iOS26.alignmentInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2))
    let xcode16 = try Self.view("switch", of: Self.cell(toolsVersion: "23727"))
    #expect(xcode16.intrinsicSize == IntrinsicSize(width: 49, height: 31))
    let xcode15 = try Self.view("switch", of: Self.cell(toolsVersion: "32700.99.1234"))
    #expect(xcode15.intrinsicSize == IntrinsicSize(width: 49, height: 31))
  }

  /// iOS 26's slider is drawn where its constraints put it.
  ///
  /// NetNewsWire's two are 382 × 34, 16 points from each edge; before, a slider's frame reaches
  /// 2 points past each side and 1 below.
  @Test func iOS26sSliderHasNoAlignmentInsets() throws {
    let iOS26 = try Self.view("slider", of: Self.cell(toolsVersion: "24506"))
    #expect(iOS26.alignmentInsets == .zero)
    #expect(iOS26.intrinsicSize == IntrinsicSize(width: nil, height: 34))
    let xcode16 = try Self.view("slider", of: Self.cell(toolsVersion: "23727"))
    #expect(xcode16.alignmentInsets == EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2))
    #expect(xcode16.intrinsicSize == IntrinsicSize(width: nil, height: 33))
  }

  /// A table cell's content view has 15-point top and bottom margins in iOS 26, 11 before.
  ///
  /// Read off NetNewsWire's, ruuvi's, Zavala's and nRF-Mesh's Xcode 26 storyboards; the sides
  /// follow the table's width either way.
  @Test func iOS26sCellsHave15PointVerticalMargins() throws {
    #expect(
      try Self.cell(toolsVersion: "24128").layoutMargins
        == EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16))
    #expect(
      try Self.cell(toolsVersion: "23727").layoutMargins
        == EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(
      try Self.cell(toolsVersion: "32700.99.1234").layoutMargins
        == EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
  }

  /// On Xcode 26's canvas a built-in style cell is at least 51 points tall (iOS 26's taller
  /// rows: nRF-Mesh's, NetNewsWire's and twilio's Default and Value1 cells of self-sizing
  /// tables, each recorded 51 where earlier canvases draw 44); at run time, and on earlier
  /// canvases, UIKit's 44 holds.
  @Test func iOS26sStyleCellsAreAtLeast51Tall() throws {
    let styled = InterfaceBuilderText.defaultStyleCell
    let canvas = try InterfaceBuilderImporterTests.firstCell(
      of: styled, toolsVersion: "24506", canvas: true)
    #expect(canvas.defaultRowHeight == 51)
    let runTime = try InterfaceBuilderImporterTests.firstCell(
      of: styled, toolsVersion: "24506", canvas: false)
    #expect(runTime.defaultRowHeight == nil)
    let xcode16 = try InterfaceBuilderImporterTests.firstCell(
      of: styled, toolsVersion: "23727", canvas: true)
    #expect(xcode16.defaultRowHeight == nil)
    // A custom cell's too: one whose content fits at zero gets it.
    let custom = try Self.cell(toolsVersion: "24506")
    #expect(custom.defaultRowHeight == 51)
  }
}
