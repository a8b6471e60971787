import Foundation
import Testing
import _ProtocellTestSupport

/// `measure --height` too short for a built-in style cell's labels cuts them, as UIKit does,
/// and says so on the row, as a cell of constraints says it broke the row height.
@Suite(.serialized)
struct MeasureStyleCellHeightTests {
  /// A document saved by Xcode 14 holding one 375-point default-style cell, `Cell`.
  ///
  /// Its text label shows "Title" in the 16-point system font: 16 × 2444 / 2048 = 19.094
  /// points, 19.5 at 2×. The style pins the label to the content view's top and bottom, and a styled row is at
  /// least 44 tall, so the cell's fitting height is 44.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <objects>
        <tableViewCell reuseIdentifier="Cell" textLabel="t" style="IBUITableViewCellStyleDefault" id="c">
          <rect key="frame" x="0" y="0" width="375" height="44"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="375" height="43.5"/>
            <subviews>
              <label text="Title" id="t">
                <rect key="frame" x="16" y="0" width="343" height="43.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
              </label>
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """

  /// At 10 points the label is the content view's 10, where its text needs 19.5: the row is
  /// still 10 and the label cut (no constraint breaks), with a warning in the table and in
  /// JSON; at 30 it fits, and nothing is said.
  @Test func aHeightTooShortForAStyleCellsLabelsIsWarnedOf() throws {
    try TemporaryFolder.with(prefix: "protocell-style-height") { folder in
      try Self.document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let warning =
        "the row height (10) cuts the labels of this default-style cell: 'textLabel' is 10 "
        + "points tall where its text needs 19.5; UITableViewCell places them by frames, so no "
        + "constraint breaks, and they fit in a row of 44 (its fitting height, without --height)"
      let table = try CommandRunner.run(
        ["measure", "Cell.xib", "--height", "10", "--frames", "--quiet"], in: folder)
      #expect(table.status == 0)
      #expect(
        table.standardOutput
          == "row\tprototype\theight\n1\tCell\t10\n  textLabel\t(16, 0, 343, 10)\n"
          + "  warning: \(warning)\n")
      let json = try CommandRunner.run(
        ["measure", "Cell.xib", "--height", "10", "--format", "json", "--quiet"], in: folder)
      #expect(
        json.standardOutput
          == "{\"row\":1,\"prototype\":\"Cell\",\"file\":\"Cell.xib\",\"width\":375,\"height\":10,"
          + "\"warnings\":[\"\(warning)\"]}\n")
      let fits = try CommandRunner.run(
        ["measure", "Cell.xib", "--height", "30", "--quiet"], in: folder)
      #expect(fits.standardOutput == "row\tprototype\theight\n1\tCell\t30\n")
      #expect(fits.standardError == "")
    }
  }
}
