import ProtocellTemplates
import Testing

/// On Interface Builder's canvas an image view without an image keeps the size it was drawn at.
///
/// Its recorded frame is its image's size. At run time it has none.
struct InterfaceBuilderDesignedImageTests {
  /// A cell whose content view holds an image view (`imageAttributes` more attributes) drawn
  /// 304 × 144.
  static func cell(imageAttributes: String = "", extra: String = "") -> String {
    InterfaceBuilderImporterTests.cell(
      subviews: """
        <imageView \(imageAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="bg">
          <rect key="frame" x="8" y="8" width="304" height="144"/>
        </imageView>
        """, extra: extra)
  }

  /// The cell's one image view's content (views are named by the importer, not by IB's id).
  private static func image(_ cell: CellPrototype, _ id: String) throws -> ImageContent {
    let images = cell.allViews.compactMap { view -> ImageContent? in
      guard case .image(let image) = view.kind else { return nil }
      return image
    }
    #expect(images.count == 1, "one image view, \(id)")
    return try #require(images.first)
  }

  /// The canvas reading gives the image view 304 × 144; the run-time one no image.
  @Test func anImageViewWithoutAnImageKeepsItsFrameOnTheCanvas() throws {
    let canvas = try InterfaceBuilderImporterTests.firstCell(
      of: Self.cell(), toolsVersion: "21701", canvas: true)
    #expect(try Self.image(canvas, "bg").imageSize == Size(width: 304, height: 144))
    let runTime = try InterfaceBuilderImporterTests.firstCell(
      of: Self.cell(), toolsVersion: "21701", canvas: false)
    #expect(try Self.image(runTime, "bg").imageSize == nil)
  }

  /// A placeholder intrinsic size wins over the frame, as before.
  @Test func aPlaceholderSizeWinsOverTheFrame() throws {
    let canvas = try InterfaceBuilderImporterTests.firstCell(
      of: Self.cell(
        imageAttributes: #"placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="30""#),
      toolsVersion: "21701", canvas: true)
    #expect(try Self.image(canvas, "bg").imageSize == Size(width: 40, height: 30))
  }
}
