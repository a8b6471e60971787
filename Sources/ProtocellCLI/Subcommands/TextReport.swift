import Foundation
import TextMeasurement

/// What `protocell text` prints, as text for people and as JSON for scripts.
struct TextReport: Encodable {
  struct FontInfo: Encodable {
    var family: String
    var path: String
    var weight: Int
    var size: Double
    var ascender: Double
    var descender: Double
    var leading: Double
    var lineHeight: Double
    var capHeight: Double
    var xHeight: Double
  }

  struct Line: Encodable {
    var text: String
    var range: [Int]
    var width: Double
    var baseline: Double
    var height: Double
    var ascent: Double
    var descent: Double
    var isTruncated: Bool
  }

  var font: FontInfo
  var width: Double
  var height: Double
  var lineCount: Int
  var firstBaseline: Double
  var lastBaseline: Double
  var lines: [Line]

  init(font: TextMeasurement.Font, layout: TextLayout) {
    let metrics = font.metrics
    self.font = FontInfo(
      family: font.familyName, path: font.path, weight: font.weight.value, size: font.size,
      ascender: metrics.ascender, descender: metrics.descender, leading: metrics.leading,
      lineHeight: metrics.lineHeight, capHeight: metrics.capHeight, xHeight: metrics.xHeight)
    width = layout.size.width
    height = layout.size.height
    lineCount = layout.lineCount
    firstBaseline = layout.firstBaseline
    lastBaseline = layout.lastBaseline
    lines = layout.lines.map {
      Line(
        text: $0.text, range: [$0.range.lowerBound, $0.range.upperBound], width: $0.width,
        baseline: $0.baseline,
        height: $0.height, ascent: $0.ascent, descent: $0.descent, isTruncated: $0.isTruncated)
    }
  }

  /// Pretty-printed JSON with sorted keys.
  func json() throws -> String {
    String(decoding: try JSONOutput.makeEncoder().encode(self), as: UTF8.self)
  }

  /// A table of lines followed by the size and baselines.
  func human() -> String {
    var output = "font: \(font.family) \(font.weight) \(Self.format(font.size))pt (\(font.path))\n"
    output +=
      "      line height \(Self.format(font.lineHeight)) = ascender \(Self.format(font.ascender))"
    output += " - descender \(Self.format(font.descender)) + leading \(Self.format(font.leading))\n"
    output += "  #     width  baseline  height  text\n"
    for (index, line) in lines.enumerated() {
      let number = String(index + 1).leftPadded(to: 3)
      let columns = [line.width, line.baseline, line.height].map {
        Self.format($0).leftPadded(to: 8)
      }
      output += "\(number) \(columns.joined(separator: "  "))  |\(line.text)|"
      output += line.isTruncated ? "  (truncated)\n" : "\n"
    }
    output +=
      "size: \(Self.format(width)) × \(Self.format(height)) (\(lineCount) line\(lineCount == 1 ? "" : "s"))\n"
    output += "baselines: first \(Self.format(firstBaseline)), last \(Self.format(lastBaseline))"
    return output
  }

  static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
