import ProtocellLayout
import ProtocellPreview

/// One HTML page that a headless browser opens to draw a batch of snapshots as PNG images and,
/// for those with a recorded image, to compare the two pixel by pixel.
///
/// Each snapshot is its cell's gallery drawing (the SVG `protocell preview` draws, with the
/// gallery's style sheet, frames shown), inline in a hidden box. Once the page's embedded fonts
/// have loaded, its script paints every drawing on a canvas of the cell's size in pixels, white
/// first, element by element in document order with each element's computed style — the fonts
/// are loaded once per page, which an SVG drawn as an image could not share (each image would
/// embed and decode them again) — and appends one `<output class="image">` per snapshot to
/// the page (``SnapshotImageResult``). The browser is asked for the page's DOM
/// (`--dump-dom`) once the script is done: `#images` then says `data-state="done"`.
public struct SnapshotImagePage: Sendable {
  /// One snapshot to draw.
  public struct Cell: Sendable, Hashable {
    /// The number its result carries back.
    public var id: Int
    /// The gallery drawing: an `<svg class="cell">` element.
    public var svg: String
    /// The image's width in pixels: the cell's width in points times its scale.
    public var pixelWidth: Int
    /// The image's height in pixels.
    public var pixelHeight: Int
    /// Pixels per point.
    public var scale: Double
    /// The recorded image to compare with, as PNG bytes; `nil` to draw only.
    public var recordedPNG: [UInt8]?

    /// Creates a cell to draw.
    public init(
      id: Int, svg: String, pixelWidth: Int, pixelHeight: Int, scale: Double,
      recordedPNG: [UInt8]? = nil
    ) {
      self.id = id
      self.svg = svg
      self.pixelWidth = pixelWidth
      self.pixelHeight = pixelHeight
      self.scale = scale
      self.recordedPNG = recordedPNG
    }
  }

  /// The snapshots, drawn in this order.
  public var cells: [Cell]
  /// The `@font-face` rules of the fonts the drawings name, their files embedded.
  public var fontFaceRules: String
  /// How far a pixel and the count of differing pixels may be off and still match.
  public var tolerance: SnapshotImageTolerance

  /// Creates a page.
  public init(cells: [Cell], fontFaceRules: String, tolerance: SnapshotImageTolerance) {
    self.cells = cells
    self.fontFaceRules = fontFaceRules
    self.tolerance = tolerance
  }

  /// The largest side of an image, in pixels: a cell drawn larger is cut to it, as a browser
  /// refuses canvases much larger than this.
  public static let maximumPixelSide = 16_384

  /// The whole page.
  ///
  /// - Complexity: O(*n*) in the size of the drawings, the fonts and the recorded images.
  public func html() -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Protocell snapshot images</title>
      <style>
      \(fontFaceRules)\(GalleryPage.styles)#cells { position: absolute; left: 0; top: 0; width: 0; height: 0; overflow: hidden; }
      </style></head>
      <body class="shows-frames">
      <div id="cells" data-pixel-tolerance="\(tolerance.channel)" data-pixel-count-tolerance="\(tolerance.pixelCount)">

      """
    for cell in cells {
      // An image in the markup, not one the script loads: the page's load waits for it and
      // the browser's virtual time stands still while it loads, and drawing it decodes it at
      // once. A decode the script awaited would run while virtual time runs out.
      let recorded =
        cell.recordedPNG.map {
          "<img class=\"recorded\" alt=\"\" src=\"data:image/png;base64,\(SnapshotImageBase64.encode($0))\">"
        } ?? ""
      page +=
        "<div class=\"snapshot\" data-id=\"\(cell.id)\" data-width=\"\(Self.side(cell.pixelWidth))\" data-height=\"\(Self.side(cell.pixelHeight))\" data-scale=\"\(PreviewMarkup.number(cell.scale))\">"
        + recorded + cell.svg + "</div>\n"
    }
    page += """
      </div>
      <output id="images" data-state="running"></output>
      <script>
      \(Self.script)</script>
      </body></html>

      """
    return page
  }

  /// A side in pixels a canvas can have: 1 to ``maximumPixelSide``.
  private static func side(_ pixels: Int) -> Int { min(max(pixels, 1), maximumPixelSide) }
}

/// How far a new image may differ from the recorded one and still match.
public struct SnapshotImageTolerance: Sendable, Hashable {
  /// How far a channel (red, green, blue or alpha, 0–255) of a pixel may be off before the
  /// pixel counts as differing.
  public var channel: Int
  /// How many pixels may differ before the images do.
  public var pixelCount: Int

  /// Creates a tolerance.
  public init(channel: Int, pixelCount: Int) {
    self.channel = channel
    self.pixelCount = pixelCount
  }
}
