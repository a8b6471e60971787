import Foundation
import Testing
import _ProtocellTestSupport

/// Without `--scale`, each document's snapshots are at the scale of its own `<device>`, as
/// `measure` lays them out: adding a file to a command never changes another's snapshots.
@Suite(.serialized)
struct SnapshotScaleCommandTests {
  static let fixtures = InterfaceBuilderCommandTests.fixtures
  /// IQKeyboardManager's Settings storyboard, designed on a 3× device.
  static let settings = fixtures + "/hackiftekhar__IQKeyboardManager__Settings.storyboard"
  /// XLPagerTabStrip's storyboard, designed on a 2× device: five 43.5-point cells.
  static let pager = fixtures + "/xmartlabs__XLPagerTabStrip__Storyboard.storyboard"

  /// The `traits` and `height` lines of every snapshot of the pager's cells under `folder`.
  private static func pagerSnapshots(in folder: String) throws -> [String] {
    var lines: [String] = []
    for path in try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
    where path.hasPrefix("xmartlabs") && path.hasSuffix(".txt") {
      let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
      lines += text.split(separator: "\n").map(String.init).filter {
        $0.hasPrefix("traits ") || $0.hasPrefix("height ")
      }
    }
    return lines
  }

  /// The pager's five cells are 43.5 points at 2×, recorded alone or beside the 3× storyboard
  /// (which rounded them to 43.667 at 3× before).
  @Test func eachDocumentKeepsItsOwnScale() throws {
    try TemporaryFolder.with(prefix: "protocell-snapshot-scale") { folder in
      let alone = try CommandRunner.run(
        ["snapshot", "record", Self.pager, "-o", "alone", "--quiet"], in: folder)
      #expect(alone.status == 0)
      let together = try CommandRunner.run(
        ["snapshot", "record", Self.settings, Self.pager, "-o", "together", "--quiet"],
        in: folder)
      #expect(together.status == 0)
      let lines = try Self.pagerSnapshots(in: folder + "/alone")
      #expect(lines.count == 10)
      #expect(lines.filter { $0.hasPrefix("height ") }.allSatisfy { $0 == "height 43.5" })
      #expect(lines.filter { $0.hasPrefix("traits ") }.allSatisfy { $0.contains(" scale 2 ") })
      #expect(try Self.pagerSnapshots(in: folder + "/together") == lines)
    }
  }
}
