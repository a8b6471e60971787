import ProtocellSnapshots
import Testing

struct SnapshotImagePageTests {
  /// The page holds the fonts' rules first, the tolerance on `#cells`, one `.snapshot` per cell
  /// with its size in pixels, scale, recorded image and drawing, then the `#images` element
  /// the script reports to, and the script.
  @Test func holdsEachDrawingWithItsSizeScaleAndRecordedImage() {
    let page = SnapshotImagePage(
      cells: [
        SnapshotImagePage.Cell(
          id: 7, svg: "<svg class=\"cell\"></svg>", pixelWidth: 400, pixelHeight: 64, scale: 2,
          recordedPNG: [1, 2, 3]),
        SnapshotImagePage.Cell(
          id: 9, svg: "<svg class=\"cell\"><rect/></svg>", pixelWidth: 0, pixelHeight: 20_000,
          scale: 3),
      ],
      fontFaceRules: "@font-face{font-family:\"protocell-font-0\"}\n",
      tolerance: SnapshotImageTolerance(channel: 3, pixelCount: 5)
    ).html()
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.contains("<style>\n@font-face{font-family:\"protocell-font-0\"}\n:root {"))
    #expect(page.contains("<body class=\"shows-frames\">\n"))
    // [1, 2, 3] is 000000 010000 001000 000011 in sixes: A Q I D. The second cell's sides
    // are held to 1 and 16,384 pixels, which a canvas can have.
    #expect(
      page.contains(
        """
        <div id="cells" data-pixel-tolerance="3" data-pixel-count-tolerance="5">
        <div class="snapshot" data-id="7" data-width="400" data-height="64" data-scale="2">\
        <img class="recorded" alt="" src="data:image/png;base64,AQID"><svg class="cell"></svg></div>
        <div class="snapshot" data-id="9" data-width="1" data-height="16384" data-scale="3">\
        <svg class="cell"><rect/></svg></div>
        </div>
        <output id="images" data-state="running"></output>
        <script>
        "use strict";
        """))
    #expect(page.hasSuffix("</script>\n</body></html>\n"))
  }
}
