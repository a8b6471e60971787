import Foundation
import Testing
import _ProtocellTestSupport

/// Without rows, `measure` lays an Interface Builder cell out as the canvas of the Xcode that
/// saved it draws it, and says so when that canvas's content-view margins are not UIKit's.
@Suite(.serialized)
struct MeasureCanvasMarginsNoteTests {
  /// A 320-point cell of a document saved by Xcode 8 (`toolsVersion` 11762), or by Xcode 14
  /// (21701), with one label held to the content view's top margin.
  static func document(toolsVersion: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <tableViewCell reuseIdentifier="Cell" id="c">
          <rect key="frame" x="0" y="0" width="320" height="44"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="43.5"/>
            <subviews>
              <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                <rect key="frame" x="8" y="8" width="304" height="20.5"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="lb" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k1"/>
              <constraint firstItem="lb" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k2"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
  }

  /// A canvas whose margins are not UIKit's is named; a row and a later canvas are not.
  ///
  /// Xcode 8's canvas gave the content view UIView's 8 points; UIKit gives a 320-point table's
  /// cells 11 above and below and 16 at the sides. A row (`--data`) is laid out as UIKit lays
  /// it out, and a document whose canvas drew UIKit's margins needs no note.
  @Test func aCanvasWithOtherMarginsIsNamed() throws {
    try TemporaryFolder.with(prefix: "protocell-canvas-note") { folder in
      try Self.document(toolsVersion: "11762").write(
        toFile: folder + "/Old.xib", atomically: true, encoding: .utf8)
      try Self.document(toolsVersion: "21701").write(
        toFile: folder + "/New.xib", atomically: true, encoding: .utf8)
      let old = try CommandRunner.run(["measure", "Old.xib"], in: folder)
      #expect(old.status == 0)
      #expect(
        old.standardError.contains(
          "note: without rows, cells are laid out as Interface Builder's canvas draws them: 'Cell' with the content-view margins of the Xcode that saved the document (8 on every side), where UIKit gives top 11, leading 16, bottom 11, trailing 16 at run time, as with rows (--data) and in compiled packs\n"
        ))
      try #"{"titleLabel": "x"}"#.write(
        toFile: folder + "/rows.jsonl", atomically: true, encoding: .utf8)
      let row = try CommandRunner.run(
        ["measure", "Old.xib", "--id", "Cell", "--data", "rows.jsonl"], in: folder)
      #expect(row.status == 0)
      #expect(!row.standardError.contains("canvas"))
      let new = try CommandRunner.run(["measure", "New.xib"], in: folder)
      #expect(!new.standardError.contains("canvas"))
    }
  }
}
