import Foundation
import Testing
import _ProtocellTestSupport

@Suite(.serialized)
struct SnapshotLocaleCommandTests {
  /// A storyboard-style document in `Base.lproj` with one cell and one label, object id
  /// `lbl-1a-2bc`, text `Hello`, DejaVu Sans 10 pt.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <tableViewCell reuseIdentifier="Row" id="c1">
          <rect key="frame" x="0" y="0" width="320" height="32"/>
          <tableViewCellContentView key="contentView" id="c1-cv">
            <rect key="frame" x="0" y="0" width="320" height="32"/>
            <subviews>
              <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1a-2bc">
                <rect key="frame" x="16" y="10" width="26" height="12"/>
                <fontDescription key="fontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="10"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="lbl-1a-2bc" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" constant="16" id="k1"/>
              <constraint firstItem="lbl-1a-2bc" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="10" id="k2"/>
              <constraint firstAttribute="bottom" secondItem="lbl-1a-2bc" secondAttribute="bottom" constant="10" id="k3"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """

  /// `--locale de` takes `de.lproj/Cell.strings` (UTF-16 with its byte-order mark, as Xcode
  /// long wrote it) and `--locale bounded` wraps the text: each snapshot file is named by its
  /// locale and shows that locale's line.
  @Test func eachLocaleShowsItsTexts() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-locale") { folder in
      let fileManager = FileManager.default
      try fileManager.createDirectory(
        atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
      try fileManager.createDirectory(
        atPath: folder + "/de.lproj", withIntermediateDirectories: true)
      try Self.document.write(
        toFile: folder + "/Base.lproj/Cell.xib", atomically: false, encoding: .utf8)
      let strings = try #require(#""lbl-1a-2bc.text" = "Hallo";"#.data(using: .utf16))
      try strings.write(to: URL(fileURLWithPath: folder + "/de.lproj/Cell.strings"))
      let record = try CommandRunner.run(
        [
          "snapshot", "record", "Base.lproj/Cell.xib", "-o", "S", "--width", "320",
          "--locale", "de", "--locale", "bounded",
        ],
        in: folder)
      #expect(record.status == 0)
      let german = try String(
        contentsOfFile: folder + "/S/Row/design@320-large-de.txt", encoding: .utf8)
      #expect(german.contains("traits width 320 scale 2 category large locale de\n"))
      #expect(german.contains(#""Hallo""#))
      let bounded = try String(
        contentsOfFile: folder + "/S/Row/design@320-large-bounded.txt", encoding: .utf8)
      #expect(bounded.contains(#""[# Hello #]""#))
    }
  }

  /// A locale without texts is noted for cells laid out right to left only, too.
  ///
  /// As when they are laid out both ways (a newcomer's review: `--layout-direction rtl`
  /// dropped the note). Two `--id`s naming the one cell (its reuse identifier and its
  /// object id) record it once, where they were refused as two snapshots in one file.
  @Test func aLocaleWithoutTextsIsNotedRightToLeftToo() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-locale") { folder in
      try Self.document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let record = try CommandRunner.run(
        [
          "snapshot", "record", "Cell.xib", "-o", "S", "--width", "320", "--locale", "de",
          "--layout-direction", "rtl", "--id", "Row", "--id", "c1",
        ],
        in: folder)
      #expect(record.status == 0)
      #expect(
        record.standardError
          == "note: no 'de' texts for Cell.xib (no de.lproj .strings file or .xcstrings entry "
          + "where Xcode keeps them): laid out with its own texts\n"
          + "Recorded 1 snapshot in S (1 written)\n")
    }
  }

  /// A locale that is neither a language tag nor a pseudolanguage is a usage error.
  @Test func anUnknownLocaleIsAUsageError() throws {
    let result = try CommandRunner.run(
      ["snapshot", "record", "t.xml", "-o", "S", "--locale", "German!"], in: "/")
    #expect(result.status == 2)
    #expect(result.standardError.contains("--locale: 'German!' is not a language tag"))
  }
}
