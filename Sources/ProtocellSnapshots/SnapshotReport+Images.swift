import ProtocellLayout
import ProtocellPreview

extension SnapshotReport {
  /// A snapshot's image that differs from the recorded one (or was not recorded).
  public struct Image: Sendable {
    /// Where the image is recorded, as printed (`Snapshots/TextPost/design@375-large.png`).
    public var path: String
    /// The recorded image, as PNG bytes; `nil` when none was recorded.
    public var recordedPNG: [UInt8]?
    /// The new image, as PNG bytes.
    public var currentPNG: [UInt8]
    /// The differing pixels red on a faint copy of the new image, as PNG bytes, when drawn.
    public var differencePNG: [UInt8]?
    /// How the images differ, as printed.
    public var difference: SnapshotDifference

    /// Creates an image entry.
    public init(
      path: String, recordedPNG: [UInt8]?, currentPNG: [UInt8], differencePNG: [UInt8]?,
      difference: SnapshotDifference
    ) {
      self.path = path
      self.recordedPNG = recordedPNG
      self.currentPNG = currentPNG
      self.differencePNG = differencePNG
      self.difference = difference
    }
  }

  /// The recorded, new and difference images side by side, each as wide as the cell in
  /// points, and what differs.
  func figures(_ image: Image, width: Double) -> String {
    var html =
      "<p><code>\(PreviewMarkup.escape(image.path))</code>: "
      + "\(PreviewMarkup.escape(image.difference.summary))</p>\n<div class=\"pair images\">"
    let shown: [(String, String, [UInt8]?)] = [
      ("recorded", "Recorded image", image.recordedPNG),
      ("current", "New image", image.currentPNG),
      ("difference", "Difference", image.differencePNG),
    ]
    for (kind, caption, png) in shown {
      guard let png else { continue }
      html +=
        "<figure><figcaption class=\"\(kind)\">\(caption)</figcaption><img class=\"\(kind)\" "
        + "width=\"\(PreviewMarkup.number(width))\" alt=\"\(caption)\" "
        + "src=\"data:image/png;base64,\(SnapshotImageBase64.encode(png))\"></figure>"
    }
    return html + "</div>\n"
  }
}
