import Foundation
import Testing
import _ProtocellTestSupport

/// `--id` given an object id that cells of several documents share: Xcode gives every new `.xib`
/// cell `KGk-i7-Jjw`, so in a project's folder the id names no one cell, and `measure` says so
/// instead of picking the first.
struct SharedObjectIDCommandTests {
  /// Two copies of one `.xib` make `--id c1` a usage error naming both keys.
  ///
  /// The cells (`Cell`, object id `c1` in both) are keyed by their files' names, `Cell@A` and
  /// `Cell@B`. `--id c1` and `--id Cell` exit 2 naming both with their files; `--id Cell@B`
  /// measures the second at its recorded 60 points.
  @Test func aSharedObjectIDIsAUsageErrorListingTheKeys() throws {
    try TemporaryFolder.with(prefix: "protocell-shared-object-id") { folder in
      let text = oneCellDocument(
        subviews: #"<label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="t"/>"#,
        constraints: """
          <constraint firstItem="t" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k1"/>
          """)
      for name in ["A.xib", "B.xib"] {
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
      }
      let shared = try CommandRunner.run(["measure", ".", "--id", "c1", "--quiet"], in: folder)
      #expect(shared.status == 2)
      #expect(
        shared.standardError.hasSuffix(
          "error: 'c1' is the Interface Builder object id of cells in 2 documents: name one of 'Cell@A' (A.xib), 'Cell@B' (B.xib)\n"
        ))
      let bare = try CommandRunner.run(["measure", ".", "--id", "Cell", "--quiet"], in: folder)
      #expect(bare.status == 2)
      #expect(
        bare.standardError.hasSuffix(
          "error: 'Cell' is the reuse identifier of 2 cells, each keyed with its table, its document or its own object id after '@': name one of 'Cell@A' (A.xib), 'Cell@B' (B.xib)\n"
        ))
      // The SVG preview and the gallery resolve --id the same way, with the files.
      for output in ["c.svg", "g.html"] {
        let drawn = try CommandRunner.run(["preview", ".", "--id", "c1", "-o", output], in: folder)
        #expect(drawn.status == 2)
        #expect(
          drawn.standardError.hasSuffix(
            "error: 'c1' is the Interface Builder object id of cells in 2 documents: name one of 'Cell@A' (A.xib), 'Cell@B' (B.xib)\n"
          ))
      }
      let named = try CommandRunner.run(
        ["measure", ".", "--id", "Cell@B", "--height", "60", "--quiet"], in: folder)
      #expect(named.status == 0)
      #expect(named.standardOutput.contains("Cell@B\t60"))
      // The key the folder's run names, given with B.xib alone (whose cell is plain `Cell`
      // there), still names it; A's key does not name B's cell.
      let alone = try CommandRunner.run(
        ["measure", "B.xib", "--id", "Cell@B", "--height", "60", "--quiet"], in: folder)
      #expect(alone.status == 0)
      #expect(alone.standardOutput.hasPrefix("row\tprototype\theight\n1\tCell\t60\n"))
      let other = try CommandRunner.run(
        ["measure", "B.xib", "--id", "Cell@A", "--quiet"], in: folder)
      #expect(other.status == 2)
    }
  }
}
