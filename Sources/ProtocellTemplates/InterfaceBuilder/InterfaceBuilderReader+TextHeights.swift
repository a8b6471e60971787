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
    let wholePoint = Self.roundedUpToWholePoint(lineHeight)
    let devicePixel = TextMeasurer.ceil(lineHeight, scale: scale)
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

extension InterfaceBuilderReader {
  /// `length` rounded up to the whole point, forgiving 10⁻⁹ point of rounding noise: a line's
  /// height as the canvases that round to whole points record it, and as UIButton makes its
  /// title's line.
  static func roundedUpToWholePoint(_ length: Double) -> Double { (length - 1e-9).rounded(.up) }
}

extension InterfaceBuilderReader {
  /// The factor of the iOS system font's fallback ideographs on the canvas of the Xcode that
  /// saved the document, when not the width model's
  /// (``InterfaceBuilderRecords/canvasIdeographScale``): 1 for Xcode 8 and earlier
  /// (``iOS11ToolsVersion``), whose canvas drew ideographs 1 em wide.
  ///
  /// Read off the labels whose text is ideographs alone, one line in the system font at their
  /// own width: Xcode 7's documents record them exactly 1 em wide (the Birdcopy app of issue
  /// 21's seventeenth session, 10116: two at 17 points 34 wide, four 68, four at 14 points 56; Yep's
  /// 13-point three, 10117, 39), where those of Xcode 9.1 and later are 2.3% wider
  /// (`SystemFontWidthModel.fittedIdeographScale`: Coding-iOS's of 13196 to 14313,
  /// JXSegmentedView's of 22154). No document of Xcode 8 holds one, so the boundary is put
  /// with iOS 11's other changes to the canvas.
  var canvasIdeographScale: Double? {
    wasSaved(before: Self.iOS11ToolsVersion) ? 1 : nil
  }
}
