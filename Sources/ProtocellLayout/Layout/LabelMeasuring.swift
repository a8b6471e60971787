import ProtocellArchive
import ProtocellTemplates
import TextMeasurement

/// What the layout pass asks of the text layer about one label.
public struct LabelMeasureRequest: Sendable, Hashable {
  /// The label's text.
  public var text: String
  /// The label's font.
  public var font: FontSpec
  /// The width the text may take, or `nil` for its single-line (intrinsic) width.
  public var maxWidth: Double?
  /// The most lines; 0 for no limit.
  public var numberOfLines: Int
  /// How lines wrap and truncate.
  public var lineBreakMode: LineBreakMode
  /// Extra space between lines.
  public var lineSpacing: Double
  /// The device scale sizes round up to.
  public var scale: Double

  /// Creates a request.
  public init(
    text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode,
    lineSpacing: Double, scale: Double
  ) {
    self.text = text
    self.font = font
    self.maxWidth = maxWidth
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.lineSpacing = lineSpacing
    self.scale = scale
  }
}

/// The size of a label's text and where its baselines fall, measured from the label's top (the
/// text centred in a label of ``size``).
///
/// Empty text measures 0 × 0, and its baselines are those of one line of the label's font
/// centred on that zero height (`ascender − lineHeight / 2`, below the top), as UILabel keeps
/// its font's baselines when it has no text.
public struct LabelMeasurement: Sendable, Hashable {
  /// The text's size, rounded up to the device pixel as UILabel does.
  public var size: Size
  /// The offset of the first line's baseline from the top of a label of ``size`` (the text
  /// centred in it, as UILabel draws it).
  public var firstBaseline: Double
  /// The offset of the last line's baseline from the top of a label of ``size``.
  public var lastBaseline: Double
  /// The lines shown, with their widths (for previews).
  ///
  /// - Complexity: O(*l*) in the number of lines for a measurement of the text layer: its lines
  ///   are converted when read, so that measuring heights does not pay for them.
  public var lines: [MeasuredLine] {
    get { storedLines ?? textLines.map(MeasuredLine.init(line:)) }
    set {
      storedLines = newValue
      textLines = []
    }
  }

  /// How many lines are shown.
  public var lineCount: Int { storedLines?.count ?? textLines.count }

  private var storedLines: [MeasuredLine]?
  /// The text layer's lines that ``lines`` come from, when not set directly.
  private var textLines: [TextLine] = []

  /// Creates a measurement.
  public init(size: Size, firstBaseline: Double, lastBaseline: Double, lines: [MeasuredLine] = []) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.storedLines = lines
  }

  /// A measurement of the text layer, keeping its lines unconverted.
  init(size: Size, firstBaseline: Double, lastBaseline: Double, textLines: [TextLine]) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.textLines = textLines
  }

  /// Whether two measurements have the same size, baselines and lines (the text layer's own
  /// lines, kept for drawing, are not compared).
  public static func == (lhs: LabelMeasurement, rhs: LabelMeasurement) -> Bool {
    lhs.size == rhs.size && lhs.firstBaseline == rhs.firstBaseline
      && lhs.lastBaseline == rhs.lastBaseline
      && lhs.lines == rhs.lines
  }

  /// Hashes what ``==(lhs:rhs:)`` compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(firstBaseline)
    hasher.combine(lastBaseline)
    hasher.combine(lines)
  }
}

/// One laid-out line of a label.
public struct MeasuredLine: Sendable, Hashable {
  /// The text shown on the line (with an ellipsis if truncated).
  ///
  /// - Complexity: O(*n*) in the line's length for a line the text layer measured: its string is
  ///   made when read, so that measuring heights does not pay for strings nobody reads.
  public var text: String {
    get { line?.text ?? storedText }
    set {
      storedText = newValue
      line = nil
    }
  }
  /// The line's width.
  public var width: Double
  /// The baseline's offset from the top of the text.
  public var baseline: Double
  /// Whether the line ends the label's text early, with an ellipsis: the text did not fit.
  public var isTruncated: Bool { line?.isTruncated ?? storedIsTruncated }

  private var storedText: String
  private var storedIsTruncated = false
  /// The text layer's line that ``text`` comes from, if any.
  private var line: TextLine?

  /// Creates a line.
  public init(text: String, width: Double, baseline: Double, isTruncated: Bool = false) {
    self.storedText = text
    self.storedIsTruncated = isTruncated
    self.width = width
    self.baseline = baseline
  }

  /// A line of the text layer's layout.
  init(line: TextLine) {
    self.storedText = ""
    self.width = line.width
    self.baseline = line.baseline
    self.line = line
  }

  /// Whether two lines have the same text, width and baseline.
  public static func == (lhs: MeasuredLine, rhs: MeasuredLine) -> Bool {
    lhs.width == rhs.width && lhs.baseline == rhs.baseline && lhs.text == rhs.text
  }

  /// Hashes what ``==(lhs:rhs:)`` compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(width)
    hasher.combine(baseline)
  }
}

/// Measures labels for the layout pass.
///
/// ``FontTextMeasurer`` measures with real fonts (fontconfig, HarfBuzz, ICU). Tests can pass a
/// simpler measurer whose results are easy to derive by hand.
public protocol LabelMeasuring: Sendable {
  /// Measures one label's text.
  ///
  /// - Throws: an error naming the problem (a font family that is not installed, say).
  func measure(_ request: LabelMeasureRequest) throws -> LabelMeasurement
}
