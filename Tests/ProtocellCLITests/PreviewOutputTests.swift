import Foundation
import Testing
import _ProtocellTestSupport

/// What an SVG preview draws and where: a label's lines as UILabel draws them at its frame (a
/// one-line label squeezed below its text's width truncates its tail), in the label's own
/// family, to an .svg or .html file only.
@Suite(.serialized)
struct PreviewOutputTests {
  /// "Hello" in DejaVu Sans 10 pt (advances H 1540, e 1260, l 569, o 1253, … 2048 of 2048 units:
  /// 25.35 points) in a label held 20 wide: "H…" takes 7.52 + 10 = 17.52 points, "He…" 23.67,
  /// so UILabel draws "H…".
  @Test func aSqueezedLabelIsDrawnTruncatedInItsFamily() throws {
    try TemporaryFolder.with(prefix: "protocell-preview-truncation") { folder in
      try SnapshotFindingsCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let preview = try CommandRunner.run(["preview", "t.xml", "-o", "-"], in: folder)
      #expect(preview.status == 0)
      #expect(
        preview.standardOutput.contains(
          ##"font-family="'DejaVu Sans', sans-serif" fill="#000000">H…</text>"##))
      #expect(!preview.standardOutput.contains(">Hello</text>"))
    }
  }

  /// An output that is neither SVG nor HTML is refused before anything is written: the preview
  /// used to write SVG text into `cell.png`.
  @Test func anOutputOtherThanSVGOrHTMLIsRefused() throws {
    try TemporaryFolder.with(prefix: "protocell-preview-output") { folder in
      try SnapshotFindingsCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let png = try CommandRunner.run(["preview", "t.xml", "-o", "cell.png"], in: folder)
      #expect(png.status == 2)
      #expect(
        png.standardError.hasPrefix(
          "error: -o must name an .svg or .html file, or '-' for SVG on standard output, not "
            + "'cell.png' (PNG images: protocell snapshot record --images)\n"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/cell.png"))
    }
  }

  /// `--all` draws the prototypes in their files' order, as `measure` lists them: Zeta, declared
  /// first, left of Alpha.
  @Test func everyPrototypeIsDrawnInTheFilesOrder() throws {
    try TemporaryFolder.with(prefix: "protocell-preview-order") { folder in
      let cells = ["Zeta", "Alpha"].map { name in
        "<cell reuseIdentifier=\"\(name)\" width=\"200\"><label id=\"l\" text=\"\(name)\"/>"
          + "<constraints><constraint>l.top == superview.top</constraint>"
          + "<constraint>l.bottom == superview.bottom</constraint></constraints></cell>"
      }
      try "<templates>\(cells.joined())</templates>".write(
        toFile: folder + "/order.xml", atomically: false, encoding: .utf8)
      let preview = try CommandRunner.run(["preview", "order.xml", "--all", "-o", "-"], in: folder)
      #expect(preview.status == 0)
      let zeta = try #require(preview.standardOutput.range(of: ">Zeta — 200"))
      let alpha = try #require(preview.standardOutput.range(of: ">Alpha — 200"))
      #expect(zeta.lowerBound < alpha.lowerBound)
    }
  }
}

/// An SVG is one drawing, at one width: a second `--width` is a usage error naming the way to
/// draw several (a gallery), not dropped unsaid.
struct PreviewSVGWidthsTests {
  @Test func anSVGTakesOneWidth() throws {
    let output = try CommandRunner.run([
      "preview", "Templates", "--id", "TextPost", "--width", "320", "--width", "414", "-o", "-",
    ])
    #expect(output.status == 2)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError.hasPrefix(
        "error: an SVG draws the cells at one width, not 2: pass one --width, or -o gallery.html "
          + "to draw each\n"))
    let one = try CommandRunner.run([
      "preview", "Templates", "--id", "TextPost", "--width", "414", "-o", "-",
    ])
    #expect(one.status == 0)
    #expect(one.standardOutput.hasPrefix("<svg"))
  }
}
