import Foundation
import Testing
import _ProtocellTestSupport

/// A row's `--id-key` value names an Interface Builder cell as `--id` does: by reuse
/// identifier, object id or custom class, in `measure` and `preview` alike.
@Suite(.serialized)
struct RowsNameInterfaceBuilderCellsTests {
  /// Two cells: `First` (class `FirstCell`), a 30-point view pinned to its content view's
  /// edges, and one without a reuse identifier (object id `c2`, class `SecondCell`, key
  /// `Cells-c2`), a 50-point view: their heights are 30 and 50 whatever the fonts.
  static let document = InterfaceBuilderText.xib(
    cell(id: "c1", reuse: "First", className: "FirstCell", height: 30) + "\n"
      + cell(id: "c2", reuse: nil, className: "SecondCell", height: 50))

  /// A 320-point cell whose one view, `v` + `id`, is `height` points tall and pinned to the
  /// content view's edges.
  private static func cell(id: String, reuse: String?, className: String, height: Int)
    -> String
  {
    let view = "v" + id
    let edges = ["top", "leading", "trailing", "bottom"].enumerated().map { index, edge in
      """
      <constraint firstItem="\(view)" firstAttribute="\(edge)" secondItem="\(id)-cv" \
      secondAttribute="\(edge)" id="\(id)-k\(index)"/>
      """
    }
    let fixed = """
      <constraint firstItem="\(view)" firstAttribute="height" constant="\(height)" id="\(id)-h"/>
      """
    return InterfaceBuilderText.tableCell(
      id: id, reuse: reuse,
      subviews: """
        <view id="\(view)"><rect key="frame" x="0" y="0" width="320" height="\(height)"/></view>
        """,
      constraints: (edges + [fixed]).joined(separator: "\n"), width: 320, height: 44,
      contentHeight: 43.5, attributes: "customClass=\"\(className)\" ")
  }

  /// Rows naming `c2`, `FirstCell`, `SecondCell`, `First` and `Nope`.
  static let rows = ["c2", "FirstCell", "SecondCell", "First", "Nope"]
    .map { "{\"type\":\"\($0)\"}\n" }.joined()

  /// Runs `arguments` in a folder holding `Cells.xib` and `rows.jsonl`; the gallery `g.html`
  /// when one was written.
  private static func run(_ arguments: [String]) throws -> (
    output: CommandRunner.Output, page: String?
  ) {
    var result: (CommandRunner.Output, String?)?
    try TemporaryFolder.with(prefix: "protocell-rows-name-cells") { folder in
      try document.write(toFile: folder + "/Cells.xib", atomically: false, encoding: .utf8)
      try rows.write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(arguments, in: folder)
      result = (output, try? String(contentsOfFile: folder + "/g.html", encoding: .utf8))
    }
    let (output, page) = try #require(result)
    return (output, page)
  }

  @Test func measureResolvesObjectIDsAndClasses() throws {
    let (output, _) = try Self.run(
      ["measure", "Cells.xib", "--data", "rows.jsonl", "--id-key", "type", "--quiet"])
    #expect(output.status == 1)
    #expect(
      output.standardOutput
        == "row\tprototype\theight\n1\tCells-c2\t50\n2\tFirst\t30\n3\tCells-c2\t50\n"
        + "4\tFirst\t30\n")
    #expect(
      output.standardError
        == "error: rows.jsonl:5:1: row 5: no prototype has the reuse identifier 'Nope' (known: "
        + "'Cells-c2', 'First')\nerror: 1 of 5 rows failed\n")
  }

  /// The gallery draws rows 2 and 4 with `First` and rows 1 and 3 with `Cells-c2`.
  @Test func previewResolvesObjectIDsAndClasses() throws {
    let (output, page) = try Self.run(
      ["preview", "Cells.xib", "--data", "rows.jsonl", "--id-key", "type", "-o", "g.html"])
    #expect(output.status == 1)
    #expect(output.standardOutput == "Wrote 4 cells to g.html.\n")
    let drawn = try #require(page).components(separatedBy: "id=\"prototype-").dropFirst().map {
      ($0.components(separatedBy: "\"").first ?? "", PreviewDataRowsTests.drawnRows(in: $0))
    }
    #expect(drawn.map(\.0) == ["First", "Cells-c2"])
    #expect(drawn.map(\.1) == [["row 2", "row 4"], ["row 1", "row 3"]])
  }

  /// `snapshot --id-key` resolves the values as `measure` does, with the rows' errors in order.
  ///
  /// Row 1's unknown name (found once the cells are loaded) before row 2, which is
  /// no object (found as the rows are read). Rows 3 (`c2`) and 4 (`FirstCell`) are recorded
  /// under their cells' keys, 50 and 30 points tall.
  @Test func snapshotResolvesObjectIDsAndClassesInRowOrder() throws {
    try TemporaryFolder.with(prefix: "protocell-rows-name-cells") { folder in
      try Self.document.write(toFile: folder + "/Cells.xib", atomically: false, encoding: .utf8)
      try "{\"type\":\"Nope\"}\n[1]\n{\"type\":\"c2\"}\n{\"type\":\"FirstCell\"}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["snapshot", "record", "Cells.xib", "--data", "rows.jsonl", "--id-key", "type", "-o", "S"],
        in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardError
          == "error: rows.jsonl:1:1: row 1 ('row-1'): no prototype has the reuse identifier "
          + "'Nope' (known: 'Cells-c2', 'First')\n"
          + "error: rows.jsonl:2:1: row 2: a row must be a JSON object, not an array\n"
          + "Recorded 2 snapshots in S (2 written)\nerror: 2 rows or files failed\n")
      let recorded = try FileManager.default.subpathsOfDirectory(atPath: folder + "/S")
        .filter { $0.hasSuffix(".txt") }.sorted()
      #expect(recorded == ["Cells-c2/row-3@320-large.txt", "First/row-4@320-large.txt"])
      let heights = try recorded.map { path in
        try String(contentsOfFile: folder + "/S/" + path, encoding: .utf8)
          .split(separator: "\n").filter { $0.hasPrefix("prototype ") || $0.hasPrefix("height ") }
      }
      #expect(heights == [["prototype Cells-c2", "height 50"], ["prototype First", "height 30"]])
    }
  }

  /// A misspelt `--id-key` (`Type` for the rows' `type`) fails each row with the field it may
  /// mean, in `measure`, `preview` and `snapshot` alike.
  @Test func aMisspeltIDKeyIsToldTheFieldItMayMean() throws {
    let said =
      "the row has no string field 'Type' naming its prototype; did you mean --id-key type?"
    let measured = try Self.run(
      ["measure", "Cells.xib", "--data", "rows.jsonl", "--id-key", "Type"]
    ).output
    #expect(measured.status == 1)
    #expect(
      measured.standardError.split(separator: "\n").first.map(String.init)
        == "error: rows.jsonl:1:1: row 1: \(said)")
    let previewed = try Self.run(
      ["preview", "Cells.xib", "--data", "rows.jsonl", "--id-key", "Type", "-o", "g.html"]
    ).output
    #expect(
      previewed.standardError.split(separator: "\n").first.map(String.init)
        == "error: rows.jsonl:1:1: row 1: \(said)")
    let snapshot = try Self.run(
      ["snapshot", "record", "Cells.xib", "--data", "rows.jsonl", "--id-key", "Type", "-o", "S"]
    ).output
    #expect(
      snapshot.standardError.split(separator: "\n").first.map(String.init)
        == "error: rows.jsonl:1:1: row 1: \(said)")
  }

  /// A pack compiled from the document keeps the cells' keys only: `--id c2`, which names the
  /// cell in the document, is refused on the pack with the reason and where the keys are
  /// listed; its key, `Cells-c2`, names it.
  @Test func aPackKeepsKeysNotObjectIDs() throws {
    try TemporaryFolder.with(prefix: "protocell-rows-name-cells") { folder in
      try Self.document.write(toFile: folder + "/Cells.xib", atomically: false, encoding: .utf8)
      let compiled = try CommandRunner.run(["compile", "Cells.xib", "-o", "c.pcpack"], in: folder)
      #expect(compiled.status == 0)
      let byID = try CommandRunner.run(["measure", "c.pcpack", "--id", "c2"], in: folder)
      #expect(byID.status == 2)
      #expect(
        byID.standardError
          == "error: no prototype has the reuse identifier 'c2' (known: 'Cells-c2', 'First'); a "
          + "compiled pack keeps each prototype's key, which 'protocell inspect' lists, not the "
          + "object id or class of an Interface Builder cell\n")
      let byKey = try CommandRunner.run(["measure", "c.pcpack", "--id", "Cells-c2"], in: folder)
      #expect(byKey.standardOutput == "row\tprototype\theight\n1\tCells-c2\t50\n")
    }
  }
}
