import Protocell
import Testing

/// A built-in style's labels start 15 points after its image view, the image at the leading
/// margin at its image's size: the rule in `UIKitLayoutRules.md`, "Built-in styles".
struct InterfaceBuilderStyleImageTests {
  /// A 375-point subtitle cell 56 points tall with a 24 × 24 image
  /// (``InterfaceBuilderSubtitleSpacingTests/document(height:imageSize:)``): the image at the
  /// 16-point leading margin, 24 wide; both labels at 16 + 24 + 15 = 55 (16 + 24 + 16 = 56
  /// before the rule).
  @Test func labelsStartFifteenPointsAfterTheImage() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: InterfaceBuilderSubtitleSpacingTests.document(
        height: 56, imageSize: Size(width: 24, height: 24)),
      width: 375, height: 56)
    let image = try #require(layout.frames["imageView"])
    #expect(image.x == 16)
    #expect(image.width == 24)
    #expect(layout.frames["textLabel"]?.x == 55)
    #expect(layout.frames["detailTextLabel"]?.x == 55)
  }
}
