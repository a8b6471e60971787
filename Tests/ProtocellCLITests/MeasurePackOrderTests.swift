import Foundation
import Testing
import _ProtocellTestSupport

/// A compiled pack lists its prototypes in the order they were compiled, the order of the
/// documents it was compiled from, as `measure` and `preview` list the documents' own: not
/// alphabetically.
@Suite(.serialized)
struct MeasurePackOrderTests {
  /// Cells `Zebra`, `Apple` and `Mango`, in that order, 30, 20 and 10 points tall.
  static let template =
    "<templates>"
    + [("Zebra", 30), ("Apple", 20), ("Mango", 10)].map { identifier, height in
      let edges = ["top", "bottom", "leading", "trailing"]
        .map { "<constraint>v.\($0) == superview.\($0)</constraint>" }.joined()
      return "<cell reuseIdentifier=\"\(identifier)\"><view id=\"v\"/><constraints>" + edges
        + "<constraint>v.height == \(height)</constraint></constraints></cell>"
    }.joined() + "</templates>\n"

  @Test func aPackIsMeasuredInTheDocumentsOrder() throws {
    try TemporaryFolder.with(prefix: "protocell-pack-order") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let compiled = try CommandRunner.run(["compile", "t.xml", "-o", "t.pcpack"], in: folder)
      #expect(compiled.status == 0)
      let table = "row\tprototype\theight\n1\tZebra\t30\n2\tApple\t20\n3\tMango\t10\n"
      let fromTemplate = try CommandRunner.run(["measure", "t.xml"], in: folder)
      #expect(fromTemplate.standardOutput == table)
      let fromPack = try CommandRunner.run(["measure", "t.pcpack"], in: folder)
      #expect(fromPack.status == 0)
      #expect(fromPack.standardOutput == table)
    }
  }

  /// `preview --all` draws a pack's cells in its order too, in an SVG and in a gallery.
  @Test(arguments: ["cells.svg", "cells.html"])
  func aPackIsDrawnInTheDocumentsOrder(output: String) throws {
    try TemporaryFolder.with(prefix: "protocell-pack-order") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      _ = try CommandRunner.run(["compile", "t.xml", "-o", "t.pcpack"], in: folder)
      let drawn = try CommandRunner.run(
        ["preview", "t.pcpack", "--all", "-o", output], in: folder)
      #expect(drawn.status == 0)
      let text = try String(contentsOfFile: folder + "/" + output, encoding: .utf8)
      let positions = try ["Zebra", "Apple", "Mango"].map {
        try #require(text.range(of: $0)).lowerBound
      }
      #expect(positions == positions.sorted())
    }
  }
}
