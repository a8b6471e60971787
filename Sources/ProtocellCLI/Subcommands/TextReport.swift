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

  /// One character and the width it was given.
  struct Glyph: Encodable {
    var character: String
    var width: Double
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
  /// The iOS system font's width model applied to the face, if any (`nil`: the file's own
  /// advances).
  var widthModel: String?
  /// The font files that draw the characters the font lacks (another script, emoji), found as
  /// measurement finds them; empty when the font draws every character.
  var fallbackFonts: [String]
  /// Each character's width in points, the text shaped as one line.
  var glyphs: [Glyph]
  var width: Double
  var height: Double
  var lineCount: Int
  var firstBaseline: Double
  var lastBaseline: Double
  var lines: [Line]

  init(font: TextMeasurement.Font, layout: TextLayout, text: String) {
    let metrics = font.metrics
    self.font = FontInfo(
      family: font.familyName, path: font.path, weight: font.weight.value, size: font.size,
      ascender: metrics.ascender, descender: metrics.descender, leading: metrics.leading,
      lineHeight: metrics.lineHeight, capHeight: metrics.capHeight, xHeight: metrics.xHeight)
    widthModel = font.advanceAdjustment.map {
      "SF Pro width model (stand-in \(font.familyName) \($0))"
    }
    fallbackFonts = Array(font.fontFilePaths(drawing: text).dropFirst())
    glyphs = font.characterAdvances(of: text).map {
      Glyph(character: $0.character, width: $0.width)
    }
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
    output += "widths: \(widthModel ?? "the font file's own advances")\n"
    if !fallbackFonts.isEmpty {
      output +=
        "fallback: \(fallbackFonts.joined(separator: ", ")) (characters \(font.family) lacks)\n"
    }
    output += "glyphs: "
    output += glyphs.map { "\($0.character.debugDescription) \(Self.format($0.width))" }
      .joined(separator: ", ")
    output += "\n"
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
