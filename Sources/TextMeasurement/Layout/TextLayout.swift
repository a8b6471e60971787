/// The measured layout of a label's text: its size, lines and baselines.
///
/// Sizes follow UILabel's `sizeThatFits(_:)`: each line is ``lineHeight`` tall (the font's
/// ascender + descender + leading), lines are separated by the requested line spacing, the
/// first baseline lies one ascender below the top, and the width and height are rounded *up* to
/// the device pixel (multiples of `1 / scale` points).
public struct TextLayout: Hashable, Sendable {
  /// The label's size in points, rounded up to the device pixel.
  public var size: TextSize
  /// The visible lines, top to bottom.
  public var lines: [TextLine]
  /// The height of one line: the font's ``FontMetrics/lineHeight``.
  public var lineHeight: Double
  /// The extra space between consecutive lines.
  public var lineSpacing: Double
  /// The device scale the size was rounded for (1, 2 or 3 for iOS devices).
  public var scale: Double
  /// Whether some text is not shown (lines past the limit, truncated or clipped text).
  public var isTruncated: Bool

  /// The number of visible lines.
  public var lineCount: Int { lines.count }

  /// The first line's baseline, from the top; 0 for empty text.
  public var firstBaseline: Double { lines.first?.baseline ?? 0 }

  /// The last line's baseline, from the top; 0 for empty text.
  public var lastBaseline: Double { lines.last?.baseline ?? 0 }

  /// The horizontal offset of a line within a box of the label's width.
  ///
  /// - Parameters:
  ///   - index: the line's index in ``lines``.
  ///   - alignment: the alignment.
  ///   - width: the box width in points; the layout's width by default.
  /// - Returns: the offset in points from the box's left edge (a justified line starts where a
  ///   natural one does).
  public func lineOrigin(ofLine index: Int, alignment: TextAlignment, width: Double? = nil)
    -> Double
  {
    guard lines.indices.contains(index) else { return 0 }
    let free = (width ?? size.width) - lines[index].width
    switch alignment {
    case .left: return 0
    case .center: return free / 2
    case .right: return free
    case .natural, .justified: return lines[index].isRightToLeft ? free : 0
    }
  }
}

/// A width and height in points.
public struct TextSize: Hashable, Sendable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: the width in points.
  ///   - height: the height in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = TextSize(width: 0, height: 0)

  /// `200 × 36`.
  public var description: String { "\(width.formatted) × \(height.formatted)" }
}
