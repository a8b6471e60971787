import Foundation
import Testing
import _ProtocellTestSupport

/// A conflict of constraints on the content view's margins that IB's canvas, with another
/// Xcode's margins, did not have: `validate` says why it finds one.
@Suite(.serialized)
struct ValidateRunTimeMarginsTests {
  /// `PreviewGalleryFindingsTests.document`: 8-point margins on the canvas of Xcode 9.0, where
  /// `margins.bottom == label.bottom` and `superview.bottom == label.bottom + 8` agree; UIKit's
  /// table-cell margins at run time, 11 above and below and 16 at the sides of a 320-point
  /// table, make them conflict.
  @Test func theConflictNotesTheRunTimeMargins() throws {
    try TemporaryFolder.with(prefix: "protocell-runtime-margins") { folder in
      try PreviewGalleryFindingsTests.document.write(
        toFile: folder + "/Margins.xib", atomically: false, encoding: .utf8)
      let validate = try CommandRunner.run(["validate", "Margins.xib"], in: folder)
      #expect(validate.status == 1)
      #expect(
        validate.standardOutput.contains(
          "Margins.xib:4:5: note: 'margins' are the content view's margins at run time (top 11, "
            + "leading 16, bottom 11, trailing 16); Interface Builder's canvas drew this document "
            + "with 8 on every side, where these constraints can agree and IB shows no conflict"))
    }
  }

  /// A conflict that does not involve the margins gets no such note, though the cell's canvas
  /// margins differ.
  @Test func aConflictWithoutMarginsHasNoNote() throws {
    try TemporaryFolder.with(prefix: "protocell-runtime-margins") { folder in
      // The margin's constraint becomes `superview.bottom == label.bottom + 9`.
      let document = PreviewGalleryFindingsTests.document.replacingOccurrences(
        of: #"firstAttribute="bottomMargin" secondItem="l" secondAttribute="bottom""#,
        with: #"firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="9""#)
      try document.write(toFile: folder + "/Plain.xib", atomically: false, encoding: .utf8)
      let validate = try CommandRunner.run(["validate", "Plain.xib"], in: folder)
      #expect(validate.status == 1)
      #expect(validate.standardOutput.contains("[unsatisfiable-constraints]"))
      #expect(!validate.standardOutput.contains("'margins' are"))
    }
  }

  /// Two 20.5-point labels, 0.5 apart, between the margins of a row fixed at 58.
  ///
  /// The content view is 57.5 tall. On the canvas of Xcode 9.0 (8-point margins) they
  /// fit exactly: 8 + 20.5 + 0.5 + 20.5 + 8 = 57.5. UIKit's run-time margins, 11 above and
  /// below, need 63.5: one label must give up 6 points, both resist at 750, and which one is
  /// open. The error says so, and a note says that the run-time margins took the room.
  static let squeezedStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13122" useAutolayout="YES">
      <scenes>
        <scene sceneID="s">
          <objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
              <tableView key="view" dataMode="prototypes" rowHeight="44" id="tv">
                <rect key="frame" x="0" y="0" width="320" height="568"/>
                <prototypes>
        <tableViewCell reuseIdentifier="Two" rowHeight="58" id="c">
          <rect key="frame" x="0" y="0" width="320" height="58"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="57.5"/>
            <subviews>
              <label text="One" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="8" y="8" width="31" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
              <label text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="8" y="29" width="31" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
              <constraint firstItem="a" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k2"/>
              <constraint firstItem="b" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k3"/>
              <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="0.5" id="k4"/>
              <constraint firstItem="cv" firstAttribute="bottomMargin" secondItem="b" secondAttribute="bottom" id="k5"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
                </prototypes>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  @Test func aSqueezeByTheRunTimeMarginsIsNamed() throws {
    let fixIt: String =
      "fix-it: 'One' (id a) sizes itself, the room is smaller than the content, and a "
      + "neighbour with the same Content Compression Resistance Priority competes to keep "
      + "its size (Xcode's Content Priority Ambiguity): in Interface Builder's Size "
      + "inspector, give one of them a higher Content Compression Resistance Priority, give "
      + "the content more room (a taller row, smaller spacing), or give 'One' (id a) a "
      + "Height constraint (or pin its Top and Bottom both)"
    let note: String =
      "Two.storyboard:10:5: note: the content view's margins at run time (top 11, leading "
      + "16, bottom 11, trailing 16) take more of the row's height than those Interface "
      + "Builder's canvas drew this document with (8 on every side): the content has less "
      + "room at run time than the canvas shows"
    try TemporaryFolder.with(prefix: "protocell-runtime-margins") { folder in
      try Self.squeezedStoryboard.write(
        toFile: folder + "/Two.storyboard", atomically: false, encoding: .utf8)
      let validate = try CommandRunner.run(["validate", "Two.storyboard"], in: folder)
      #expect(validate.status == 1)
      let output = validate.standardOutput
      let error = "Two.storyboard:15:11: error: the height of 'oneLabel' is ambiguous"
      #expect(output.contains(error))
      #expect(output.contains(fixIt))
      #expect(output.contains(note))
      #expect(output.hasSuffix("Checked 1 file (1 prototype): 2 errors.\n"))
    }
  }
}
