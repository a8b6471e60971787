import Foundation
import Testing
import _ProtocellTestSupport

/// `measure --frames --format csv` prints one line per view; a cell without views keeps its
/// row and height on a line whose view columns are empty, where its row was dropped (a second
/// newcomer's review: the table and JSON gave the height, CSV printed only its header).
@Suite(.serialized)
struct MeasureCSVFramesTests {
  @Test func aCellWithoutViewsKeepsItsRow() throws {
    try TemporaryFolder.with(prefix: "protocell-csv-frames") { folder in
      try """
      <templates><cell reuseIdentifier="Empty"><constraints>\
      <constraint>superview.height == 20</constraint></constraints></cell></templates>

      """.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["measure", "t.xml", "--frames", "--format", "csv"], in: folder)
      #expect(output.status == 0)
      #expect(
        output.standardOutput
          == "row,prototype,height,view,view_x,view_y,view_width,view_height,view_hidden\n"
          + "1,Empty,20,,,,,,\n")
    }
  }
}
