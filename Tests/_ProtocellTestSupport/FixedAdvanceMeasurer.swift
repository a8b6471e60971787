import Protocell

/// A text measurer whose results a person can derive by hand, for layout tests.
///
/// Every character advances half the font size; a line is 1.25 × the size tall with its
/// baseline at 1 × the size below the line's top. Lines wrap greedily at spaces (a word longer
/// than the line breaks by characters) and at `\n`. So 10-point "hello world" is 55 points wide
/// on one line, 12.5 tall, with its baseline 10 below the top. Empty text is 0 × 0 with its
/// baselines where one line centred on it would put them: 10 − 12.5 / 2 = 3.75 below the top.
public struct FixedAdvanceMeasurer: LabelMeasuring {
  /// Creates the measurer.
  public init() {}

  /// Measures by the rules above.
  public func measure(_ request: LabelMeasureRequest) throws -> LabelMeasurement {
    let advance = request.font.size / 2
    let lineHeight = request.font.size * 1.25
    var lines: [String] = []
    for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxWidth = request.maxWidth else {
        lines.append(String(paragraph))
        continue
      }
      let capacity = max(1, Int((maxWidth + 1e-9) / advance))
      var current = ""
      for word in paragraph.split(separator: " ") {
        var word = Substring(word)
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if candidate.count <= capacity {
          current = candidate
          continue
        }
        if !current.isEmpty { lines.append(current) }
        while word.count > capacity {
          lines.append(String(word.prefix(capacity)))
          word = word.dropFirst(capacity)
        }
        current = String(word)
      }
      lines.append(current)
    }
    if request.text.isEmpty { lines = [] }
    if request.numberOfLines > 0, lines.count > request.numberOfLines {
      lines = Array(lines.prefix(request.numberOfLines))
    }
    let widest = lines.map { Double($0.count) * advance }.max() ?? 0
    let width = request.maxWidth.map { min($0, widest) } ?? widest
    func roundUp(_ value: Double) -> Double {
      (value * request.scale - 1e-9).rounded(.up) / request.scale
    }
    let measured = lines.enumerated().map { index, text in
      MeasuredLine(
        text: text, width: Double(text.count) * advance,
        baseline: Double(index) * lineHeight + request.font.size)
    }
    if lines.isEmpty {
      let baseline = request.font.size - lineHeight / 2
      return LabelMeasurement(
        size: Size(width: 0, height: 0), firstBaseline: baseline, lastBaseline: baseline)
    }
    return LabelMeasurement(
      size: Size(width: roundUp(width), height: roundUp(Double(lines.count) * lineHeight)),
      firstBaseline: measured.first?.baseline ?? 0, lastBaseline: measured.last?.baseline ?? 0,
      lines: measured)
  }
}
