import Foundation
import Testing
import _ProtocellTestSupport

/// A pack keeps each cell's design scale (its document's `<device>`), so that it measures as
/// the documents it was compiled from without `--scale`.
@Suite(.serialized)
struct PackDesignScaleTests {
  @Test func aPackMeasuresEachCellAtItsDocumentsScale() throws {
    try TemporaryFolder.with(prefix: "protocell-pack-scale") { folder in
      for (name, device) in [("Three", "retina5_9"), ("Two", "retina4_7")] {
        try InterfaceBuilderText.stackedLabels(
          heights: (20.333, 20.333), secondY: 40.333, device: device, pinsBottom: true,
          contentHeight: 70.667
        )
        .replacing(#"reuseIdentifier="Cell""#, with: #"reuseIdentifier="\#(name)""#)
        .write(toFile: folder + "/\(name).xib", atomically: false, encoding: .utf8)
      }
      let compiled = try CommandRunner.run(
        ["compile", "Three.xib", "Two.xib", "-o", "cells.pcpack"], in: folder)
      #expect(compiled.status == 0)
      #expect(!compiled.standardError.contains("scale"))
      // Two 17-point labels (SF's line height 20.287) and three 10-point gaps: at 3× each
      // label is 61 pixels, 20.333 points (10 + 20.333 + 10 + 20.333 + 10 = 70.667); at 2× 41
      // pixels, 20.5 points (71).
      for (id, height) in [("Three", "70.667"), ("Two", "71")] {
        let measured = try CommandRunner.run(["measure", "cells.pcpack", "--id", id], in: folder)
        #expect(measured.status == 0)
        #expect(measured.standardOutput.hasSuffix("\t\(height)\n"), "\(id)")
        let fromDocument = try CommandRunner.run(["measure", "\(id).xib", "--id", id], in: folder)
        #expect(fromDocument.standardOutput.hasSuffix("\t\(height)\n"), "\(id)")
      }
      // --scale still chooses one scale for every cell.
      let atTwo = try CommandRunner.run(
        ["measure", "cells.pcpack", "--id", "Three", "--scale", "2"], in: folder)
      #expect(atTwo.standardOutput.hasSuffix("\t71\n"))
    }
  }
}
