import Foundation
import Testing
import _ProtocellTestSupport

/// A design-time constraint (`placeholder="YES"`, "Remove at build time") that breaks on the
/// canvas is said to be one: the app never has it, so the conflict is the canvas's alone.
@Suite(.serialized)
struct MeasurePlaceholderConstraintTests {
  /// A cell whose view breaks a placeholder height on the canvas, and nothing with a row.
  ///
  /// A 320 × 30 cell whose view `v` (named `view`) is pinned to the content view's edges and
  /// 30 points tall, with a placeholder height of 40 added last: on the canvas the two heights
  /// conflict, and the one added last, the placeholder, breaks (UIKit breaks the constraint it
  /// cannot add); the row is 30 tall. With a row, placeholders are left out and nothing breaks.
  static let document = InterfaceBuilderText.xib(
    InterfaceBuilderText.tableCell(
      subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v">"#
        + #"<rect key="frame" x="0" y="0" width="320" height="30"/></view>"#,
      constraints: ["top", "leading", "trailing", "bottom"].enumerated().map { index, edge in
        #"<constraint firstItem="v" firstAttribute="\#(edge)" secondItem="c1-cv" "#
          + #"secondAttribute="\#(edge)" id="k\#(index)"/>"#
      }.joined(separator: "\n") + "\n"
        + #"<constraint firstItem="v" firstAttribute="height" constant="30" id="kh"/>"# + "\n"
        + #"<constraint firstItem="v" firstAttribute="height" constant="40" placeholder="YES" "#
        + #"id="kp"/>"#,
      width: 320, height: 31, contentHeight: 30))

  @Test func aBrokenPlaceholderIsSaidToBeOne() throws {
    try TemporaryFolder.with(prefix: "protocell-placeholder") { folder in
      try Self.document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let designed = try CommandRunner.run(["measure", "Cell.xib"], in: folder)
      #expect(designed.status == 0)
      #expect(
        designed.standardOutput
          == "row\tprototype\theight\n1\tCell\t30\n"
          + "  warning: broke 'view.height == 40' (conflicts with 'view.height == 30')\n"
          + "    note: 'view.height == 40' is a placeholder (placeholder=\"YES\", Interface "
          + "Builder's \"Remove at build time\"): the canvas has it, the app does not; rows "
          + "given with --data are laid out without it\n")
      try "{}\n".write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let row = try CommandRunner.run(["measure", "Cell.xib", "--data", "rows.jsonl"], in: folder)
      #expect(row.status == 0)
      #expect(row.standardOutput == "row\tprototype\theight\n1\tCell\t30\n")
    }
  }
}
