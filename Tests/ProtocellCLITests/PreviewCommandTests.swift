import Foundation
import Testing
import _ProtocellTestSupport

struct PreviewCommandTests {
  @Test func galleryShowsEveryPrototypeAtEveryWidthForItsRows() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      let output = try CommandRunner.run([
        "preview", "Templates/Feed.xml", "--all", "--data", "Examples/Data/feed.json",
        "--width", "320", "--width", "375", "-o", folder + "/gallery.html",
      ])
      #expect(output.status == 0)
      // feed.json: 1 FeedHeader, 3 TextPost and 2 PhotoPost rows, each at two widths.
      #expect(output.standardOutput == "Wrote 12 cells to \(folder)/gallery.html.\n")
      let html = try String(contentsOfFile: folder + "/gallery.html", encoding: .utf8)
      #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
      #expect(html.components(separatedBy: "<article class=\"card\"").count - 1 == 12)
      #expect(
        html.contains("@font-face{font-family:\"protocell-font-0\";src:url(data:font/ttf;base64,"))
      #expect(html.contains("<h2>TextPost <small>Templates/Feed.xml:"))
      #expect(html.contains("320 pt wide · row 2 · height"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["gallery.html"])
    }
  }

  /// A device is a width, as `measure` and `snapshot` take it.
  ///
  /// 'iPhone 15' draws what 393 points at scale 3 draw; devices of two scales are refused, as
  /// a gallery has one. Before,
  /// `preview` refused every device name (the fresh17 review).
  @Test func aDeviceIsAWidthAtItsScale() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      let arguments = ["preview", "Templates/Feed.xml", "--all"]
      let device = try CommandRunner.run(
        arguments + ["--width", "iPhone 15", "-o", folder + "/device.html"])
      #expect(device.status == 0, "\(device.standardError)")
      let points = try CommandRunner.run(
        arguments + ["--width", "393", "--scale", "3", "-o", folder + "/points.html"])
      #expect(points.status == 0)
      let drawn = try String(contentsOfFile: folder + "/device.html", encoding: .utf8)
      #expect(drawn.contains("393 pt wide"))
      #expect(drawn == (try String(contentsOfFile: folder + "/points.html", encoding: .utf8)))
      let mixed = try CommandRunner.run(
        arguments + [
          "--width", "iPhone SE", "--width", "iPhone 15", "-o", folder + "/mixed.html",
        ])
      #expect(mixed.status == 2)
      #expect(
        mixed.standardError.hasPrefix(
          "error: the devices 'iPhone SE', 'iPhone 15' are of different scales, and a preview "
            + "draws every width at one: name devices of one scale, or give --scale\n"))
    }
  }

  @Test func interfaceBuilderFilesGetTheirRecordedFramesOverlaid() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      let output = try CommandRunner.run([
        "preview",
        "Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder/xmartlabs__XLPagerTabStrip__PostCell.xib",
        "--all", "-o", folder + "/ib.html",
      ])
      #expect(output.status == 0)
      let html = try String(contentsOfFile: folder + "/ib.html", encoding: .utf8)
      #expect(html.contains("<label><input type=\"checkbox\" id=\"toggle-reference\" checked>"))
      #expect(html.contains("<g class=\"reference\">"))
    }
  }

  @Test func anSVGIsNeverWrittenWithANegativeSize() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      let output = try CommandRunner.run([
        "preview", "Tests/LayoutReference/cases/hidden-image-in-stack.xml", "--id",
        "HiddenImageInStack", "--row", #"{"title": "Hi"}"#, "-o", folder + "/cell.svg",
      ])
      #expect(output.status == 0)
      let svg = try String(contentsOfFile: folder + "/cell.svg", encoding: .utf8)
      #expect(!svg.contains("width=\"-"))
      #expect(!svg.contains("height=\"-"))
    }
  }

  @Test func dataNeedsAGallery() throws {
    let output = try CommandRunner.run([
      "preview", "Templates/Feed.xml", "--all", "--data", "Examples/Data/feed.json", "-o",
      "cell.svg",
    ])
    #expect(output.status == 2)
    #expect(output.standardError.contains("--data needs an .html output"))
  }

  /// `--layout-direction rtl` draws the cell right to left, as the snapshot command lays it
  /// out.
  ///
  /// In the 200-point cell of ``SnapshotDirectionCommandTests/template``, `title` (16 from the
  /// leading edge, 40 wide) moves to 200 − 16 − 40 = 144 and `pin` (10 from the left edge)
  /// stays at 10.
  @Test func aGalleryCanBeDrawnRightToLeft() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      try SnapshotDirectionCommandTests.template.write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["preview", "t.xml", "--all", "--layout-direction", "rtl", "-o", "g.html"], in: folder)
      #expect(output.status == 0)
      let html = try String(contentsOfFile: folder + "/g.html", encoding: .utf8)
      #expect(html.contains(#"data-view="title" data-frame="144 0 40 20""#))
      #expect(html.contains(#"data-view="pin" data-frame="10 20 20 10""#))
      let svg = try CommandRunner.run(
        ["preview", "t.xml", "--all", "--layout-direction", "rtl", "-o", "c.svg"], in: folder)
      #expect(svg.status == 2)
      #expect(svg.standardError.contains("--layout-direction rtl needs an .html output"))
    }
  }

  /// A cell with one error, an unknown attribute at column 50 of its second line.
  static let brokenCell = """
      <cell reuseIdentifier="Broken">
        <label id="title" text="Hello" fontSize="10" colour="red"/>
        <constraints>
          <constraint>title.leading == margins.leading</constraint>
          <constraint>title.top == margins.top</constraint>
          <constraint>title.bottom == margins.bottom</constraint>
        </constraints>
      </cell>
    """

  @Test func templatesWithErrorsAreDrawnWithTheirErrorsAndExitOne() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      try "<templates>\n\(Self.brokenCell)\n</templates>\n".write(
        toFile: folder + "/broken.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run([
        "preview", folder + "/broken.xml", "--all", "-o", folder + "/gallery.html",
      ])
      #expect(output.status == 1)
      #expect(output.standardOutput == "Wrote 1 cell to \(folder)/gallery.html.\n")
      #expect(output.standardError.contains("broken.xml:3:50: error: "))
      let html = try String(contentsOfFile: folder + "/gallery.html", encoding: .utf8)
      #expect(html.contains("<span class=\"badge error\">1 error</span>"))
      #expect(
        html.contains(
          "<li class=\"error\"><code title=\"\(folder)/broken.xml:3:50\">broken.xml:3:50</code> error: "
        ))
    }
  }

  /// An SVG of templates with errors is drawn too, and the status says so, as the gallery's
  /// does: the second cell repeats the first's reuse identifier (an error the layout goes past,
  /// leaving the repeat out).
  @Test func anSVGOfTemplatesWithErrorsIsDrawnAndExitsOne() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      let cell = """
        <cell reuseIdentifier="Dup"><label id="t" text="One" fontSize="10"/><constraints>
        <constraint>t.leading == margins.leading</constraint><constraint>t.top == margins.top</constraint>
        <constraint>t.bottom == margins.bottom</constraint></constraints></cell>
        """
      try "<templates>\(cell)\(cell)</templates>".write(
        toFile: folder + "/dup.xml", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run([
        "preview", folder + "/dup.xml", "--all", "-o", folder + "/cell.svg",
      ])
      #expect(output.status == 1)
      #expect(output.standardOutput == "Wrote 1 cell to \(folder)/cell.svg.\n")
      #expect(FileManager.default.fileExists(atPath: folder + "/cell.svg"))
    }
  }

  /// When every prototype is left out for errors in its own structure, no empty SVG is written.
  @Test func nothingToDrawWritesNoFile() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      let output = try CommandRunner.run([
        "preview", "Tests/ProtocellToolingTests/Fixtures/Reporters/Broken.xml", "--all", "-o",
        folder + "/cell.svg",
      ])
      #expect(output.status == 1)
      #expect(output.standardOutput.isEmpty)
      #expect(
        output.standardError.hasSuffix(
          "error: nothing to draw: every prototype was left out for errors in its own structure "
            + "(see the note above); no file written\n"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/cell.svg"))
    }
  }

  /// A gallery of several prototypes that neither `--id` nor `--all` names is refused with the
  /// usage error alone, before the templates are checked, as `measure --data` refuses; of one
  /// prototype it is drawn, errors and all.
  @Test func aGalleryOfSeveralPrototypesUnnamedIsRefusedBeforeTheirDiagnostics() throws {
    try TemporaryFolder.with(prefix: "protocell-preview") { folder in
      let fine = Self.brokenCell.replacingOccurrences(of: "Broken", with: "Fine")
        .replacingOccurrences(of: " colour=\"red\"", with: "")
      try "<templates>\n\(Self.brokenCell)\n\(fine)\n</templates>\n".write(
        toFile: folder + "/two.xml", atomically: false, encoding: .utf8)
      try "<templates>\n\(Self.brokenCell)\n</templates>\n".write(
        toFile: folder + "/one.xml", atomically: false, encoding: .utf8)

      let several = try CommandRunner.run(["preview", "two.xml", "-o", "g.html"], in: folder)
      #expect(several.status == 2)
      #expect(several.standardOutput == "")
      #expect(
        several.standardError
          == "error: name a prototype with --id, or pass --all: the templates hold 2 prototypes "
          + "('Broken', 'Fine')\n")
      #expect(!FileManager.default.fileExists(atPath: folder + "/g.html"))

      let one = try CommandRunner.run(["preview", "one.xml", "-o", "g.html"], in: folder)
      #expect(one.status == 1)
      #expect(one.standardOutput == "Wrote 1 cell to g.html.\n")
      #expect(
        one.standardError.contains(
          "one.xml:3:50: error: unknown attribute 'colour' on <label> [unknown-attribute]"))
    }
  }
}
