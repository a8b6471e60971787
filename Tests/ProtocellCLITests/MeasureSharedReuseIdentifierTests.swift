import Foundation
import Testing
import _ProtocellTestSupport

/// `--id` with a reuse identifier that cells of several tables share names all of them,
/// whichever files a run is given and whatever class another cell has.
@Suite(.serialized)
struct MeasureSharedReuseIdentifierTests {
  /// A `.xib` of two tables, `tb1` and `tb2`, each with a prototype `Cell` (object ids `c1` and
  /// `c2`): the document keys them `Cell@tb1` and `Cell@tb2` itself.
  static let twoTables = InterfaceBuilderText.xib(
    ["tb1", "tb2"].enumerated().map { index, table in
      """
      <tableView id="\(table)">
        <rect key="frame" x="0" y="0" width="375" height="600"/>
        <prototypes>
      \(InterfaceBuilderText.tableCell(id: "c\(index + 1)", subviews: ""))
        </prototypes>
      </tableView>
      """
    }.joined(separator: "\n"))

  /// A `.xib` whose one cell (object id `x1`) has the reuse identifier `reuse` and the custom
  /// class `customClass`.
  static func single(reuse: String, customClass: String) -> String {
    InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(id: "x1", reuse: reuse, subviews: "")
        .replacing(#"id="x1">"#, with: #"id="x1" customClass="\#(customClass)">"#))
  }

  /// The error `measure --id Cell` ends with over `paths` of a folder holding `A.xib`
  /// (``twoTables``) and `B.xib` (`other`), after checking that it is a usage error.
  static func error(other: String, paths: [String]) throws -> String {
    var error = ""
    try TemporaryFolder.with(prefix: "protocell-cli-shared-reuse") { folder in
      for (name, text) in [("A", twoTables), ("B", other)] {
        try text.write(toFile: "\(folder)/\(name).xib", atomically: false, encoding: .utf8)
      }
      let result = try CommandRunner.run(["measure"] + paths + ["--id", "Cell"], in: folder)
      #expect(result.status == 2)
      error = String(result.standardError.split(separator: "\n").last ?? "")
    }
    return error
  }

  /// Another document's `Cell` is qualified too (`Cell@x1`), so `--id Cell` lists the three;
  /// before, it kept the bare key, and `--id Cell` measured it alone without a word.
  @Test func aDocumentsOwnQualifiedCellsCountAsSharingTheIdentifier() throws {
    let error = try Self.error(
      other: Self.single(reuse: "Cell", customClass: "PlainCell"), paths: ["A.xib", "B.xib"])
    #expect(
      error == "error: 'Cell' is the reuse identifier of 3 cells, each keyed with its "
        + "table, its document or its own object id after '@': name one of 'Cell@tb1' (A.xib), 'Cell@tb2' (A.xib), 'Cell@x1' (B.xib)"
    )
  }

  /// A cell whose custom class is `Cell` does not stand for the cells whose reuse identifier
  /// is `Cell`; before, `--id Cell` measured it, the one cell of that class.
  @Test func aReuseIdentifierComesBeforeAClass() throws {
    let error = try Self.error(
      other: Self.single(reuse: "Other", customClass: "Cell"), paths: ["."])
    #expect(
      error == "error: 'Cell' is the reuse identifier of 2 cells, each keyed with its "
        + "table, its document or its own object id after '@': name one of 'Cell@tb1' (A.xib), 'Cell@tb2' (A.xib)"
    )
  }

  /// A row naming a shared reuse identifier is told to name one of its cells.
  ///
  /// A row naming it by `--id-key` gets `--id`'s message; before, it was
  /// "no prototype has the reuse identifier 'Cell'; did you mean 'Cell'? It names 2 cells…",
  /// which denied what it then offered. A row naming one of the qualified keys is measured.
  @Test func aRowNamingASharedIdentifierIsToldToNameOne() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-shared-reuse") { folder in
      try Self.twoTables.write(toFile: "\(folder)/A.xib", atomically: false, encoding: .utf8)
      try "{\"type\": \"Cell\"}\n{\"type\": \"Cell@tb2\"}\n".write(
        toFile: "\(folder)/rows.jsonl", atomically: false, encoding: .utf8)
      let result = try CommandRunner.run(
        ["measure", "A.xib", "--id-key", "type", "--data", "rows.jsonl"], in: folder)
      #expect(result.status == 1)
      #expect(result.standardOutput.contains("\n2\tCell@tb2\t43.5\n"))
      #expect(
        result.standardError.split(separator: "\n").first.map(String.init)
          == "error: rows.jsonl:1:1: row 1: 'Cell' is the reuse identifier of 2 cells, each "
          + "keyed with its table, its document or its own object id after '@': name one of "
          + "'Cell@tb1', 'Cell@tb2'")
    }
  }
}
