import Cassowary
import Protocell

/// Random cell prototypes for property-based tests: every field of the model, any values the
/// model can hold (not only valid templates), optional source locations.
public struct RandomPrototypes {
  /// The source of randomness.
  public var generator: SeededGenerator
  /// Whether generated elements carry source locations.
  public var includesLocations: Bool

  /// Creates a generator of prototypes.
  public init(seed: UInt64, includesLocations: Bool = true) {
    self.generator = SeededGenerator(seed: seed)
    self.includesLocations = includesLocations
  }

  /// A random prototype with up to `maximumViews` views nested up to `maximumDepth` deep.
  public mutating func cell(maximumViews: Int = 24, maximumDepth: Int = 4) -> CellPrototype {
    var budget = Int.random(in: 0...maximumViews, using: &generator)
    var views: [ViewNode] = []
    while budget > 0 { views.append(view(budget: &budget, depth: maximumDepth)) }
    let constraints = (0..<Int.random(in: 0...20, using: &generator)).map { _ in constraint() }
    return CellPrototype(
      reuseIdentifier: text(),
      width: number(),
      estimatedHeight: bool() ? number() : nil,
      layoutMargins: EdgeInsets(
        top: number(), leading: number(), bottom: number(), trailing: number()),
      separator: pick(SeparatorStyle.allCases),
      views: views,
      constraints: constraints,
      location: location(),
      reuseIdentifierLocation: location())
  }

  private mutating func view(budget: inout Int, depth: Int) -> ViewNode {
    budget -= 1
    let kind: ViewKind
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: kind = .view
    case 1:
      var label = LabelContent(
        text: text(),
        font: FontSpec(
          family: text(), weight: pick(FontWeight.named.map(\.weight)), size: number()),
        numberOfLines: Int.random(in: -3...Int.max, using: &generator) % 1000,
        lineBreakMode: pick(LineBreakMode.allCases), textAlignment: pick(TextAlignment.allCases),
        lineSpacing: number(), textContainer: bool() ? textContainer() : nil)
      if bool() {
        label.preferredMaxLayoutWidth = Double.random(in: 0...100_000, using: &generator)
      }
      kind = .label(label)
    case 2:
      kind = .image(ImageContent(imageSize: bool() ? Size(width: number(), height: number()) : nil))
    default:
      kind = .stack(
        StackConfiguration(
          axis: pick(LayoutAxis.allCases), spacing: number(),
          alignment: pick(StackAlignment.allCases),
          distribution: pick(StackDistribution.allCases)))
    }
    var subviews: [ViewNode] = []
    if depth > 0 {
      for _ in 0..<Int.random(in: 0...3, using: &generator) where budget > 0 {
        subviews.append(view(budget: &budget, depth: depth - 1))
      }
    }
    var attributeLocations = AttributeLocations()
    if includesLocations {
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        attributeLocations[text()] = location()
      }
    }
    var view = ViewNode(
      id: text(), kind: kind, isHidden: bool(),
      contentHugging: AxisPriorities(
        horizontal: priority(), vertical: priority()),
      compressionResistance: AxisPriorities(
        horizontal: priority(), vertical: priority()),
      intrinsicSize: IntrinsicSize(width: bool() ? number() : nil, height: bool() ? number() : nil),
      backgroundColor: bool()
        ? Color(red: number(), green: number(), blue: number(), alpha: number()) : nil,
      binding: bool()
        ? DataBinding(key: text(), hidesWhenEmpty: bool(), keepsDesignWhenMissing: bool()) : nil,
      subviews: subviews, location: location(), attributeLocations: attributeLocations)
    if bool() {
      // Within the ±10,000 points archives and templates accept.
      let insets: [Double] = [0, -0.0, 2, -1.5, 0.333, 10_000, -10_000]
      view.alignmentInsets = EdgeInsets(
        top: pick(insets), leading: pick(insets), bottom: pick(insets), trailing: pick(insets))
    }
    return view
  }

  /// A text view's container, within the 0 to 10,000 points archives and templates accept.
  private mutating func textContainer() -> TextContainer {
    let lengths: [Double] = [0, 8, 0.333, 5, 10_000]
    return TextContainer(
      inset: EdgeInsets(
        top: pick(lengths), leading: pick(lengths), bottom: pick(lengths),
        trailing: pick(lengths)),
      lineFragmentPadding: pick(lengths))
  }

  private mutating func constraint() -> LayoutConstraint {
    LayoutConstraint(
      identifier: bool() ? text() : nil, first: anchor(), relation: pick(Relation.allCases),
      second: bool() ? anchor() : nil, multiplier: number(), constant: number(),
      priority: priority(), location: location())
  }

  private mutating func anchor() -> LayoutAnchor {
    let item: LayoutItem = pick([.superview, .margins, .view(text())])
    return LayoutAnchor(item: item, attribute: pick(LayoutAttribute.allCases), location: location())
  }

  // MARK: - Scalars

  private mutating func location() -> SourceLocation? {
    guard includesLocations, bool() else { return nil }
    return SourceLocation(
      file: pick(["Templates/feed.xml", "chat.xml", "é/设置.xml"]),
      line: Int.random(in: -5...100_000, using: &generator),
      column: Int.random(in: 0...400, using: &generator))
  }

  private mutating func bool() -> Bool { Bool.random(using: &generator) }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &generator)]
  }

  /// Finite numbers, with the edge cases an encoder gets wrong: zero, negative zero, huge, tiny.
  ///
  /// A priority of any finite `Float` value, as a model built in code may hold.
  private mutating func priority() -> Priority {
    let value = Float(number())
    return Priority(value.isFinite ? value : pick([1, 1000, 250, 751]))
  }

  private mutating func number() -> Double {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: 0
    case 1: -0.0
    case 2: pick([1, 1000, 250, 751, 0.75, 8])
    case 3:
      // The largest magnitude a pack holds (`ArchiveReader.maximumMagnitude`), and the least.
      pick([10_000_000, -10_000_000, .leastNonzeroMagnitude])
    case 4: Double(Int.random(in: -1000...1000, using: &generator))
    default: Double.random(in: -1e6...1e6, using: &generator)
    }
  }

  /// Strings: empty, identifiers, long text, and non-ASCII scalars of every UTF-8 length.
  private mutating func text() -> String {
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return ""
    case 1: return pick(["title", "avatar", "body", "superview", "a-b_c9", "x"])
    case 2:
      return String(
        repeating: "Lorem ipsum dolor sit amet. ", count: Int.random(in: 1...20, using: &generator))
    default:
      let scalars = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        pick(["a", "Z", "é", "ß", "€", "中", "😀", "\u{0}", "\n", "\u{10FFFF}"])
      }
      return scalars.joined()
    }
  }
}
