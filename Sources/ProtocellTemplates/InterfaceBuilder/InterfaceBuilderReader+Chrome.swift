import ProtocellDiagnostics

extension InterfaceBuilderReader {
  // MARK: - Cell chrome

  /// IB's names of the accessory types (`accessoryType="disclosureIndicator"`).
  static let accessories: [String: CellAccessory] = [
    "none": .none, "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
    "detailButton": .detailButton, "detailDisclosureButton": .detailDisclosureButton,
  ]

  /// IB's names of the built-in cell styles (`style="IBUITableViewCellStyleSubtitle"`).
  static let styles: [String: CellStyle] = [
    "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleSubtitle": .subtitle,
    "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
  ]

  /// A table cell's accessory and built-in style; an unknown value is reported and read as none.
  func cellChrome(of cell: XMLElement) -> (CellAccessory, CellStyle) {
    (
      knownValue(of: "accessoryType", in: cell, among: Self.accessories, otherwise: .none),
      knownValue(of: "style", in: cell, among: Self.styles, otherwise: .custom)
    )
  }

  /// The value IB's name for it stands for; an unknown name is reported and read as `fallback`.
  private func knownValue<Value: RawRepresentable>(
    of attribute: String, in element: XMLElement, among table: [String: Value],
    otherwise fallback: Value
  ) -> Value where Value.RawValue == String {
    guard let written = string(element, attribute) else { return fallback }
    if let known = table[written] { return known }
    diagnostics.append(
      Diagnostic(
        .unknownValue(written, of: attribute, default: fallback.rawValue),
        at: location(of: attribute, in: element)))
    return fallback
  }

  /// Gives a built-in style's standard views (the cell's `textLabel`, `detailTextLabel` and
  /// `imageView` attributes name their IB ids) the names the layout places them by.
  func nameStandardViews(of cell: XMLElement, style: CellStyle, scope: InterfaceBuilderCellScope) {
    guard style != .custom else { return }
    scope.style = style
    for name in [CellStyle.textLabelID, CellStyle.detailTextLabelID, CellStyle.imageViewID] {
      if let id = string(cell, name) {
        scope.standardViewNames[id] = name
        scope.usedNames.insert(name)
      }
    }
  }
}
