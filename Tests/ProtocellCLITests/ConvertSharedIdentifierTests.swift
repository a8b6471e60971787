import Foundation
import Testing
import _ProtocellTestSupport

/// `convert` names a storyboard's cells as every other command keys them.
///
/// A reuse identifier several tables use is qualified by the table (`Cell@TABLE-ID`), one
/// repeated among static cells by the cell (`Cell@CELL-ID`), and an identifier the document uses
/// once stays bare. So the template's names are the names `measure --id` takes for the
/// storyboard, none collides, and the template validates and passes `format --check` as
/// converted.
@Suite(.serialized)
struct ConvertSharedIdentifierTests {
  /// A 44-point table cell whose 17-point label `text` is pinned to its content view's
  /// margins on every side.
  static func cell(id: String, reuse: String, text: String) -> String {
    InterfaceBuilderText.tableCell(
      id: id, reuse: reuse,
      subviews: """
        <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l">
          <rect key="frame" x="16" y="11" width="343" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="\(id)-l" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="topMargin" id="\(id)-k1"/>
        <constraint firstItem="\(id)-l" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leadingMargin" id="\(id)-k2"/>
        <constraint firstAttribute="trailingMargin" secondItem="\(id)-l" secondAttribute="trailing" id="\(id)-k3"/>
        <constraint firstAttribute="bottomMargin" secondItem="\(id)-l" secondAttribute="bottom" id="\(id)-k4"/>
        """, height: 44, contentHeight: 43.5)
  }

  /// A scene whose table view `id` holds `content` (its `<prototypes>` or `<sections>`).
  static func scene(table id: String, static isStatic: Bool = false, _ content: String) -> String {
    """
    <scene sceneID="\(id)-scene">
      <objects>
        <tableViewController id="\(id)-vc">
          <tableView key="view" \(isStatic ? #"dataMode="static" "# : "")rowHeight="-1" estimatedRowHeight="-1" id="\(id)">
            <rect key="frame" x="0" y="0" width="375" height="667"/>
            \(content)
          </tableView>
        </tableViewController>
      </objects>
    </scene>
    """
  }

  /// Two tables' prototypes named `Cell` (`tblA`, `tblB`), a `Detail` prototype only `tblA`
  /// has, and a static table (`tblS`) whose two cells are both `Cell`.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes>
        \(scene(table: "tblA", "<prototypes>\(cell(id: "a1", reuse: "Cell", text: "One"))\(cell(id: "a2", reuse: "Detail", text: "Two"))</prototypes>"))
        \(scene(table: "tblB", "<prototypes>\(cell(id: "b1", reuse: "Cell", text: "Three"))</prototypes>"))
        \(scene(table: "tblS", static: true, "<sections><tableViewSection id=\"sec\"><cells>\(cell(id: "s1", reuse: "Cell", text: "Four"))\(cell(id: "s2", reuse: "Cell", text: "Five"))</cells></tableViewSection></sections>"))
      </scenes>
    </document>
    """

  /// The keys the storyboard's cells get, in document order.
  static let keys = ["Cell@tblA", "Detail", "Cell@tblB", "Cell@s1", "Cell@s2"]

  @Test func convertedNamesAreTheQualifiedKeysMeasureTakes() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-shared") { folder in
      try Self.storyboard.write(
        toFile: folder + "/Main.storyboard", atomically: false, encoding: .utf8)
      let converted = try CommandRunner.run(
        ["convert", "Main.storyboard", "-o", "Main.xml"], in: folder)
      #expect(converted.status == 0, "\(converted.standardError)")
      #expect(converted.standardError == "")
      #expect(converted.standardOutput == "Converted 5 cells from Main.storyboard into Main.xml.\n")
      let template = try String(contentsOfFile: folder + "/Main.xml", encoding: .utf8)
      let written = template.matches(of: #/reuseIdentifier="([^"]*)"/#).map { String($0.1) }
      #expect(written == Self.keys)

      // The template validates and is in format's layout, as converted.
      let validated = try CommandRunner.run(["validate", "Main.xml"], in: folder)
      #expect(validated.status == 0)
      #expect(validated.standardOutput == "Checked 1 file (5 prototypes): no problems.\n")
      let formatted = try CommandRunner.run(["format", "--check", "Main.xml"], in: folder)
      #expect(formatted.status == 0)
      #expect(formatted.standardOutput == "")

      // The names are the storyboard's keys, which `measure --id` takes, and the template's.
      for key in Self.keys {
        for file in ["Main.storyboard", "Main.xml"] {
          let measured = try CommandRunner.run(
            ["measure", file, "--id", key, "--format", "csv", "--quiet"], in: folder)
          #expect(measured.status == 0, "\(file) --id \(key): \(measured.standardError)")
          #expect(measured.standardOutput.hasPrefix("row,prototype,height\n1,\(key),"))
        }
      }
    }
  }

  /// A bare identifier the document uses once stays bare, however common: a lone `Cell` is
  /// `Cell`.
  @Test func aUniqueIdentifierStaysBare() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-unique") { folder in
      let storyboard = Self.storyboard.replacing(
        #/<scene sceneID="tblB-scene">[\s\S]*?</scene>|<scene sceneID="tblS-scene">[\s\S]*?</scene>/#,
        with: "")
      try storyboard.write(toFile: folder + "/Main.storyboard", atomically: false, encoding: .utf8)
      let converted = try CommandRunner.run(["convert", "Main.storyboard"], in: folder)
      #expect(converted.status == 0)
      let written = converted.standardOutput.matches(of: #/reuseIdentifier="([^"]*)"/#).map {
        String($0.1)
      }
      #expect(written == ["Cell", "Detail"])
    }
  }
}
