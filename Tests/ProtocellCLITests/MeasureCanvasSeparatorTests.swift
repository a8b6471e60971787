import Foundation
import Testing
import _ProtocellTestSupport

/// `measure --separator` on IB's canvas (no rows) gives a fixed row the height the document
/// records for it, as it does with rows.
struct MeasureCanvasSeparatorTests {
  /// A static table, separators drawn, of two 97-point rows.
  ///
  /// `full`'s content view is recorded 97 tall (as Nordic Thingy's Xcode 11 storyboard records
  /// it), `inset`'s 96.5, the row less the separator's pixel at 2×. Each has one label pinned to
  /// its top-left corner.
  static let storyboard = InterfaceBuilderText.tableStoryboard(
    toolsVersion: "15705",
    tableAttributes: #"dataMode="static" style="grouped" separatorStyle="default" rowHeight="44""#,
    content: """
      <sections>
        <tableViewSection id="sec">
          <cells>
            \(cell(id: "full", contentHeight: 97))
            \(cell(id: "inset", contentHeight: 96.5))
          </cells>
        </tableViewSection>
      </sections>
      """)

  static func cell(id: String, contentHeight: Double) -> String {
    InterfaceBuilderText.tableCell(
      id: id, reuse: id,
      subviews: """
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l">
          <rect key="frame" x="16" y="11" width="40" height="20.5"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="\(id)-l" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="topMargin" id="\(id)-k1"/>
        <constraint firstItem="\(id)-l" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leadingMargin" id="\(id)-k2"/>
        """, height: 97, contentHeight: contentHeight)
  }

  /// The height `measure` prints for `id`, with `arguments` after it.
  static func height(_ id: String, _ arguments: [String], in folder: String) throws -> String {
    let output = try CommandRunner.run(
      ["measure", "Main.storyboard", "--id", id, "--quiet"] + arguments, in: folder)
    #expect(output.status == 0, "\(output.standardError)")
    return String(
      output.standardOutput.split(separator: "\n").last?.split(separator: "\t").last ?? "")
  }

  /// The canvas lays each row's content view out at its recorded height: 97 and 96.5.
  ///
  /// With the separator, the row is the cell's 97 either way: the first content view fills the cell, so
  /// the canvas drew no separator pixel below it (before, 97 + 0.5 = 97.5). With a row, UIKit
  /// makes both content views 96.5 and `--separator` gives 97.
  @Test func aFixedRowWithItsSeparatorIsTheCellsRecordedHeight() throws {
    try TemporaryFolder.with(prefix: "protocell-canvas-separator") { folder in
      try Self.storyboard.write(
        toFile: folder + "/Main.storyboard", atomically: false, encoding: .utf8)
      try "{}\n".write(toFile: folder + "/row.json", atomically: false, encoding: .utf8)
      #expect(try Self.height("full", [], in: folder) == "97")
      #expect(try Self.height("inset", [], in: folder) == "96.5")
      #expect(try Self.height("full", ["--separator"], in: folder) == "97")
      #expect(try Self.height("inset", ["--separator"], in: folder) == "97")
      let withRow = ["--data", "row.json"]
      #expect(try Self.height("full", withRow, in: folder) == "96.5")
      #expect(try Self.height("full", withRow + ["--separator"], in: folder) == "97")
      #expect(try Self.height("inset", withRow + ["--separator"], in: folder) == "97")
    }
  }
}
