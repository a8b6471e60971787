import Cassowary

/// How a fix-it for a cell of an Interface Builder document names things: in Xcode's words,
/// since the document is edited in Xcode, not as text.
///
/// A template's fix-its are written in the template language (`add 'title.bottom ==
/// margins.bottom'`). A `.xib` or `.storyboard` has neither `margins` nor the model's view names
/// (taken from outlets), so each fix-it a cell of one can get is worded a second way, which
/// names views as Xcode's document outline shows them, with their object ids
/// (`'Title' (id abc-12-xyz)`), and attributes as its inspectors do (`Bottom Margin`).
/// ``TemplateFile/interfaceBuilderTerms(for:)`` gives the terms of a cell, or `nil` for a
/// template's, whose fix-its keep the template language.
package struct InterfaceBuilderTerms: Sendable, Hashable {
  /// What IB recorded about the cell, if the file's records hold it.
  package var cell: InterfaceBuilderCellRecord?

  /// Creates the terms of a cell.
  ///
  /// - Parameter cell: What IB recorded about the cell; without it, views are named by their
  ///   model names, without object ids.
  package init(cell: InterfaceBuilderCellRecord?) {
    self.cell = cell
  }

  // MARK: - The cell's place

  /// Whether the cell is a collection view's (an item, a header or a footer), which the
  /// collection view's layout sizes, rather than a table's row.
  package var isInCollection: Bool {
    cell.map { $0.elementName != "tableViewCell" } ?? false
  }

  /// What the cell is to the view that shows it, as messages call it: `row` for a table's cell,
  /// `item` for a collection view's.
  package var row: String { isInCollection ? "item" : "row" }

  /// Where Xcode sets the height the table or collection view gives the cell: the table's Row
  /// Height, or the size its collection view's flow layout gives items (Cell Size), headers or
  /// footers (Header Size, Footer Size), each in the Size inspector.
  package var fixedHeightSetting: String {
    guard isInCollection else {
      return "the Row Height in the table's (or the cell's) Size inspector"
    }
    return cell?.elementName == "collectionViewCell"
      ? "the Cell Size in the collection view's Size inspector"
      : "the Header Size or Footer Size in the collection view's Size inspector"
  }

  // MARK: - Views

  /// A view by its model name, as Xcode's document outline shows it, with its object id:
  /// `'Title' (id abc-12-xyz)`; `'name'` for a view IB did not record.
  package func view(_ name: String) -> String {
    guard let record = cell?.view(named: name) else { return "'\(name)'" }
    return "'\(record.outlineName)' (id \(record.ibID))"
  }

  /// The cell's content view, with its object id: `the content view (id abc-12-xyz)`.
  package var contentView: String {
    cell?.contentViewID.map { "the content view (id \($0))" } ?? "the content view"
  }

  /// A view as ``view(_:)`` names it, or the content view for `superview` and `margins`.
  package func item(_ item: LayoutItem) -> String {
    switch item {
    case .superview, .margins: contentView
    case .view(let name): view(name)
    }
  }

  /// A side of a constraint as Xcode's constraint inspector names its item and attribute:
  /// `'Title' (id …) Bottom`, `the content view's Bottom Margin`.
  package func anchor(_ anchor: LayoutAnchor) -> String {
    let attribute = Self.attributeName(anchor.attribute, ofMargins: anchor.item == .margins)
    switch anchor.item {
    case .superview, .margins: return "the content view's \(attribute)"
    case .view(let name): return "\(view(name)) \(attribute)"
    }
  }

  // MARK: - Constraints

  /// A constraint as Xcode's document outline lists it, with its object id when the document
  /// gave it one: `'Title.bottom = Content View.bottomMargin' (id abc-12-xyz)`.
  ///
  /// The model moves a nested view's margins into the constant, so the text may differ from
  /// Xcode's in its constant; the id is the constraint's.
  package func constraint(_ constraint: LayoutConstraint) -> String {
    func side(_ anchor: LayoutAnchor) -> String {
      let attribute = Self.outlineAttributeName(
        anchor.attribute, ofMargins: anchor.item == .margins)
      switch anchor.item {
      case .superview, .margins: return "Content View.\(attribute)"
      case .view(let name): return "\(cell?.view(named: name)?.outlineName ?? name).\(attribute)"
      }
    }
    let relation =
      switch constraint.relation {
      case .equal: "="
      case .lessThanOrEqual: "≤"
      case .greaterThanOrEqual: "≥"
      }
    var text = "\(side(constraint.first)) \(relation) "
    if let second = constraint.second {
      text += side(second)
      if constraint.multiplier != 1 { text += " × \(constraint.multiplier.compactDescription)" }
      if constraint.constant > 0 { text += " + \(constraint.constant.compactDescription)" }
      if constraint.constant < 0 { text += " - \((-constraint.constant).compactDescription)" }
    } else {
      text += constraint.constant.compactDescription
    }
    return "'\(text)'" + (Self.documentID(of: constraint).map { " (id \($0))" } ?? "")
  }

  /// The object id the document gave a constraint; `nil` for one the importer made (a fixed
  /// row height, an autoresizing mask's), whose identifiers start with `IB-`.
  package static func documentID(of constraint: LayoutConstraint) -> String? {
    guard let identifier = constraint.identifier, !identifier.hasPrefix("IB-") else { return nil }
    return identifier
  }

  // MARK: - Attributes

  /// An attribute as Xcode's inspectors name it: `Bottom`, `Center Y`, `First Baseline`; of the
  /// content view's margins, `Bottom Margin` or `Center Y Within Margins`.
  package static func attributeName(_ attribute: LayoutAttribute, ofMargins: Bool) -> String {
    let name =
      switch attribute {
      case .leading: "Leading"
      case .trailing: "Trailing"
      case .left: "Left"
      case .right: "Right"
      case .top: "Top"
      case .bottom: "Bottom"
      case .width: "Width"
      case .height: "Height"
      case .centerX: "Center X"
      case .centerY: "Center Y"
      case .firstBaseline: "First Baseline"
      case .lastBaseline: "Last Baseline"
      }
    guard ofMargins, !attribute.isSize, !attribute.isBaseline else { return name }
    return name + (attribute == .centerX || attribute == .centerY ? " Within Margins" : " Margin")
  }

  /// An attribute as Xcode's document outline spells it in a constraint: `bottom`, `centerY`;
  /// of the margins, `bottomMargin` or `centerYWithinMargins`.
  static func outlineAttributeName(_ attribute: LayoutAttribute, ofMargins: Bool) -> String {
    guard ofMargins, !attribute.isSize, !attribute.isBaseline else { return attribute.rawValue }
    return attribute.rawValue
      + (attribute == .centerX || attribute == .centerY ? "WithinMargins" : "Margin")
  }
}

extension TemplateFile {
  /// The terms of the fix-its for one of the file's cells: `nil` for a template, whose fix-its
  /// are in the template language; for an Interface Builder document, the cell's names in
  /// Xcode's words.
  ///
  /// - Parameter cell: A cell of the file.
  /// - Returns: The terms, or `nil` when the file is not an Interface Builder document.
  package func interfaceBuilderTerms(for cell: CellPrototype) -> InterfaceBuilderTerms? {
    guard let records = interfaceBuilder else { return nil }
    return InterfaceBuilderTerms(
      cell: records.cells.first { $0.reuseIdentifier == cell.reuseIdentifier })
  }
}
