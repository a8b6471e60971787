import Foundation
import Testing
import _ProtocellTestSupport

/// `measure --height` between two pixels says so: the content view is held at the height
/// given, which row warnings name, while the height printed is rounded up to the pixel (a
/// newcomer's review read 100.5 in the table and "fixed at 100.3" in the row's warning).
@Suite(.serialized)
struct MeasureOffPixelHeightTests {
  /// One view pinned to the content view's edges, at the default scale, 2.
  static let template = """
    <templates><cell reuseIdentifier="A"><view id="v"/><constraints>
    <constraint>v.top == superview.top</constraint>
    <constraint>v.bottom == superview.bottom</constraint>
    <constraint>v.leading == superview.leading</constraint>
    <constraint>v.trailing == superview.trailing</constraint>
    </constraints></cell></templates>

    """

  /// 20.3 points are 40.6 pixels at 2×: between 20 and 20.5, printed 20.5.
  ///
  /// On a pixel
  /// (20.5), or within a thousandth of one, nothing is said.
  @Test func aHeightBetweenPixelsIsSaid() throws {
    try TemporaryFolder.with(prefix: "protocell-off-pixel-height") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let between = try CommandRunner.run(["measure", "t.xml", "--height", "20.3"], in: folder)
      #expect(between.status == 0)
      #expect(between.standardOutput == "row\tprototype\theight\n1\tA\t20.5\n")
      #expect(
        between.standardError
          == "note: --height 20.3 is between two pixels at scale 2 (20 and 20.5): the content "
          + "view is held at 20.3, which row warnings name, and heights print rounded up to "
          + "the pixel, 20.5\n")
      for height in ["20.5", "20.5004"] {
        let on = try CommandRunner.run(["measure", "t.xml", "--height", height], in: folder)
        #expect(on.standardOutput == "row\tprototype\theight\n1\tA\t20.5\n", "\(height)")
        #expect(on.standardError == "", "\(height)")
      }
    }
  }
}
