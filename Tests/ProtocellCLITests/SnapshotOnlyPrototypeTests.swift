import Foundation
import Testing
import _ProtocellTestSupport

/// `snapshot --data` without `--id` or `--id-key` fills the inputs' only prototype, as `measure`'s.
///
/// It required `--id`; with several prototypes it asks which, as `measure` does. A row that is
/// not JSON is located where it breaks, as `measure` locates it.
@Suite(.serialized)
struct SnapshotOnlyPrototypeTests {
  /// A template of one prototype: `MeasureCommandTests`' `Row`, 200 points wide.
  static let template = MeasureCommandTests.template

  @Test func rowsFillTheOnlyPrototypeWithoutAnID() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-only") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      // Row 2 breaks at its 10th byte, the `x` after `{"text":1`.
      try "{\"text\":\"one\"}\n{\"text\":1x}\n{\"text\":\"three\"}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "--data", "rows.jsonl", "-o", "snaps"], in: folder)
      #expect(output.status == 1)
      #expect(
        output.standardError
          == "error: rows.jsonl:2:10: row 2: expected ',' or '}' after a member, found 'x'\n"
          + "Recorded 2 snapshots in snaps (2 written)\n"
          + "error: 1 row or file failed\n")
      let recorded = try FileManager.default.contentsOfDirectory(atPath: folder + "/snaps/Row")
      #expect(recorded.sorted() == ["row-1@200-large.txt", "row-3@200-large.txt"])
    }
  }

  @Test func severalPrototypesAreListed() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-only") { folder in
      try Self.template.replacingOccurrences(of: "</templates>", with: "")
        .appending(#"<cell reuseIdentifier="Other"><label id="l" text="x"/></cell></templates>"#)
        .write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "{\"text\":\"one\"}\n".write(
        toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["snapshot", "record", "t.xml", "--data", "rows.jsonl", "-o", "snaps"], in: folder)
      #expect(output.status == 2)
      #expect(
        output.standardError.hasSuffix(
          "error: with --data, name the prototype with --id, or each row's with --id-key: the "
            + "inputs hold 2 prototypes ('Row', 'Other')\n"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/snaps"))
    }
  }
}
