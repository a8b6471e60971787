import ProtocellArchive
import ProtocellLayout
import ProtocellPreview
import ProtocellTemplates
import TextMeasurement

/// Collects the snapshots of one ``SnapshotImagePage``: each cell's gallery drawing, with the
/// font files its labels were measured with registered once for the page.
public struct SnapshotImageBatch {
  private var fonts = GalleryFonts()
  /// The cells added, in order.
  public private(set) var cells: [SnapshotImagePage.Cell] = []

  /// An empty batch.
  public init() {}

  /// Adds a laid-out cell, drawn as `protocell preview`'s gallery draws it.
  ///
  /// - Parameters:
  ///   - cell: The prototype, its layout and the row's content.
  ///   - id: The number its result carries back.
  ///   - scale: Pixels per point.
  ///   - recordedPNG: The recorded image to compare with, if any.
  ///   - fontFiles: The font files that drew a label's text (see
  ///     ``HTMLGalleryRenderer/render(_:fontFiles:widthAdjustment:)``).
  ///   - widthAdjustment: The change a width model makes to a font's advances.
  public mutating func append(
    _ cell: GalleryCell, id: Int, scale: Double, recordedPNG: [UInt8]?,
    fontFiles: (FontSpec, String) -> [String],
    widthAdjustment: (FontSpec) -> AdvanceAdjustment? = { _ in nil }
  ) {
    let svg = GalleryCellDrawing(cell: cell).svg(
      fonts: &fonts, fontFiles: fontFiles, widthAdjustment: widthAdjustment)
    cells.append(
      SnapshotImagePage.Cell(
        id: id, svg: svg, pixelWidth: Self.pixels(cell.layout.width, scale),
        pixelHeight: Self.pixels(cell.layout.height, scale), scale: scale,
        recordedPNG: recordedPNG))
  }

  /// The page drawing the batch.
  public func page(tolerance: SnapshotImageTolerance) -> SnapshotImagePage {
    SnapshotImagePage(cells: cells, fontFaceRules: fonts.fontFaceRules(), tolerance: tolerance)
  }

  /// A length in points as whole pixels (1 for a length that is not a positive number).
  private static func pixels(_ points: Double, _ scale: Double) -> Int {
    let pixels = (points * scale).rounded()
    guard pixels.isFinite, pixels >= 1 else { return 1 }
    return Int(min(pixels, Double(SnapshotImagePage.maximumPixelSide)))
  }
}
