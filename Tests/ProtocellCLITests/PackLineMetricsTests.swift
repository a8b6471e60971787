import Foundation
import Testing
import _ProtocellTestSupport

/// A pack keeps the line heights its documents' frames taught for fonts an app bundles
/// (``CellPrototype/lineMetrics``), so that its cells measure as the documents' do (a library
/// review: a Quicksand cell's pack measured 78.333 where its document gave 87.667).
@Suite(.serialized)
struct PackLineMetricsTests {
  /// A self-sizing cell whose labels, in `Acme Grotesk` (no machine has it), IB recorded at 15
  /// points 20.5 tall and at 13 points 18 tall, 8 points from each other and the edges, and a
  /// badge beside them held 40 tall (``InterfaceBuilderText/acmeGroteskCell``).
  static let document = InterfaceBuilderText.acmeGroteskCell

  /// The labels' lines as IB recorded them, 20.5 and 18 (the learned 1.3564 em at 15 and 13
  /// points on the 2× grid, `LearnedLineHeightTests`): 8 + 20.5 + 8 + 18 + 8 = 62.5, from the
  /// document and from its pack alike; the stand-in's own lines (17.5 and 15.5) would give 57.
  @Test func aPackMeasuresWithTheLinesItsDocumentTaught() throws {
    try TemporaryFolder.with(prefix: "protocell-pack-lines") { folder in
      try Self.document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      try "{}\n".write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      let compiled = try CommandRunner.run(["compile", "Cell.xib", "-o", "c.pcpack"], in: folder)
      #expect(compiled.status == 0)
      for input in ["Cell.xib", "c.pcpack"] {
        let measured = try CommandRunner.run(
          ["measure", input, "--data", "rows.jsonl", "--quiet"], in: folder)
        #expect(measured.status == 0)
        #expect(measured.standardOutput.hasSuffix("\t62.5\n"), "\(input)")
      }
    }
  }
}
