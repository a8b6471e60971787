import ProtocellTemplates
import TextMeasurement

extension TextContainer {
  /// The scale a text view's text is measured at: fine enough that its size is the text's own
  /// to a fraction of any device pixel, so that the text view rounds once, inset and padding
  /// included (a label rounds its text alone).
  static let measuringScale: Double = 4096

  /// The width a text view of `viewWidth` leaves its text: less its inset and padding at both
  /// ends, never below zero; `nil` (unbounded) stays `nil`.
  func textWidth(inViewWidth viewWidth: Double?) -> Double? {
    let insets = textInsets
    return viewWidth.map { max(0, $0 - insets.leading - insets.trailing) }
  }

  /// A text view's measurement from its text's, measured as a label's at
  /// ``textWidth(inViewWidth:)`` and ``measuringScale`` (an empty text as one line, whose width
  /// is not kept).
  ///
  /// TextKit gives every line the font's leading, the first one included where UILabel gives
  /// it the font's line height, so the text is `lineSpacing` taller than a label's; the inset
  /// and padding go around it, and the sum is rounded up to the pixel of `scale`. The text
  /// starts at the top inset, not centred, and its lines at the leading padding
  /// (``MeasuredLine/baseline`` is then measured from the view's top).
  func measurement(
    of text: LabelMeasurement, isEmpty: Bool, lineSpacing: Double, scale: Double
  ) -> LabelMeasurement {
    let insets = textInsets
    let textWidth = isEmpty ? 0 : text.size.width
    // The text's size is its own to 1/4096 of a point: that much below a pixel boundary is on it.
    let slack = 1 / Self.measuringScale
    let width = TextMeasurer.ceil(
      textWidth + insets.leading + insets.trailing - slack, scale: scale)
    let height = TextMeasurer.ceil(
      text.size.height + lineSpacing + insets.top + insets.bottom - slack, scale: scale)
    // A label centres its text in its height; here the text starts at the top inset.
    var lines = isEmpty ? [] : text.lines
    for index in lines.indices { lines[index].baseline += insets.top }
    return LabelMeasurement(
      size: Size(width: isEmpty ? insets.leading + insets.trailing : width, height: height),
      firstBaseline: text.firstBaseline + insets.top, lastBaseline: text.lastBaseline + insets.top,
      lines: lines)
  }
}
