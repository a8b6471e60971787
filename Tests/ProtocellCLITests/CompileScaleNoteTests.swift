import Foundation
import Testing
import _ProtocellTestSupport

/// `compile` says when documents round to another pixel than a pack is measured at.
@Suite(.serialized)
struct CompileScaleNoteTests {
  @Test func a3xDocumentsPackAsksForItsScale() throws {
    try TemporaryFolder.with(prefix: "protocell-compile-scale") { folder in
      for (name, device) in [("Three", "retina5_9"), ("Two", "retina4_7")] {
        try InterfaceBuilderText.stackedLabels(
          heights: (20.333, 20.333), secondY: 40.333, device: device, pinsBottom: true,
          contentHeight: 70.667
        ).write(toFile: folder + "/\(name).xib", atomically: false, encoding: .utf8)
      }
      let three = try CommandRunner.run(["compile", "Three.xib", "-o", "t.pcpack"], in: folder)
      #expect(three.status == 0)
      #expect(
        three.standardError.hasSuffix(
          "note: a pack keeps no design scale: the cells of Three.xib round to the pixel of 3x in their document; measure the pack with --scale 3 (packs are measured at 2 unless told)\n"
        ))
      let two = try CommandRunner.run(["compile", "Two.xib", "-o", "w.pcpack"], in: folder)
      #expect(two.status == 0)
      #expect(!two.standardError.contains("design scale"))
      // At 3× the pack measures as the document: 10 + 20.333 + 10 + 20.333 + 10.
      let measured = try CommandRunner.run(["measure", "t.pcpack", "--scale", "3"], in: folder)
      #expect(measured.standardOutput.hasSuffix("\t70.667\n"))
    }
  }
}
