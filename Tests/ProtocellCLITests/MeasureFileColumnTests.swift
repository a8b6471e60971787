import Foundation
import Testing
import _ProtocellTestSupport

/// `measure`'s table names each row's file in a last column when the rows come from prototypes
/// of more than one file, as a folder run's do: relative to the folder when one folder is
/// given, else as the paths named it; a pack's prototypes are named by the pack.
@Suite(.serialized)
struct MeasureFileColumnTests {
  /// A template of one cell, `identifier`, whose one view is `height` points tall, pinned to the
  /// content view's edges: the cell's height is `height` whatever the fonts.
  private static func template(_ identifier: String, height: Int) -> String {
    let edges = ["top", "bottom", "leading", "trailing"]
      .map { "<constraint>v.\($0) == superview.\($0)</constraint>" }.joined()
    return "<templates><cell reuseIdentifier=\"\(identifier)\"><view id=\"v\"/><constraints>"
      + edges + "<constraint>v.height == \(height)</constraint></constraints></cell></templates>\n"
  }

  /// Runs `body` in a temporary folder holding `proj/a.xml` (cell `A`, 30 points) and
  /// `proj/sub/b.xml` (cell `B`, 20 points).
  private static func withProject(_ body: (String) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-measure-file-column") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/proj/sub", withIntermediateDirectories: true)
      try template("A", height: 30).write(
        toFile: folder + "/proj/a.xml", atomically: false, encoding: .utf8)
      try template("B", height: 20).write(
        toFile: folder + "/proj/sub/b.xml", atomically: false, encoding: .utf8)
      try body(folder)
    }
  }

  /// One folder, however it is spelt: each file relative to it.
  @Test(arguments: ["proj", "proj/", "./proj"])
  func oneFolderNamesFilesRelativeToIt(folderName: String) throws {
    try Self.withProject { folder in
      let output = try CommandRunner.run(["measure", folderName], in: folder)
      #expect(output.status == 0)
      #expect(
        output.standardOutput == """
          row\tprototype\theight\tfile
          1\tA\t30\ta.xml
          2\tB\t20\tsub/b.xml

          """)
    }
  }

  /// Several paths: each file as the paths named it, as JSON's "file" names it.
  @Test func severalPathsNameFilesAsGiven() throws {
    try Self.withProject { folder in
      let output = try CommandRunner.run(["measure", "proj/sub", "proj/a.xml"], in: folder)
      #expect(output.status == 0)
      #expect(
        output.standardOutput == """
          row\tprototype\theight\tfile
          1\tB\t20\tproj/sub/b.xml
          2\tA\t30\tproj/a.xml

          """)
    }
  }

  /// Rows of one file have no column: the command line names it.
  @Test(arguments: [["proj/a.xml"], ["proj", "--id", "B"], ["proj/sub"]])
  func rowsOfOneFileHaveNoColumn(arguments: [String]) throws {
    try Self.withProject { folder in
      let output = try CommandRunner.run(["measure"] + arguments, in: folder)
      #expect(output.status == 0)
      #expect(output.standardOutput.hasPrefix("row\tprototype\theight\n"))
      #expect(!output.standardOutput.contains("xml"))
    }
  }

  /// Rows that pick their prototype (`--id-key`) may come from any file: the column is there,
  /// after the key, and the frames stay under their row (at 375 points, the cells' default
  /// width).
  @Test func rowsPickingTheirPrototypeNameTheirFiles() throws {
    try Self.withProject { folder in
      try #"{"type":"B","id":"b1"}\#n{"type":"A","id":"a1"}\#n"#.write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["measure", "proj", "--data", "rows.jsonl", "--id-key", "type", "--key", "id", "--frames"],
        in: folder)
      #expect(output.status == 0)
      #expect(
        output.standardOutput == """
          row\tprototype\tkey\theight\tfile
          1\tB\tb1\t20\tsub/b.xml
            v\t(0, 0, 375, 20)
          2\tA\ta1\t30\ta.xml
            v\t(0, 0, 375, 30)

          """)
    }
  }

  /// A compiled pack's prototypes are named by the pack, in the table and in JSON.
  @Test func aPacksPrototypesAreNamedByThePack() throws {
    try Self.withProject { folder in
      let compiled = try CommandRunner.run(
        ["compile", "proj/a.xml", "-o", "a.pcpack"], in: folder)
      #expect(compiled.status == 0)
      let table = try CommandRunner.run(["measure", "a.pcpack", "proj/sub"], in: folder)
      #expect(table.status == 0)
      #expect(
        table.standardOutput == """
          row\tprototype\theight\tfile
          1\tB\t20\tproj/sub/b.xml
          2\tA\t30\ta.pcpack

          """)
      let json = try CommandRunner.run(
        ["measure", "a.pcpack", "--format", "json"], in: folder)
      #expect(
        json.standardOutput
          == #"{"row":1,"prototype":"A","file":"a.pcpack","width":375,"height":30}"# + "\n")
    }
  }
}
