/// The properties of a label, with UILabel's defaults.
public struct LabelContent: Sendable, Hashable {
  /// The text shown before any row data is applied.
  public var text: String
  /// The font.
  public var font: FontSpec
  /// The maximum number of lines; 0 means unlimited. UILabel's default is 1.
  public var numberOfLines: Int
  /// How lines break and the last line truncates.
  public var lineBreakMode: LineBreakMode
  /// The horizontal alignment of the lines (used by previews).
  public var textAlignment: TextAlignment
  /// Extra space between lines, in points.
  public var lineSpacing: Double

  /// Creates label content.
  public init(
    text: String = "",
    font: FontSpec = FontSpec(),
    numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .truncateTail,
    textAlignment: TextAlignment = .natural,
    lineSpacing: Double = 0
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.textAlignment = textAlignment
    self.lineSpacing = lineSpacing
  }
}

/// A font as a template names it: family, weight and size.
public struct FontSpec: Sendable, Hashable, Codable {
  /// The family name; `system` means the configured default family.
  public var family: String
  /// The weight.
  public var weight: FontWeight
  /// The size in points.
  public var size: Double

  /// Creates a font spec; UILabel's default is the 17-point system font.
  public init(family: String = "system", weight: FontWeight = .regular, size: Double = 17) {
    self.family = family
    self.weight = weight
    self.size = size
  }
}

/// Font weights, as UIFont.Weight names them, with their OpenType weight classes.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
  /// 100
  case ultraLight
  /// 200
  case thin
  /// 300
  case light
  /// 400
  case regular
  /// 500
  case medium
  /// 600
  case semibold
  /// 700
  case bold
  /// 800
  case heavy
  /// 900
  case black

  /// The OpenType weight class, 100...900.
  public var weightClass: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}

/// How a label wraps and truncates, as NSLineBreakMode.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// Wrap at word boundaries.
  case wordWrap
  /// Wrap at character boundaries.
  case charWrap
  /// Cut the last line at the edge.
  case clip
  /// Replace the start of the last line with an ellipsis.
  case truncateHead
  /// Replace the end of the last line with an ellipsis (UILabel's default).
  case truncateTail
  /// Replace the middle of the last line with an ellipsis.
  case truncateMiddle
}

/// Horizontal text alignment.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  /// Leading in the writing direction.
  case natural
  /// Left.
  case left
  /// Centred.
  case center
  /// Right.
  case right
  /// Justified.
  case justified
}
