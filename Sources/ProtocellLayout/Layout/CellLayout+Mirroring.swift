import ProtocellTemplates
import TextMeasurement

extension CellLayout {
  /// The layout mirrored within a content view `contentWidth` wide: each frame's x becomes
  /// `contentWidth − x − width`, and lines that sat at a label's left sit at its right (and the
  /// other way round); heights, line breaks and everything vertical stay.
  ///
  /// Laid out from ``CellPrototype/mirroringAbsoluteAttributes()``, the mirror is
  /// the prototype's right-to-left layout.
  ///
  /// - Parameter contentWidth: The content view's width (the cell's, less an accessory's:
  ///   ``CellChrome/contentViewWidth(accessory:cellWidth:scale:)``).
  /// - Returns: The mirrored layout.
  /// - Complexity: O(*v*) for *v* views.
  public func mirrored(contentWidth: Double) -> CellLayout {
    var copy = self
    copy.frames = frames.mapValues { frame in
      var mirrored = frame
      mirrored.x = contentWidth - frame.x - frame.width
      return mirrored
    }
    copy.lineAlignments = lineAlignments.mapValues(\.swappingLeftAndRight)
    return copy
  }
}
