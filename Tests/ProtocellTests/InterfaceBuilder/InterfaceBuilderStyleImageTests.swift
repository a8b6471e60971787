import Foundation
import Protocell
import Testing

/// A built-in style's labels start 15 points after its image view, the image at the leading
/// margin at its image's size, an SF Symbol in a column of its own: the rules in
/// `UIKitLayoutRules.md`, "Built-in styles".
struct InterfaceBuilderStyleImageTests {
  /// The 375-point subtitle cell 56 points tall of
  /// ``InterfaceBuilderSubtitleSpacingTests/document(height:imageSize:symbol:symbolScale:)``
  /// with an image of `size`, laid out at its recorded size.
  static func layout(
    imageSize size: Size, symbol: Bool = false, symbolScale: String? = nil
  ) throws -> CellLayout {
    try InterfaceBuilderDocumentLayout.firstCell(
      of: InterfaceBuilderSubtitleSpacingTests.document(
        height: 56, imageSize: size, symbol: symbol, symbolScale: symbolScale),
      width: 375, height: 56)
  }

  /// Expects the image view at `imageX`, `imageWidth` wide, and both labels at `labelsX`.
  static func expect(
    _ layout: CellLayout, imageX: Double, imageWidth: Double, labelsX: Double
  ) throws {
    let image = try #require(layout.frames["imageView"])
    #expect(image.x == imageX)
    #expect(image.width == imageWidth)
    #expect(layout.frames["textLabel"]?.x == labelsX)
    #expect(layout.frames["detailTextLabel"]?.x == labelsX)
  }

  /// A 24 × 24 image at the 16-point leading margin, 24 wide; both labels at 16 + 24 + 15 = 55
  /// (16 + 24 + 16 = 56 before the rule).
  @Test func labelsStartFifteenPointsAfterTheImage() throws {
    let layout = try Self.layout(imageSize: Size(width: 24, height: 24))
    try Self.expect(layout, imageX: 16, imageWidth: 24, labelsX: 55)
  }

  /// An image view the style declares with no image is empty, and the labels keep the leading
  /// margin, 16, as if there were none (PIA's value-1 SettingCell: IB's label at x 16 beside
  /// an image view without an image); the empty image view sits at the margin, 0 wide.
  @Test func anImageViewWithoutAnImageLeavesTheLabelsAtTheMargin() throws {
    let document = InterfaceBuilderSubtitleSpacingTests.document(
      height: 56, imageSize: Size(width: 24, height: 24)
    ).replacingOccurrences(of: #"<imageView image="picture" id="i">"#, with: #"<imageView id="i">"#)
    #expect(!document.contains(#"image="picture" id"#))
    let layout = try InterfaceBuilderDocumentLayout.firstCell(of: document, width: 375, height: 56)
    try Self.expect(layout, imageX: 16, imageWidth: 0, labelsX: 16)
  }

  /// An SF Symbol is centred in a 24-point column and the labels start 15 points after it.
  ///
  /// checkmark.seal.fill's resource is 128 × 124: at the default configuration the square root
  /// of its area is taken to be 20 points, so 20 × √(128/124) = 20.32 wide; centred 16 + 12 = 28
  /// points in, it spans 17.84 to 38.16, on the 2× grid 18 to 38 (x 18, 20 wide); the labels at
  /// 16 + 24 + 15 = 55 whatever the symbol's width (tinode's cells, 20-point margins: 59).
  @Test func aSymbolSitsInAColumnAndTheLabelsAfterIt() throws {
    let layout = try Self.layout(imageSize: Size(width: 128, height: 124), symbol: true)
    try Self.expect(layout, imageX: 18, imageWidth: 20, labelsX: 55)
  }

  /// A symbol wider than the column pushes the labels: at the large scale (1.2 ×) a 128 × 64
  /// symbol has an area of 24² and is twice as wide as tall, 24√2 = 33.94 wide, more than the
  /// largest side 26 × 1.2 = 31.2, so 31.2 × 15.6; centred at 28 it spans 12.4 to 43.6, and the
  /// labels start 15 points after it, 58.6, on the 2× grid 58.5.
  @Test func aWideSymbolPushesTheLabels() throws {
    let layout = try Self.layout(
      imageSize: Size(width: 128, height: 64), symbol: true, symbolScale: "large")
    #expect(layout.frames["textLabel"]?.x == 58.5)
  }

  /// An image taller than the row is scaled down to the row's height, keeping its proportions
  /// (safetyplan's 144 × 144 icons in 60-point default-style rows, recorded 60 × 60; Hero's
  /// 512 × 512 thumbnails in 52-point subtitle rows, 52 × 52): 144 × 144 in 56 points is
  /// 56 × 56 at y 0, the labels at 16 + 56 + 15 = 87; 112 × 224 is 28 × 56, the labels at
  /// 16 + 28 + 15 = 59.
  @Test func anImageTallerThanTheRowIsScaledToItsHeight() throws {
    let square = try Self.layout(imageSize: Size(width: 144, height: 144))
    try Self.expect(square, imageX: 16, imageWidth: 56, labelsX: 87)
    #expect(square.frames["imageView"]?.y == 0)
    #expect(square.frames["imageView"]?.height == 56)
    let tall = try Self.layout(imageSize: Size(width: 112, height: 224))
    try Self.expect(tall, imageX: 16, imageWidth: 28, labelsX: 59)
    #expect(tall.frames["imageView"]?.height == 56)
  }

  /// A cell that sizes itself has no row height to fit: the image keeps its size.
  @Test func aSelfSizingCellKeepsTheImageSize() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: InterfaceBuilderSubtitleSpacingTests.document(
        height: 56, imageSize: Size(width: 144, height: 144)),
      width: 375)
    #expect(layout.frames["imageView"]?.width == 144)
    #expect(layout.frames["imageView"]?.height == 144)
  }
}
