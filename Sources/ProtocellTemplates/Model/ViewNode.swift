import Cassowary
import ProtocellDiagnostics

/// A view of a cell prototype, with its subviews.
///
/// Every view has an `id` unique within its cell, layout priorities for each axis, an optional
/// explicit intrinsic size and a kind (plain view, label, image or stack) with the kind's properties.
public struct ViewNode: Sendable, Hashable {
  /// The view's `id`, unique within its cell; constraints name the view by it.
  public var id: String
  /// What kind of view it is, with the kind's properties.
  public var kind: ViewKind
  /// Whether the view starts hidden.
  public var isHidden: Bool
  /// How strongly the view resists growing past its intrinsic size, per axis.
  public var contentHugging: AxisPriorities
  /// How strongly the view resists shrinking below its intrinsic size, per axis.
  public var compressionResistance: AxisPriorities
  /// An explicit intrinsic size, overriding what the kind would report.
  public var intrinsicSize: IntrinsicSize
  /// A background colour, used by previews.
  public var backgroundColor: Color?
  /// The row data key this view shows, if any.
  public var binding: DataBinding?
  /// Whether the view's contents flip in a right-to-left layout (UIKit's default:
  /// ``SemanticContentAttribute/unspecified``, the superview's direction).
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified
  /// How far the view's frame reaches past the rectangle its constraints place, per edge
  /// (UIKit's `alignmentRectInsets`: a switch's frame reaches 2 points past its trailing edge).
  ///
  /// Constraints, intrinsic sizes and stacks work on the alignment rectangle; the frame a layout
  /// reports is that rectangle grown by these insets. `leading` and `trailing` are the left and
  /// right edges of a left-to-right layout. Zero for every view but the controls whose frames
  /// Interface Builder records wider than their alignment rectangles.
  public var alignmentInsets = EdgeInsets.zero
  /// The font of the one line of text a control centres in itself, whose baselines are the
  /// control's: a titled button's title (UIKit's `viewForFirstBaselineLayout` and
  /// `viewForLastBaselineLayout` of a `UIButton` are its title label, centred in it), a text
  /// field's text; `nil` for every other view, whose baselines are its bottom edge.
  public var titleFont: FontSpec?
  /// The text a view with a ``titleFont`` shows: a button's title, a text field's text or
  /// placeholder.
  public var title = ""
  /// The subviews (for a stack, its arranged subviews), in order.
  public var subviews: [ViewNode]
  /// Where the view's element starts, when it came from a file.
  public var location: SourceLocation?
  /// Where each attribute's value starts, by attribute name, when it came from a file.
  public var attributeLocations: AttributeLocations

  /// Creates a view with UIKit's defaults for its kind.
  public init(
    id: String,
    kind: ViewKind = .view,
    isHidden: Bool = false,
    contentHugging: AxisPriorities? = nil,
    compressionResistance: AxisPriorities = .init(horizontal: .defaultHigh, vertical: .defaultHigh),
    intrinsicSize: IntrinsicSize = .none,
    backgroundColor: Color? = nil,
    binding: DataBinding? = nil,
    subviews: [ViewNode] = [],
    location: SourceLocation? = nil,
    attributeLocations: AttributeLocations = [:]
  ) {
    self.id = id
    self.kind = kind
    self.isHidden = isHidden
    self.contentHugging = contentHugging ?? kind.defaultContentHugging
    self.compressionResistance = compressionResistance
    self.intrinsicSize = intrinsicSize
    self.backgroundColor = backgroundColor
    self.binding = binding
    self.subviews = subviews
    self.location = location
    self.attributeLocations = attributeLocations
  }

  /// Appends this view and its descendants to `result`, depth first, parents before children.
  func appendSelfAndDescendants(to result: inout [ViewNode]) {
    result.append(self)
    for subview in subviews { subview.appendSelfAndDescendants(to: &result) }
  }

  /// The location of an attribute's value, or of the element when the attribute is absent.
  public func location(ofAttribute name: String) -> SourceLocation? {
    attributeLocations[name] ?? location
  }
}

/// The kinds of view a template can declare, with each kind's own properties.
public enum ViewKind: Sendable, Hashable {
  /// A plain container view (`<view>`).
  case view
  /// A text label (`<label>`), or a text view that does not scroll (`<textView>`: a label with
  /// a ``LabelContent/textContainer``).
  case label(LabelContent)
  /// An image view (`<image>`).
  case image(ImageContent)
  /// A stack view (`<stack>`); the node's subviews are its arranged subviews.
  case stack(StackConfiguration)

  /// The element name of the kind in the template language.
  public var elementName: String {
    switch self {
    case .view: "view"
    case .label(let content): content.textContainer == nil ? "label" : "textView"
    case .image: "image"
    case .stack: "stack"
    }
  }

  /// The content hugging Interface Builder gives a new view of this kind: 251 for labels and
  /// images, 250 otherwise (text views included).
  public var defaultContentHugging: AxisPriorities {
    switch self {
    case .label(let content) where content.textContainer != nil:
      AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    case .label, .image:
      AxisPriorities(horizontal: .interfaceBuilderHugging, vertical: .interfaceBuilderHugging)
    case .view, .stack:
      AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    }
  }

  /// Whether a view of this kind can carry a `bind` attribute.
  public var acceptsBinding: Bool {
    switch self {
    case .label, .image: true
    case .view, .stack: false
    }
  }
}

/// An explicit intrinsic content size; either dimension may be absent ("no intrinsic metric").
public struct IntrinsicSize: Sendable, Hashable, Codable {
  /// The intrinsic width, if any.
  public var width: Double?
  /// The intrinsic height, if any.
  public var height: Double?

  /// Creates an intrinsic size.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size on either axis.
  public static let none = IntrinsicSize()
}

/// A binding of a view to a key of a row's JSON object.
public struct DataBinding: Sendable, Hashable, Codable {
  /// The key in the row object (a label shows its string; an image takes its `width`/`height`).
  public var key: String
  /// Whether the view hides itself when the value is missing, `null` or empty.
  public var hidesWhenEmpty: Bool
  /// Whether a row without the key leaves the view as designed instead of empty.
  ///
  /// An Interface Builder outlet's: a cell UIKit unarchives shows the document's text and image
  /// until the app's code sets the outlet, so a row that leaves an outlet out leaves the
  /// document's content. A template's `bind` is `false`: its `text` is a preview, and a row
  /// without the key empties the view (`null` and `""` empty it in both cases).
  public var keepsDesignWhenMissing: Bool

  /// Creates a binding.
  public init(key: String, hidesWhenEmpty: Bool = false, keepsDesignWhenMissing: Bool = false) {
    self.key = key
    self.hidesWhenEmpty = hidesWhenEmpty
    self.keepsDesignWhenMissing = keepsDesignWhenMissing
  }

  private enum CodingKeys: String, CodingKey {
    case key, hidesWhenEmpty, keepsDesignWhenMissing
  }

  /// Decodes a binding; one encoded before ``keepsDesignWhenMissing`` existed empties its view.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    hidesWhenEmpty = try container.decode(Bool.self, forKey: .hidesWhenEmpty)
    keepsDesignWhenMissing =
      try container.decodeIfPresent(Bool.self, forKey: .keepsDesignWhenMissing) ?? false
  }
}
