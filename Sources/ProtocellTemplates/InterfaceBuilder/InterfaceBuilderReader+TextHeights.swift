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
    /// two labels say whole points and none says the device's pixel.
    var scale: Double? { wholePoint >= 2 && devicePixel == 0 ? 1 : nil }
  }

  /// Counts `label`'s vote, if it has one: a one-line label in the system font (a point size
  /// or a text style) with no height
  /// constraint of its own, neither misplaced nor ambiguous, at a size whose line height rounds
  /// differently at 1× and at ``scale``, recorded at one of the two heights.
  ///
  /// Read quietly: the label's attributes are checked, and reported, when its cell is read.
  func countTextHeight(of label: XMLElement, into evidence: inout TextHeightEvidence) {
    guard scale > 1, !isYes(label, "misplaced"), !isYes(label, "ambiguous"),
      (string(label, "numberOfLines") ?? "1") == "1",
      let font = child(of: label, key: "fontDescription"),
      let pointSize = systemFontSize(of: font), pointSize > 0, pointSize <= 1_000,
      let rect = child(of: label, key: "frame", named: "rect"),
      let height = quietNumber(rect, "height")
    else { return }
    if let constraints = child(of: label, named: "constraints"),
      children(of: constraints, named: "constraint").contains(where: {
        string($0, "firstAttribute") == "height" && string($0, "secondItem") == nil
      })
    {
      return
    }
    let lineHeight = VerticalMetrics.iOSSystemFont.lineHeight(atSize: pointSize)
    let wholePoint = (lineHeight - 1e-9).rounded(.up)
    let devicePixel = (lineHeight * scale - 1e-6).rounded(.up) / scale
    guard abs(wholePoint - devicePixel) > 1e-6 else { return }
    if abs(height - wholePoint) < 1e-3 {
      evidence.wholePoint += 1
    } else if abs(height - devicePixel) < 1e-3 {
      evidence.devicePixel += 1
    }
  }

  /// The point size of a font description in the system font: a `system`, `boldSystem` or
  /// `italicSystem` type's size, or a Dynamic Type style's at Large (IB's canvas); `nil` for
  /// other fonts.
  private func systemFontSize(of font: XMLElement) -> Double? {
    if let style = string(font, "style") {
      return InterfaceBuilderTextStyle.metrics(ofStyle: style, at: .large)?.size
    }
    guard ["system", "boldSystem", "italicSystem"].contains(string(font, "type") ?? "") else {
      return nil
    }
    return quietNumber(font, "pointSize")
  }

  /// A finite number, or `nil`, with no diagnostic.
  private func quietNumber(_ element: XMLElement, _ name: String) -> Double? {
    guard let attribute = element.attribute(named: name),
      case .success(let value) = NumberSyntax.parse(attribute.value), value.isFinite
    else { return nil }
    return value
  }
}
