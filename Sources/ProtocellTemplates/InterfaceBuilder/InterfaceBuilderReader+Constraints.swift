import Cassowary
import ProtocellDiagnostics

extension InterfaceBuilderReader {
  // MARK: - Constraints

  /// One side of a constraint once IB's item and attribute are resolved: the model's anchor,
  /// and how far IB's attribute lies from it (a nested view's `leadingMargin` is its `leading`
  /// plus its left margin).
  private struct ResolvedAnchor {
    var anchor: LayoutAnchor
    var offset: Double
  }

  /// A `<constraint>` in the model, or `nil` when it names something outside the cell
  /// (reported) or is design-time only (`placeholder="YES"`, "Remove at build time") and the
  /// document is not read as IB's canvas (``readsAsCanvas``), which keeps it.
  ///
  /// A missing `firstItem` (or `secondItem` beside a `secondAttribute`) is the view that holds
  /// the constraint. Margin attributes of the content view become the `margins` item; those of
  /// other views become the plain edge shifted by the view's layout margins, moved into the
  /// constant: `a.x + d1 == (b.y + d2) * m + c` is `a.x == b.y * m + (m·d2 + c − d1)`.
  func constraint(
    from element: XMLElement, holderID: String, scope: InterfaceBuilderCellScope
  ) -> LayoutConstraint? {
    if isYes(element, "placeholder") {
      guard readsAsCanvas else { return nil }
      if let id = string(element, "id") { scope.placeholderConstraintIDs.insert(id) }
    }
    if isScrollContentSize(element, holderID: holderID, scope: scope) { return nil }
    guard let firstAttribute = element.attribute(named: "firstAttribute") else {
      diagnostics.append(
        Diagnostic(.constraintWithoutFirstAttribute, at: location(of: element)))
      return nil
    }
    guard
      let first = resolve(
        itemAttribute: element.attribute(named: "firstItem"), attribute: firstAttribute,
        holderID: holderID,
        in: element, scope: scope)
    else { return nil }
    var second: ResolvedAnchor?
    if let secondAttribute = element.attribute(named: "secondAttribute"),
      secondAttribute.value != "notAnAttribute"
    {
      guard
        let resolved = resolve(
          itemAttribute: element.attribute(named: "secondItem"), attribute: secondAttribute,
          holderID: holderID,
          in: element, scope: scope)
      else { return nil }
      second = resolved
    }
    var relation = Relation.equal
    switch string(element, "relation") {
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    default: break
    }
    reportInapplicableVariations(of: element)
    // A constant may vary by size class (`<variation key=… constant="40"/>` in the constraint).
    let constantHolder = portraitVariation(of: element, declaring: "constant") ?? element
    // A constant or priority written but not read (`constant="19x"`, reported) leaves the
    // constraint out, as the error's note says, rather than reading as the default (a height
    // of 0, say); an unreadable multiplier reads as 1, the constraint's likeliest sense.
    let multiplier = second == nil ? 1 : multiplier(of: element) ?? 1
    let constant: Double? =
      constantHolder.attribute(named: "constant") == nil
      ? 0 : number(constantHolder, "constant", in: LayoutConstraint.numbers)
    let priority: Priority? =
      element.attribute(named: "priority") == nil
      ? .required : number(element, "priority", in: 0...1_000).map { Priority(Float($0)) }
    guard let constant, let priority else { return nil }
    return LayoutConstraint(
      identifier: string(element, "id"), first: first.anchor, relation: relation,
      second: second?.anchor,
      multiplier: multiplier,
      constant: multiplier * (second?.offset ?? 0) + constant - first.offset,
      priority: priority, location: location(of: element))
  }

  /// The anchor an IB item id and attribute name stand for.
  private func resolve(
    itemAttribute: XMLAttribute?, attribute: XMLAttribute, holderID: String, in element: XMLElement,
    scope: InterfaceBuilderCellScope
  ) -> ResolvedAnchor? {
    let itemID = itemAttribute?.value ?? holderID
    let itemLocation = itemAttribute.map(valueLocation(of:)) ?? location(of: element)
    guard let (base, isMargin) = Self.attribute(named: attribute.value) else {
      diagnostics.append(
        Diagnostic(.unknownLayoutAttribute(attribute.value), at: valueLocation(of: attribute)))
      return nil
    }
    var target = scope.targets[itemID]
    var viaMarginsGuide = false
    if target == nil, let guide = scope.guides[itemID] {
      target = scope.targets[guide.ownerID]
      viaMarginsGuide = guide.isLayoutMargins
    }
    guard let target else {
      diagnostics.append(
        Diagnostic(.constraintItemOutsideCell(itemID, cell: scope.key), at: itemLocation))
      return nil
    }
    let useMargins = isMargin || viaMarginsGuide
    switch target {
    case .contentView:
      let item: LayoutItem = useMargins ? .margins : .superview
      return ResolvedAnchor(
        anchor: LayoutAnchor(item: item, attribute: base, location: itemLocation), offset: 0)
    case .cell(let outsets):
      // The cell's edge is the content view's moved out by the outset: an inset of minus it.
      let item: LayoutItem = useMargins ? .margins : .superview
      let inset = EdgeInsets(
        top: -outsets.top, leading: -outsets.leading, bottom: -outsets.bottom,
        trailing: -outsets.trailing)
      return ResolvedAnchor(
        anchor: LayoutAnchor(item: item, attribute: base, location: itemLocation),
        offset: Self.marginOffset(of: base, margins: inset))
    case .rootCell(let margins):
      return ResolvedAnchor(
        anchor: LayoutAnchor(item: .superview, attribute: base, location: itemLocation),
        offset: useMargins ? Self.marginOffset(of: base, margins: margins) : 0)
    case .view(let name, let margins):
      let offset = useMargins ? Self.marginOffset(of: base, margins: margins) : 0
      return ResolvedAnchor(
        anchor: LayoutAnchor(item: .view(name), attribute: base, location: itemLocation),
        offset: offset)
    }
  }

  /// IB's attribute names: the model's attribute, and whether IB means it inside the margins.
  static func attribute(named name: String) -> (LayoutAttribute, isMargin: Bool)? {
    switch name {
    case "baseline", "lastBaseline": return (.lastBaseline, false)
    case "centerXWithinMargins": return (.centerX, true)
    case "centerYWithinMargins": return (.centerY, true)
    default:
      if name.hasSuffix("Margin"),
        let base = LayoutAttribute(rawValue: String(name.dropLast("Margin".count))),
        !base.isSize, !base.isBaseline, base != .centerX, base != .centerY
      {
        return (base, true)
      }
      return LayoutAttribute(rawValue: name).map { ($0, false) }
    }
  }

  /// Where a view's margin attribute lies relative to the plain attribute.
  static func marginOffset(of attribute: LayoutAttribute, margins: EdgeInsets) -> Double {
    switch attribute {
    case .leading, .left: margins.leading
    case .trailing, .right: -margins.trailing
    case .top: margins.top
    case .bottom: -margins.bottom
    case .centerX: (margins.leading - margins.trailing) / 2
    case .centerY: (margins.top - margins.bottom) / 2
    case .width: -(margins.leading + margins.trailing)
    case .height: -(margins.top + margins.bottom)
    case .firstBaseline, .lastBaseline: 0
    }
  }

  // MARK: - Autoresizing masks

  /// The constraints UIKit makes from the autoresizing masks of views that translate them.
  ///
  /// Horizontally they are absolute (`left`, `right`): a mask's margins are the left and right
  /// ones, and UIKit keeps such a frame in a right-to-left layout. Each axis keeps the frame's
  /// fixed parts (a fixed margin and size, or both margins for a
  /// flexible size). An axis with more than one flexible part shares a change of its
  /// superview's length among them in proportion to their lengths in IB's frame, as UIKit
  /// documents for `autoresizingMask` (``AutoresizingShares``): a flexible start margin or
  /// size is held to the superview's length (`view.left == superview.width × k + c`, measured
  /// from the superview's start, as UIKit's own constraints are). When those lengths add up to
  /// nothing (or the superview's length is unknown) the axis keeps IB's frame, with a warning
  /// (one for the view, whether one axis or both have them).
  func autoresizingConstraints(in scope: InterfaceBuilderCellScope) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    for view in scope.autoresizingViews {
      var isReported = false
      let flag = { (name: String) in view.mask.map { self.isYes($0, name) } ?? false }
      let axes:
        [(
          start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, origin: Double,
          length: Double,
          superLength: Double?, flexible: (Bool, Bool, Bool)
        )] = [
          (
            .left, .right, .width, view.frame.x, view.frame.width, view.superviewSize?.width,
            (flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX"))
          ),
          (
            .top, .bottom, .height, view.frame.y, view.frame.height, view.superviewSize?.height,
            (flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY"))
          ),
        ]
      for axis in axes {
        // `view.attribute == superview.other × multiplier + constant` (a constant alone
        // without `other`), marked as the mask's.
        func mask(
          _ attribute: LayoutAttribute, _ other: LayoutAttribute?, multiplier: Double = 1,
          _ constant: Double
        ) -> LayoutConstraint {
          LayoutConstraint(
            identifier: LayoutConstraint.autoresizingMaskIdentifier,
            first: LayoutAnchor(item: .view(view.name), attribute: attribute), relation: .equal,
            second: other.map { LayoutAnchor(item: view.superview, attribute: $0) },
            multiplier: multiplier, constant: constant, location: view.location)
        }
        func edge(_ attribute: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
          mask(attribute, attribute, constant)
        }
        let size = mask(axis.size, nil, axis.length)
        let (flexibleStart, flexibleSize, flexibleEnd) = axis.flexible
        let flexibleCount = [flexibleStart, flexibleSize, flexibleEnd].filter { $0 }.count
        if flexibleCount > 1, let superLength = axis.superLength,
          let shares = AutoresizingShares(
            origin: axis.origin, length: axis.length, superLength: superLength,
            flexible: axis.flexible)
        {
          func scaled(_ attribute: LayoutAttribute, by share: Double, keeping value: Double)
            -> LayoutConstraint
          {
            // value + share × (superview's length − its length in IB), from the superview's
            // start: how UIKit's own autoresizing constraints read (`minX == k × width + c`).
            mask(attribute, axis.size, multiplier: share, value - share * superLength)
          }
          result.append(
            flexibleStart
              ? scaled(axis.start, by: shares.start, keeping: axis.origin)
              : edge(axis.start, axis.origin))
          result.append(
            flexibleSize ? scaled(axis.size, by: shares.length, keeping: axis.length) : size)
          continue
        }
        if flexibleCount > 1, !isReported {
          diagnostics.append(
            Diagnostic(.ambiguousAutoresizing(view.name), at: view.location))
          isReported = true
        }
        if flexibleCount == 1, let superLength = axis.superLength, flexibleSize || flexibleStart {
          let endInset = superLength - axis.origin - axis.length
          if flexibleSize {
            result += [edge(axis.start, axis.origin), edge(axis.end, -endInset)]
          } else {
            result += [edge(axis.end, -endInset), size]
          }
        } else {
          result += [edge(axis.start, axis.origin), size]
        }
      }
    }
    return result
  }
}
