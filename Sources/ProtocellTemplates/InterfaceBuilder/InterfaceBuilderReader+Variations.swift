import ProtocellDiagnostics

extension InterfaceBuilderReader {
  // MARK: - Size-class variations

  /// The traits of the one environment Protocell lays cells out for: an iPhone in portrait,
  /// whose size classes are a compact width and a regular height (Apple's Human Interface
  /// Guidelines, "Layout": every iPhone in portrait is compact width, regular height).
  static let portraitTraits: [String: String] = ["widthClass": "compact", "heightClass": "regular"]

  /// Whether a `<variation key=…>` applies to an iPhone in portrait, and how specific it is.
  enum VariationMatch: Equatable {
    /// It applies; variations with more traits override those with fewer (`default`, the
    /// any-width any-height base, has none).
    case applies(specificity: Int)
    /// It is for another environment (another size class, an idiom, a gamut…).
    case doesNotApply
  }

  /// How a variation key matches an iPhone in portrait.
  ///
  /// A key is `default` or traits joined by `-` (`heightClass=regular-widthClass=compact`); it
  /// applies when every trait is one of ``portraitTraits``.
  static func match(variationKey key: String) -> VariationMatch {
    if key == "default" { return .applies(specificity: 0) }
    let traits = key.split(separator: "-")
    guard !traits.isEmpty else { return .doesNotApply }
    for trait in traits {
      let parts = trait.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, portraitTraits[parts[0]] == parts[1] else { return .doesNotApply }
    }
    return .applies(specificity: traits.count)
  }

  /// The `<variation>` children of `element` that apply to an iPhone in portrait, least
  /// specific first, so that a later one overrides an earlier one.
  func applicableVariations(of element: XMLElement) -> [XMLElement] {
    var found: [(specificity: Int, element: XMLElement)] = []
    for variation in children(of: element, named: "variation") {
      if case .applies(let specificity) = Self.match(variationKey: string(variation, "key") ?? "") {
        found.append((specificity, variation))
      }
    }
    return found.enumerated().sorted {
      ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset)
    }.map(\.element.element)
  }

  /// Applies the masks of `element`'s variations: constraints and subviews a variation for an
  /// iPhone in portrait installs (`<include reference=…>`) or uninstalls (`<exclude …>`); the
  /// others are reported as not applied.
  func applyVariations(of element: XMLElement, scope: InterfaceBuilderCellScope) {
    reportInapplicableVariations(of: element)
    for variation in applicableVariations(of: element) {
      for mask in children(of: variation, named: "mask") {
        let isConstraints = string(mask, "key") == "constraints"
        guard isConstraints || string(mask, "key") == "subviews" else { continue }
        for case .element(let change) in mask.children {
          guard let reference = string(change, "reference") else { continue }
          let isExcluded = change.name == "exclude"
          guard isExcluded || change.name == "include" else { continue }
          if isConstraints {
            scope.excludedConstraintIDs.update(reference, isExcluded)
          } else {
            scope.excludedViewIDs.update(reference, isExcluded)
          }
        }
      }
    }
  }

  /// Reports each `<variation>` of `element` that is not for an iPhone in portrait, as a note:
  /// it is not applied.
  func reportInapplicableVariations(of element: XMLElement) {
    for variation in children(of: element, named: "variation")
    where Self.match(variationKey: string(variation, "key") ?? "") == .doesNotApply {
      diagnostics.append(
        Diagnostic(.sizeClassVariation(string(variation, "key") ?? ""), at: location(of: variation))
      )
    }
  }

  /// The most specific variation of `element` for an iPhone in portrait that sets the attribute
  /// `name` (`<variation key="widthClass=compact" constant="40"/>`), if any.
  func portraitVariation(of element: XMLElement, declaring name: String) -> XMLElement? {
    applicableVariations(of: element).last { $0.attribute(named: name) != nil }
  }

  /// Whether a constraint is not installed on an iPhone in portrait: a variation uninstalls it
  /// or a view it relates.
  func isUninstalled(_ constraint: XMLElement, scope: InterfaceBuilderCellScope) -> Bool {
    if let id = string(constraint, "id"), scope.excludedConstraintIDs.contains(id) { return true }
    return ["firstItem", "secondItem"].contains {
      string(constraint, $0).map(scope.excludedViewIDs.contains) ?? false
    }
  }

  /// Marks a view a variation uninstalls, and every view inside it, as not installed.
  func uninstall(_ element: XMLElement, scope: InterfaceBuilderCellScope) {
    if let id = string(element, "id") { scope.excludedViewIDs.insert(id) }
    for list in children(of: element, named: "subviews") {
      for case .element(let child) in list.children { uninstall(child, scope: scope) }
    }
  }

  /// The element's `<fontDescription>` for an iPhone in portrait: the most specific applicable
  /// variation's, else its own.
  func fontDescription(of element: XMLElement) -> XMLElement? {
    for variation in applicableVariations(of: element).reversed() {
      if let font = child(of: variation, key: "fontDescription", named: "fontDescription") {
        return font
      }
    }
    return child(of: element, key: "fontDescription", named: "fontDescription")
  }

  /// Whether the element is hidden on an iPhone in portrait: the most specific applicable
  /// variation's `hidden`, else its own.
  func isHidden(_ element: XMLElement) -> Bool {
    isYes(portraitVariation(of: element, declaring: "hidden") ?? element, "hidden")
  }
}

extension Set {
  /// Inserts `member` when `isMember`, removes it otherwise.
  fileprivate mutating func update(_ member: Element, _ isMember: Bool) {
    if isMember { insert(member) } else { remove(member) }
  }
}
