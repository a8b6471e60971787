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
}
