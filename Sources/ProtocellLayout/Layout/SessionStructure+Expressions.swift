import Cassowary
import ProtocellArchive
import ProtocellTemplates

// The linear expressions of the views' and the content view's attributes, built from the
// structure's variables alone. A label's baselines are offsets the solver must hold first
// (``LayoutSession/pinBaselines(of:)``): ``baselineLabel(for:of:)`` names the label whose
// offsets an attribute uses, for the caller to pin before it adds the constraint.

extension SessionStructure {
  /// The linear expression of an item's attribute, or `nil` when it names an unknown view (or
  /// a baseline of the content view).
  func expression(for anchor: LayoutAnchor) -> Expression? {
    switch anchor.item {
    case .superview: return contentExpression(anchor.attribute, insets: EdgeInsets(all: 0))
    case .margins: return contentExpression(anchor.attribute, insets: prototype.layoutMargins)
    case .view(let id):
      guard let index = slotIndex[id] else { return nil }
      return expression(for: anchor.attribute, of: index)
    }
  }

  private func contentExpression(_ attribute: LayoutAttribute, insets: EdgeInsets) -> Expression? {
    switch attribute {
    case .leading, .left: return Linear.constant(insets.leading)
    case .trailing, .right: return Linear.variable(content.width, plus: -insets.trailing)
    case .top: return Linear.constant(insets.top)
    case .bottom: return Linear.variable(content.height, plus: -insets.bottom)
    case .width: return Linear.variable(content.width, plus: -insets.leading - insets.trailing)
    case .height: return Linear.variable(content.height, plus: -insets.top - insets.bottom)
    case .centerX:
      return Linear.variable(content.width, 0.5, plus: (insets.leading - insets.trailing) / 2)
    case .centerY:
      return Linear.variable(content.height, 0.5, plus: (insets.top - insets.bottom) / 2)
    case .firstBaseline, .lastBaseline: return nil
    }
  }

  /// The expression of one attribute of the view in slot `index`.
  ///
  /// A label's first baseline is `top + shift`, its last `bottom + shift` (offsets its text
  /// has at its own height, whatever height the label is given: ``LabelBaselines``); a stack's
  /// is its first (or last) arranged view's; a titled button's its title's, a constant
  /// offset from its centre; any other view's is its bottom.
  func expression(for attribute: LayoutAttribute, of index: Int) -> Expression {
    let slot = slots[index]
    switch attribute {
    case .leading, .left: return Linear.variable(slot.left)
    case .trailing, .right:
      return Linear.sum(Linear.variable(slot.left), Linear.variable(slot.width))
    case .top: return Linear.variable(slot.top)
    case .bottom: return Linear.sum(Linear.variable(slot.top), Linear.variable(slot.height))
    case .width: return Linear.variable(slot.width)
    case .height: return Linear.variable(slot.height)
    case .centerX: return Linear.sum(Linear.variable(slot.left), Linear.variable(slot.width, 0.5))
    case .centerY: return Linear.sum(Linear.variable(slot.top), Linear.variable(slot.height, 0.5))
    case .firstBaseline, .lastBaseline:
      let isFirst = attribute == .firstBaseline
      if slot.isLabel, let shifts = slot.baselineShifts {
        // The first baseline hangs from the top, the last from the bottom (`LabelBaselines`).
        guard isFirst else {
          return Linear.sum(
            Linear.variable(slot.top), Linear.variable(slot.height),
            Linear.variable(shifts.last))
        }
        return Linear.sum(Linear.variable(slot.top), Linear.variable(shifts.first))
      }
      if slot.stack != nil, let child = baselineView(ofStack: index, first: isFirst) {
        return expression(for: attribute, of: child)
      }
      if let offset = slot.titleBaselineOffset {
        return Linear.sum(
          Linear.variable(slot.top), Linear.variable(slot.height, 0.5), Linear.constant(offset))
      }
      return expression(for: .bottom, of: index)
    }
  }

  /// The label whose baseline offsets ``expression(for:of:)`` uses for an attribute, if any.
  func baselineLabel(for attribute: LayoutAttribute, of index: Int) -> Int? {
    guard attribute == .firstBaseline || attribute == .lastBaseline else { return nil }
    let slot = slots[index]
    if slot.isLabel { return index }
    if slot.stack != nil,
      let child = baselineView(ofStack: index, first: attribute == .firstBaseline)
    {
      return baselineLabel(for: attribute, of: child)
    }
    return nil
  }

  /// The label whose baseline offsets ``expression(for:)`` uses for an anchor, if any.
  func baselineLabel(for anchor: LayoutAnchor) -> Int? {
    guard case .view(let id) = anchor.item, let index = slotIndex[id] else { return nil }
    return baselineLabel(for: anchor.attribute, of: index)
  }

  /// The arranged view whose baseline is the stack's: the first (or last) arranged subview.
  private func baselineView(ofStack index: Int, first: Bool) -> Int? {
    let arranged = arrangedViews[index]
    return first ? arranged.first : arranged.last
  }
}
