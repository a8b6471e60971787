import Cassowary
import ProtocellArchive
import ProtocellTemplates

// The constraints UIStackView generates for its arranged subviews, regenerated when the set of
// hidden arranged views changes (and, for fillProportionally, when intrinsic sizes change).

extension LayoutEngine {
  /// The attributes along and across a stack's axis.
  private struct AxisAttributes {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let size: LayoutAttribute
    let center: LayoutAttribute

    init(_ axis: LayoutAxis) {
      if axis == .horizontal {
        (start, end, size, center) = (.leading, .trailing, .width, .centerX)
      } else {
        (start, end, size, center) = (.top, .bottom, .height, .centerY)
      }
    }
  }

  /// Replaces the generated constraints of the stack in slot `index` with ones for its current
  /// hidden arranged views and intrinsic sizes.
  func rebuildStack(at index: Int) {
    guard let configuration = slots[index].stack else { return }
    for constraint in stackConstraints[index] ?? [] { remove(constraint) }
    var made: [Constraint] = []
    let stackID = slots[index].node.id
    func generate(
      _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
      _ name: String
    ) {
      let constraint = Constraint(Linear.difference(lhs, rhs), relation, priority: priority)
      if add(constraint, origin: .generated("\(stackID): \(name)")) { made.append(constraint) }
    }
    let along = AxisAttributes(configuration.axis)
    let across = AxisAttributes(configuration.axis == .horizontal ? .vertical : .horizontal)
    let arranged = slots[index].node.subviews.compactMap { slotIndex[$0.id] }
    let visible = arranged.filter { !slots[$0].isHidden }
    let stack = { (attribute: LayoutAttribute) in self.expression(for: attribute, of: index) }
    let view = { (child: Int, attribute: LayoutAttribute) in
      self.expression(for: attribute, of: child)
    }
    let lowest = Priority(Float(Priority.fittingSizeLevel.rawValue - 1))
    stackToggles[index] = nil

    if supportsIncrementalHiding(configuration), let first = arranged.first,
      let last = arranged.last
    {
      var toggles = StackToggles()
      func adjustable(
        _ expression: Expression, _ relation: Relation, _ value: Double, _ name: String
      ) -> AdjustableConstraint {
        let constraint = Constraint(Linear.sum(expression, Linear.constant(-value)), relation)
        if add(constraint, origin: .generated("\(stackID): \(name)")) { made.append(constraint) }
        return AdjustableConstraint(constraint, constant: value)
      }
      generate(view(first, along.start), .equal, stack(along.start), "canvas start")
      generate(view(last, along.end), .equal, stack(along.end), "canvas end")
      let gaps = gapValues(arranged: arranged, spacing: configuration.spacing)
      for (position, child) in arranged.enumerated() {
        let name = slots[child].node.id
        toggles.collapse.append(
          adjustable(
            view(child, along.size), .lessThanOrEqual, slots[child].isHidden ? 0 : Self.relaxed,
            "hide \(name)"))
        if position > 0 {
          let gap = Linear.difference(
            view(child, along.start), view(arranged[position - 1], along.end))
          toggles.gaps.append(
            (
              adjustable(gap, .greaterThanOrEqual, gaps[position - 1], "spacing"),
              adjustable(gap, .lessThanOrEqual, gaps[position - 1], "spacing")
            ))
        }
        let hidden = slots[child].isHidden
        var containment: [(constraint: AdjustableConstraint, tight: Double, relaxed: Double)] = []
        func contain(_ expression: Expression, _ relation: Relation, relaxed: Double) {
          containment.append(
            (adjustable(expression, relation, hidden ? relaxed : 0, "contain \(name)"), 0, relaxed))
        }
        let startGap = Linear.difference(view(child, across.start), stack(across.start))
        let endGap = Linear.difference(view(child, across.end), stack(across.end))
        switch configuration.alignment {
        case .fill:
          generate(view(child, across.start), .equal, stack(across.start), "fill across")
          contain(endGap, .greaterThanOrEqual, relaxed: -Self.relaxed)
          contain(endGap, .lessThanOrEqual, relaxed: Self.relaxed)
        case .leading:
          generate(view(child, across.start), .equal, stack(across.start), "align leading")
          contain(endGap, .lessThanOrEqual, relaxed: Self.relaxed)
        case .trailing:
          generate(view(child, across.end), .equal, stack(across.end), "align trailing")
          contain(startGap, .greaterThanOrEqual, relaxed: -Self.relaxed)
        default:
          generate(view(child, across.center), .equal, stack(across.center), "align center")
          contain(startGap, .greaterThanOrEqual, relaxed: -Self.relaxed)
        }
        toggles.containment.append(containment)
      }
      if configuration.alignment != .fill {
        generate(stack(across.size), .equal, Linear.constant(0), priority: lowest, "fit across")
      }
      stackToggles[index] = toggles
      stackConstraints[index] = made
      return
    }

    for hidden in arranged where slots[hidden].isHidden {
      let name = slots[hidden].node.id
      generate(view(hidden, along.size), .equal, Linear.constant(0), "hide \(name)")
      generate(view(hidden, along.start), .equal, stack(along.start), "place hidden \(name)")
      generate(
        view(hidden, across.start), .equal, stack(across.start), "place hidden \(name) across")
    }
    guard let first = visible.first, let last = visible.last else {
      generate(stack(along.size), .equal, Linear.constant(0), priority: lowest, "empty along")
      generate(stack(across.size), .equal, Linear.constant(0), priority: lowest, "empty across")
      stackConstraints[index] = made
      return
    }

    // Along the axis: pinned to both ends, then spaced.
    generate(view(first, along.start), .equal, stack(along.start), "canvas start")
    generate(view(last, along.end), .equal, stack(along.end), "canvas end")
    let spacing = configuration.spacing
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let gap = Linear.difference(view(next, along.start), view(previous, along.end))
      switch configuration.distribution {
      case .fill, .fillEqually, .fillProportionally:
        generate(gap, .equal, Linear.constant(spacing), "spacing")
      case .equalSpacing, .equalCentering:
        generate(gap, .greaterThanOrEqual, Linear.constant(spacing), "minimum spacing")
      }
    }
    switch configuration.distribution {
    case .fill, .equalSpacing, .equalCentering:
      break
    case .fillEqually:
      for other in visible.dropFirst() {
        generate(view(other, along.size), .equal, view(first, along.size), "fill equally")
      }
    case .fillProportionally:
      let sizes = visible.map { intrinsicSize(of: $0, along: configuration.axis) ?? 0 }
      let total = sizes.reduce(0, +)
      if total > 0 {
        let available = Linear.sum(
          stack(along.size), Linear.constant(-spacing * Double(visible.count - 1)))
        for (child, size) in zip(visible, sizes) {
          generate(
            view(child, along.size), .equal, Linear.scaled(available, by: size / total),
            priority: Priority(999), "fill proportionally")
        }
      }
    }
    if configuration.distribution == .equalSpacing, visible.count > 2 {
      let firstGap = Linear.difference(view(visible[1], along.start), view(visible[0], along.end))
      for (previous, next) in zip(visible.dropFirst(), visible.dropFirst(2)) {
        let gap = Linear.difference(view(next, along.start), view(previous, along.end))
        generate(gap, .equal, firstGap, "equal spacing")
      }
    }
    if configuration.distribution == .equalCentering, visible.count > 2 {
      let firstDistance = Linear.difference(
        view(visible[1], along.center), view(visible[0], along.center))
      for (previous, next) in zip(visible.dropFirst(), visible.dropFirst(2)) {
        let distance = Linear.difference(view(next, along.center), view(previous, along.center))
        generate(distance, .equal, firstDistance, "equal centering")
      }
    }

    // Across the axis: the alignment.
    for child in visible {
      switch configuration.alignment {
      case .fill:
        generate(view(child, across.start), .equal, stack(across.start), "fill across")
        generate(view(child, across.end), .equal, stack(across.end), "fill across")
      case .leading:
        generate(view(child, across.start), .equal, stack(across.start), "align leading")
        generate(view(child, across.end), .lessThanOrEqual, stack(across.end), "contain")
      case .trailing:
        generate(view(child, across.end), .equal, stack(across.end), "align trailing")
        generate(view(child, across.start), .greaterThanOrEqual, stack(across.start), "contain")
      case .center:
        generate(view(child, across.center), .equal, stack(across.center), "align center")
        generate(view(child, across.start), .greaterThanOrEqual, stack(across.start), "contain")
      case .firstBaseline, .lastBaseline:
        if configuration.axis == .horizontal {
          let baseline: LayoutAttribute =
            configuration.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
          if child != first {
            generate(view(child, baseline), .equal, view(first, baseline), "align baselines")
          }
          generate(view(child, .top), .greaterThanOrEqual, stack(.top), "contain")
          generate(view(child, .bottom), .lessThanOrEqual, stack(.bottom), "contain")
        } else {
          generate(view(child, across.start), .equal, stack(across.start), "align leading")
          generate(view(child, across.end), .lessThanOrEqual, stack(across.end), "contain")
        }
      }
    }
    if configuration.alignment != .fill {
      generate(stack(across.size), .equal, Linear.constant(0), priority: lowest, "fit across")
    }
    stackConstraints[index] = made
  }

  /// The intrinsic size of a slot along an axis, as last applied.
  func intrinsicSize(of index: Int, along axis: LayoutAxis) -> Double? {
    axis == .horizontal ? slots[index].appliedIntrinsicWidth : slots[index].appliedIntrinsicHeight
  }
}
