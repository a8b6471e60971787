import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// An image view with no image for a row is laid out 0 points tall, as UIKit lays it out, and
/// the row says so: its height leaves out the image the app would show.
struct EmptyImageViewWarningTests {
  let measurer = FixedAdvanceMeasurer()

  /// An image view 8 points from the top and bottom of the content view, bound to `photo` (or
  /// not bound), with `extra` constraints.
  private func engine(bind: Bool = true, extra: String = "") throws -> LayoutEngine {
    let cell = try layoutCell(
      """
      <image id="photo"\(bind ? #" bind="photo""# : "")/>
      <constraints>
        <constraint>photo.leading == superview.leading</constraint>
        <constraint>photo.top == superview.top + 8</constraint>
        <constraint>photo.bottom == superview.bottom - 8</constraint>
        \(extra)
      </constraints>
      """)
    return LayoutEngine(prototype: cell, measurer: measurer)
  }

  /// Without an image the view is 0 tall and the cell 8 + 0 + 8 = 16, with the warning naming
  /// the row key that gives it one.
  @Test func anEmptyImageViewIsNamed() throws {
    let layout = try engine().layout(width: 320)
    #expect(layout.contentHeight == 16)
    #expect(layout.warnings == [.emptyImageView(viewID: "photo", key: "photo")])
    #expect(
      layout.warnings.first?.description
        == "'photo' has no image for this row and is laid out 0 points tall, as UIKit lays out an image view without one; give the row the image's size, as {\"photo\": {\"width\": …, \"height\": …}}"
    )
  }

  /// A row that gives it a 40 × 30 image sizes the cell, 8 + 30 + 8 = 46, and says nothing.
  @Test func aRowWithAnImageSaysNothing() throws {
    let content = CellContent(imageSizes: ["photo": Size(width: 40, height: 30)])
    let layout = try engine().layout(content, width: 320)
    #expect(layout.contentHeight == 46)
    #expect(layout.warnings.isEmpty)
  }

  /// A height the constraints give it holds without an image: 8 + 40 + 8 = 56, no warning.
  @Test func aConstrainedHeightSaysNothing() throws {
    let layout = try engine(extra: "<constraint>photo.height == 40</constraint>").layout(
      width: 320)
    #expect(layout.contentHeight == 56)
    #expect(layout.warnings.isEmpty)
  }

  /// An image view no row can fill is told to get an image or a height in the template.
  @Test func anUnboundImageViewNeedsTheTemplate() throws {
    let layout = try engine(bind: false).layout(width: 320)
    #expect(layout.warnings == [.emptyImageView(viewID: "photo", key: nil)])
    #expect(
      layout.warnings.first?.description.hasSuffix("give it an image or a height in the template")
        == true)
  }
}
