import TextMeasurement

extension InterfaceBuilderReader {
  // MARK: - Whole-point text heights

  /// What a document's recorded label heights say about the scale its canvas rounded them to.
  struct TextHeightEvidence {
    /// Labels recorded at their line height rounded up to the whole point.
    var wholePoint = 0
    /// Labels recorded at their line height rounded up to the device's pixel.
    var devicePixel = 0

    /// The scale the canvas rounded label heights to, when not the device's: 1 when at least
    /// two labels say whole points and at least five times as many as say the device's pixel
    /// (Kingfisher's demo storyboard: 16 labels at whole points, 2 edited since at the pixel).
    var scale: Double? { wholePoint >= 2 && wholePoint >= 5 * devicePixel ? 1 : nil }
  }

  /// Counts the vote of `label`, read as `content`, recorded `recordedHeight` tall and neither
  /// misplaced nor ambiguous, if it has one: a one-line label in the system font (a point size
  /// or a text style) with no height constraint of its own, at a size whose line height rounds
  /// differently at 1× and at ``scale``, recorded at one of the two heights.
  func countTextHeight(
    of label: XMLElement, content: LabelContent, recordedHeight height: Double,
    into evidence: inout TextHeightEvidence
  ) {
    guard scale > 1, content.numberOfLines == 1,
      content.font.family == FontDescriptor.iOSSystemFamily
    else { return }
    let lineHeight = VerticalMetrics.iOSSystemFont.lineHeight(atSize: content.font.size)
    let wholePoint = (lineHeight - 1e-9).rounded(.up)
    let devicePixel = (lineHeight * scale - 1e-6).rounded(.up) / scale
    guard abs(wholePoint - devicePixel) > 1e-6 else { return }
    let isWholePoint = abs(height - wholePoint) < 1e-3
    guard isWholePoint || abs(height - devicePixel) < 1e-3 else { return }
    if let constraints = child(of: label, named: "constraints"),
      children(of: constraints, named: "constraint").contains(where: {
        string($0, "firstAttribute") == "height" && string($0, "secondItem") == nil
      })
    {
      return
    }
    if isWholePoint {
      evidence.wholePoint += 1
    } else {
      evidence.devicePixel += 1
    }
  }
}
