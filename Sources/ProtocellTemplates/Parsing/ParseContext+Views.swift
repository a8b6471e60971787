import ProtocellDiagnostics
import TextMeasurement

extension ParseContext {
  // MARK: - Views

  mutating func view(from element: XMLElement) -> ViewNode {
    var attributes = AttributeReader(element: element, locator: locator)
    let kind = viewKind(from: element, attributes: &attributes)
    var node = ViewNode(
      id: attributes.requiredString("id") ?? "",
      kind: kind,
      location: location(of: element),
      attributeLocations: attributes.valueLocations)
    node.isHidden = attributes.boolean("hidden") ?? false
    if let value = attributes.priority("horizontalHugging") {
      node.contentHugging.horizontal = value
    }
    if let value = attributes.priority("verticalHugging") { node.contentHugging.vertical = value }
    if let value = attributes.priority("horizontalCompressionResistance") {
      node.compressionResistance.horizontal = value
    }
    if let value = attributes.priority("verticalCompressionResistance") {
      node.compressionResistance.vertical = value
    }
    let sizeRange: ClosedRange<Double> = 0...100_000
    node.intrinsicSize = IntrinsicSize(
      width: attributes.number("intrinsicWidth", in: sizeRange),
      height: attributes.number("intrinsicHeight", in: sizeRange))
    node.backgroundColor = attributes.color("backgroundColor")
    if let insets = attributes.insets("alignmentInsets", in: -10_000...10_000) {
      node.alignmentInsets = insets
    }
    if let attribute = attributes.choice(
      "semanticContentAttribute", of: SemanticContentAttribute.self)
    {
      node.semanticContentAttribute = attribute
    }
    if case .view = kind, let line = Self.centredLine(&attributes) {
      (node.title, node.titleFont) = line
    }
    let hidesWhenEmpty = attributes.boolean("hideWhenEmpty")
    let keepsDesignWhenMissing = attributes.boolean("keepWhenMissing")
    if let key = attributes.string("bind") {
      node.binding = DataBinding(
        key: key.trimmingSpaces, hidesWhenEmpty: hidesWhenEmpty ?? false,
        keepsDesignWhenMissing: keepsDesignWhenMissing ?? false)
    }
    diagnostics += attributes.diagnostics

    let containsViews: Bool
    switch kind {
    case .view, .stack: containsViews = true
    case .label, .image: containsViews = false
    }
    for child in element.children {
      switch child {
      case .text(let text): checkBlank(text, in: element)
      case .element(let childElement):
        guard
          expect(childElement, among: containsViews ? TemplateSchema.viewElements : [], in: element)
        else { continue }
        node.subviews.append(view(from: childElement))
      }
    }
    return node
  }

  private mutating func viewKind(from element: XMLElement, attributes: inout AttributeReader)
    -> ViewKind
  {
    switch element.name {
    case "label": return .label(label(from: element, attributes: &attributes))
    case "textView":
      // A text view that does not scroll: a label that wraps, inside UITextView's container.
      var content = label(from: element, attributes: &attributes)
      var container = TextContainer.textView
      if let inset = attributes.insets("textContainerInset", in: 0...10_000) {
        container.inset = inset
      }
      if let padding = attributes.number("lineFragmentPadding", in: 0...10_000) {
        container.lineFragmentPadding = padding
      }
      content.setTextView(container)
      return .label(content)
    case "image":
      let width = attributes.number("imageWidth", in: 0...100_000)
      let height = attributes.number("imageHeight", in: 0...100_000)
      if (width == nil) != (height == nil),
        element.attribute(named: width == nil ? "imageWidth" : "imageHeight") == nil
      {
        let missing = width == nil ? "imageWidth" : "imageHeight"
        diagnostics.append(
          Diagnostic(.halfImageSize(missing: missing), at: location(of: element)))
      }
      let size = width.flatMap { width in height.map { Size(width: width, height: $0) } }
      return .image(ImageContent(imageSize: size))
    case "stack":
      var configuration = StackConfiguration()
      if let axis = attributes.choice("axis", of: LayoutAxis.self) { configuration.axis = axis }
      if let spacing = attributes.number("spacing", in: -10_000...10_000) {
        configuration.spacing = spacing
      }
      if let alignment = attributes.choice("alignment", of: StackAlignment.self) {
        configuration.alignment = alignment
      }
      if let distribution = attributes.choice("distribution", of: StackDistribution.self) {
        configuration.distribution = distribution
      }
      return .stack(configuration)
    default:
      return .view
    }
  }

  /// A `<view>`'s centred line of text (a converted button's title, a text field's text),
  /// whose baselines are the view's: `title` and its font, present when `titleFontSize` is
  /// (`titleFontFamily`, `titleFontWeight` and `titleFontItalic` as a label's font attributes).
  private static func centredLine(_ attributes: inout AttributeReader) -> (String, FontSpec)? {
    let title = attributes.string("title") ?? ""
    var font = FontSpec(family: FontDescriptor.iOSSystemFamily)
    guard readFont(&attributes, prefix: "titleFont", into: &font) else { return nil }
    return (title, font)
  }

  /// Reads a font's attributes (`fontFamily`, `fontWeight`, `fontItalic`, `fontSize`, or with
  /// another `prefix`) into `font`; whether the size was given.
  private static func readFont(
    _ attributes: inout AttributeReader, prefix: String, into font: inout FontSpec
  ) -> Bool {
    if let family = attributes.string(prefix + "Family")?.trimmingSpaces, !family.isEmpty {
      font.family = family
    }
    if let weight = attributes.choice(prefix + "Weight", among: fontWeightChoices) {
      font.weight = weight
    }
    if let italic = attributes.boolean(prefix + "Italic") { font.isItalic = italic }
    guard let size = attributes.number(prefix + "Size", in: FontSpec.sizes) else { return false }
    font.size = size
    return true
  }

  /// The names `fontWeight` takes, made once.
  private static let fontWeightChoices = FontWeight.named.map { (name: $0.name, value: $0.weight) }

  private mutating func label(from element: XMLElement, attributes: inout AttributeReader)
    -> LabelContent
  {
    var content = LabelContent()
    if let text = attributes.string("text") {
      // A text has no more characters than UTF-8 bytes: most are counted without a walk.
      if text.utf8.count > limits.maximumTextLength, text.count > limits.maximumTextLength {
        diagnostics.append(
          Diagnostic(
            .textTooLong(characters: text.count, limit: limits.maximumTextLength),
            at: attributes.location(of: "text")))
        content.text = String(text.prefix(limits.maximumTextLength))
      } else {
        content.text = text
      }
    }
    _ = Self.readFont(&attributes, prefix: "font", into: &content.font)
    if let lines = attributes.integer("numberOfLines", in: LabelContent.lineCounts) {
      content.numberOfLines = lines
    }
    if let mode = attributes.choice("lineBreakMode", of: LineBreakMode.self) {
      content.lineBreakMode = mode
    }
    if let alignment = attributes.choice("textAlignment", of: TextAlignment.self) {
      content.textAlignment = alignment
    }
    if let spacing = attributes.number("lineSpacing", in: 0...1_000) {
      content.lineSpacing = spacing
    }
    if let width = attributes.number(
      "preferredMaxLayoutWidth", in: LabelContent.preferredMaxLayoutWidths)
    {
      content.preferredMaxLayoutWidth = width
    }
    return content
  }
}
