import ProtocellTemplates

extension TextContainer {
  /// The width a text view of `viewWidth` leaves its text: less its inset and padding at both
  /// ends, never below zero; `nil` (unbounded) stays `nil`.
  func textWidth(inViewWidth viewWidth: Double?) -> Double? {
    let insets = textInsets
    return viewWidth.map { max(0, $0 - insets.leading - insets.trailing) }
  }

  /// A text view's measurement from its text's, measured as a label's at ``textWidth(inViewWidth:)``
  /// (an empty text as one line, whose width is not kept).
  ///
  /// TextKit gives every line the font's leading, the first one included where UILabel gives
  /// it the font's line height, so the text is `lineSpacing` taller than a label's; the inset
  /// and padding go around it, and the sum is rounded up to the pixel. The text starts at the
  /// top inset, not centred, and its lines at the leading padding (``MeasuredLine/baseline`` is
  /// then measured from the view's top).
  func measurement(
    of text: LabelMeasurement, isEmpty: Bool, lineSpacing: Double, scale: Double
  ) -> LabelMeasurement {
    let insets = textInsets
    let textWidth = isEmpty ? 0 : text.size.width
    let height = Self.roundedUp(
      text.textHeight + lineSpacing + insets.top + insets.bottom, scale: scale)
    // A label centres its text in its rounded height; here the text starts at the top inset.
    let centring = (text.size.height - text.textHeight) / 2
    let shift = insets.top - centring
    var lines = isEmpty ? [] : text.lines
    for index in lines.indices { lines[index].baseline += insets.top }
    return LabelMeasurement(
      size: Size(width: textWidth + insets.leading + insets.trailing, height: height),
      firstBaseline: text.firstBaseline + shift, lastBaseline: text.lastBaseline + shift,
      lines: lines, textHeight: height)
  }

  /// `value` rounded up to the device pixel (a hair under a pixel boundary stays on it).
  private static func roundedUp(_ value: Double, scale: Double) -> Double {
    guard scale > 0 else { return value }
    return (value * scale - 1e-6).rounded(.up) / scale
  }
}
