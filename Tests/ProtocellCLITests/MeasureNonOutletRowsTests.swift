import Foundation
import Testing
import _ProtocellTestSupport

/// A row member naming an Interface Builder view that is no outlet fills nothing: `measure`
/// says so, in Interface Builder's terms, where it measured the row as designed without a word.
@Suite(.serialized)
struct MeasureNonOutletRowsTests {
  /// A cell whose one view, the image view IB labels `photo`, is no outlet: 8 points from the
  /// content view's top and bottom, 28 tall in the document, 0 without an image.
  static let document = InterfaceBuilderText.xib(
    InterfaceBuilderText.tableCell(
      subviews: """
        <imageView userLabel="photo" translatesAutoresizingMaskIntoConstraints="NO" id="i">
          <rect key="frame" x="16" y="8" width="28" height="28"/>
        </imageView>
        """,
      constraints: """
        <constraint firstItem="i" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="8" id="k1"/>
        <constraint firstItem="i" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" constant="16" id="k2"/>
        <constraint firstAttribute="bottom" secondItem="i" secondAttribute="bottom" constant="8" id="k3"/>
        """, height: 44.5, contentHeight: 44))

  /// Runs `measure Cell.xib --data rows.jsonl` in a fresh folder holding `document` as
  /// `Cell.xib` and `rows` as `rows.jsonl`, and gives `body` the folder and the run.
  private static func measure(
    _ document: String, rows: String,
    _ body: (String, CommandRunner.Output) throws -> Void
  ) throws {
    try TemporaryFolder.with(prefix: "protocell-non-outlet") { folder in
      try document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      try rows.write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      try body(
        folder, try CommandRunner.run(["measure", "Cell.xib", "--data", "rows.jsonl"], in: folder))
    }
  }

  /// `{"photo": …}` fills nothing, and both warnings say so in Interface Builder's terms.
  ///
  /// The row is 8 + 0 + 8 = 16, a warning names the member as a view that is no outlet, and
  /// the image view's warning says to fix it in Interface Builder, not "in the template". The
  /// bindings the warning suggests give it the row's 28 points:
  /// 8 + 28 + 8 = 44.
  @Test func aMemberNamingAViewThatIsNoOutletIsSaid() throws {
    try Self.measure(Self.document, rows: #"{"photo": {"width": 28, "height": 28}}"#) {
      folder, run in
      #expect(run.status == 0)
      #expect(
        run.standardOutput
          == "row\tprototype\theight\n1\tCell\t16\n"
          + "  warning: 'photo' has no image for this row and is laid out 0 points tall, as "
          + "UIKit lays out an image view without one; give it an image or a height in "
          + "Interface Builder, or connect it to an outlet, which rows then fill by its name\n")
      #expect(
        run.standardError
          == "warning: rows.jsonl: a row fills no view of 'Cell': its members ('photo') are "
          + "none of the outlets a row fills (none: no outlet of the cell is a label or an "
          + "image view); 'photo' names a view that is no outlet, so it is measured as "
          + "designed; name the members as the cell's outlets, connect the views to outlets "
          + "in Interface Builder, or bind them in .protocell.json's \"bindings\" "
          + "({\"Cell\": {\"photo\": \"photo\"}}) (said once)\n")
      try #"{"bindings": {"Cell": {"photo": "photo"}}}"#.write(
        toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      let bound = try CommandRunner.run(
        ["measure", "Cell.xib", "--data", "rows.jsonl"], in: folder)
      #expect(bound.standardOutput == "row\tprototype\theight\n1\tCell\t44\n")
      #expect(bound.standardError == "")
    }
  }

  /// A subtitle cell whose detail label IB connects to the outlet `homeIdLabel` (tuya's
  /// `BEHomeDetail` cell, a newcomer's review): the row's `detailTextLabel`, UIKit's name for
  /// the label, fills nothing, and the warning names the outlet that fills it, where it said
  /// to connect views already connected.
  @Test func aMemberNamingAnOutletsViewByItsOwnNameIsToldTheOutlet() throws {
    let document = InterfaceBuilderText.xib(
      InterfaceBuilderText.subtitleCell(
        connections:
          #"<connections><outlet property="homeIdLabel" destination="d" id="o1"/></connections>"#
      ))
    try Self.measure(document, rows: #"{"detailTextLabel": "x"}"#) { _, run in
      #expect(run.status == 0)
      #expect(
        run.standardError
          == "warning: rows.jsonl: a row fills no view of 'Cell': its members "
          + "('detailTextLabel') are none of the outlets a row fills ('homeIdLabel', "
          + "'textLabel'), so it is measured as designed; use 'homeIdLabel' for "
          + "'detailTextLabel' (the outlet of the view it names); otherwise name the members "
          + "as the cell's outlets, connect the views to outlets in Interface Builder, or bind "
          + "them in .protocell.json's \"bindings\" (said once)\n")
    }
  }
}
