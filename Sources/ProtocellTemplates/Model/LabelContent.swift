import TextMeasurement

/// The properties of a label, with UILabel's defaults.
public struct LabelContent: Sendable, Hashable {
  /// The text shown before any row data is applied.
  public var text: String
  /// The font.
  public var font: FontSpec
  /// The maximum number of lines; 0 means unlimited.
  ///
  /// UILabel's default is 1.
  public var numberOfLines: Int
  /// How lines break and the last line truncates.
  public var lineBreakMode: LineBreakMode
  /// The horizontal alignment of the lines (used by previews).
  public var textAlignment: TextAlignment
  /// Extra space between lines, in points.
  public var lineSpacing: Double
  /// UILabel's `preferredMaxLayoutWidth`: the width a label that wraps is measured at for its
  /// intrinsic size, whatever the width the constraints give its frame; 0 (UIKit's default,
  /// Interface Builder's "Automatic") measures it at its frame's width.
  public var preferredMaxLayoutWidth: Double = 0

  /// The line counts a label may have (``numberOfLines``), as templates, Interface Builder
  /// documents and cells changed in code are held to: 0 (no limit) to 10,000.
  public static let lineCounts = 0.0...10_000
  /// The preferred widths a label may have (``preferredMaxLayoutWidth``), as templates,
  /// Interface Builder documents and archives are held to: 0 to 100,000 points.
  public static let preferredMaxLayoutWidths = 0.0...100_000
  /// For a text view (a `UITextView` that does not scroll, laid out as a label that wraps): how
  /// its container insets its text; `nil` for a label.
  public var textContainer: TextContainer? {
    get { textContainerBox?.container }
    set { textContainerBox = newValue.map(TextContainerBox.init) }
  }
  /// The text container, boxed: labels, the most numerous views, carry one pointer for it,
  /// not its five numbers (the layout's per-view state stays as compact as it was).
  private var textContainerBox: TextContainerBox?

  /// Creates label content.
  public init(
    text: String = "",
    font: FontSpec = FontSpec(),
    numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .truncateTail,
    textAlignment: TextAlignment = .natural,
    lineSpacing: Double = 0,
    textContainer: TextContainer? = nil
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.textAlignment = textAlignment
    self.lineSpacing = lineSpacing
    self.textContainer = textContainer
  }
}

/// A font as a template names it: family, weight, slant and size.
public struct FontSpec: Sendable, Hashable, Codable {
  /// The family name; `system` means the configured default family.
  public var family: String
  /// The weight.
  public var weight: FontWeight
  /// Whether the italic (or oblique) face of the family is wanted.
  public var isItalic: Bool
  /// The size in points.
  public var size: Double

  /// The sizes a font may have, as templates, Interface Builder documents and cells changed in
  /// code are held to: 1 to 1,000 points.
  public static let sizes = 1.0...1_000

  /// Creates a font spec; UILabel's default is the 17-point upright system font.
  public init(
    family: String = "system", weight: FontWeight = .regular, isItalic: Bool = false,
    size: Double = 17
  ) {
    self.family = family
    self.weight = weight
    self.isItalic = isItalic
    self.size = size
  }

  private enum CodingKeys: String, CodingKey {
    case family, weight, isItalic, size
  }

  /// Decodes a font spec; one written before slants were modelled is upright.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    family = try container.decode(String.self, forKey: .family)
    weight = try container.decode(FontWeight.self, forKey: .weight)
    isItalic = try container.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false
    size = try container.decode(Double.self, forKey: .size)
  }
}

/// A text container in a box of its own (``LabelContent/textContainer``), compared and hashed by
/// its value.
private final class TextContainerBox: Sendable, Hashable {
  let container: TextContainer

  init(_ container: TextContainer) { self.container = container }

  static func == (lhs: TextContainerBox, rhs: TextContainerBox) -> Bool {
    lhs.container == rhs.container
  }

  func hash(into hasher: inout Hasher) { hasher.combine(container) }
}
