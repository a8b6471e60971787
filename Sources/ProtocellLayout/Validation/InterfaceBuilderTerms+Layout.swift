import ProtocellDiagnostics
import ProtocellTemplates

// The layout checks' fix-its for a cell of an Interface Builder document, in Xcode's words: the
// same fixes as their messages' (`DiagnosticMessage+Layout.swift`), which speak the template
// language. `undetermined-height`'s are ``HeightFix``'s.

extension InterfaceBuilderTerms {
  /// `ambiguous-layout`: the constraints that would settle a view's open parts.
  ///
  /// - Parameters:
  ///   - viewID: The view, by its model name.
  ///   - horizontalPosition: Whether its horizontal position is open.
  ///   - width: Whether its width is open.
  ///   - verticalPosition: Whether its vertical position is open.
  ///   - height: Whether its height is open.
  ///   - contentPriority: When the view sizes itself on an open axis, so that priorities
  ///     equal to a neighbour's are the likely cause: how the layout sizes that axis's views
  ///     against their content (``DiagnosticMessage/ambiguousLayout(_:of:constraints:contentPriority:)``).
  /// - Returns: The fix-it.
  func ambiguityFixIt(
    _ viewID: String, horizontalPosition: Bool, width: Bool, verticalPosition: Bool,
    height: Bool, contentPriority: LayoutSession.ContentSqueeze?
  ) -> String {
    var constraints: [String] = []
    if horizontalPosition { constraints.append("a Leading constraint") }
    if width { constraints.append("a Width constraint (or pin its Leading and Trailing both)") }
    if verticalPosition { constraints.append("a Top constraint") }
    if height { constraints.append("a Height constraint (or pin its Top and Bottom both)") }
    let list =
      constraints.count > 1
      ? constraints.dropLast().joined(separator: ", ") + " and " + (constraints.last ?? "")
      : constraints.joined()
    let add = "give \(view(viewID)) \(list)"
    switch contentPriority {
    case nil:
      return "in Interface Builder, " + add
    case .none?:
      return
        "\(view(viewID)) sizes itself, and a neighbour with the same Content Hugging and Content Compression Resistance Priorities competes for the room (Xcode's Content Priority Ambiguity): in Interface Builder's Size inspector, give one of them a higher priority, or "
        + add
    case .compressed?:
      return
        "\(view(viewID)) sizes itself, the room is smaller than the content, and a neighbour with the same Content Compression Resistance Priority competes to keep its size (Xcode's Content Priority Ambiguity): in Interface Builder's Size inspector, give one of them a higher Content Compression Resistance Priority, give the content more room (\(DiagnosticMessage.room(horizontal: width, row: row))), or "
        + add
    case .stretched?:
      return
        "\(view(viewID)) sizes itself, the room is larger than the content, and a neighbour with the same Content Hugging Priority competes to keep its size (Xcode's Content Priority Ambiguity): in Interface Builder's Size inspector, give one of them a higher Content Hugging Priority, or "
        + add
    }
  }

  /// `invalid-size`: how to give a view the room the layout takes from it.
  ///
  /// - Parameters:
  ///   - viewID: The view, by its model name.
  ///   - byGeneratedConstraints: Whether only constraints UIKit generates (a stack's) name the
  ///     view, so that there is none of the document's to lower.
  /// - Returns: The fix-it.
  func invalidSizeFixIt(_ viewID: String, byGeneratedConstraints: Bool) -> String {
    byGeneratedConstraints
      ? "in Interface Builder, give \(view(viewID)) a size of its own (a Height or Width constraint, or content with an intrinsic size), or let the cell grow"
      : "give \(view(viewID)) room: in Interface Builder, lower the Priority of one of these constraints below 1000 in its Attributes inspector, or let the cell grow"
  }

  /// `unsatisfiable-constraints`: how to let the layout keep what it breaks, for a broken
  /// constraint of the document or a view's required compression resistance.
  ///
  /// - Parameters:
  ///   - resistingView: The view whose required compression resistance (1000) was broken, with
  ///     its axis (`vertical`), if that is what broke.
  ///   - huggingView: The view whose required content hugging (1000) was broken, with its axis,
  ///     if that is what broke: a priority of the Size inspector, not a constraint to delete.
  /// - Returns: The fix-it.
  func unsatisfiableFixIt(
    resistingView: (view: String, axis: String)?, huggingView: (view: String, axis: String)? = nil
  ) -> String {
    if let huggingView {
      let axis = huggingView.axis == "vertical" ? "Vertical" : "Horizontal"
      return
        "\(view(huggingView.view)) hugs its content at 1000 \(huggingView.axis)ly, so nothing may stretch it past its content's size (an image view without an image has none): in Interface Builder's Size inspector, lower its \(axis) Content Hugging Priority below 1000, or delete the constraint that stretches it"
    }
    guard let resistingView else {
      return
        "in Interface Builder, delete one of these constraints, or lower its Priority below 1000 in its Attributes inspector"
    }
    let axis = resistingView.axis == "vertical" ? "Vertical" : "Horizontal"
    return
      "\(view(resistingView.view)) resists \(resistingView.axis) compression at 1000, so nothing may squeeze it: in Interface Builder's Size inspector, lower its \(axis) Content Compression Resistance Priority below 1000, or delete one of the cell's constraints that squeeze it"
  }

  /// `squeezed-label` and `view-outside-row`: the fix of a layout's warning in Xcode's words,
  /// or `nil` for a warning the check does not report.
  ///
  /// - Parameters:
  ///   - warning: The warning.
  ///   - rowIsFixed: Whether the row's height is fixed (a table's Row Height): a label squeezed
  ///     there is the row height's doing, which a required compression resistance would only
  ///     turn into a broken constraint.
  /// - Returns: The fix-it.
  func rowWarningFixIt(_ warning: LayoutWarning, rowIsFixed: Bool) -> String? {
    let rowHeight =
      "in Interface Builder, raise \(fixedHeightSetting) to what the content needs, "
      + (isInCollection
        ? "or set the collection view's Estimate Size to Automatic so that items size "
          + "themselves by their content"
        : "or set it to Automatic so that rows size themselves by their content")
    switch warning {
    case .squeezedLabel(let viewID, _, _, _, _?):
      return "in Interface Builder, delete the Height constraint of \(view(viewID)) (or set its "
        + "Relation to Greater Than or Equal) so that it grows with its text"
    case .narrowedLabel(let viewID, _?):
      return "in Interface Builder, delete the Width constraint of \(view(viewID)) (or set its "
        + "Relation to Greater Than or Equal) so that it is as wide as its text"
    case .squeezedLabel(let viewID, _, _, _, nil) where rowIsFixed:
      return "the \(row)'s height is too short for the text of \(view(viewID)): " + rowHeight
    case .squeezedLabel(let viewID, _, _, _, nil):
      return "in Interface Builder's Size inspector, raise the Vertical Content Compression "
        + "Resistance Priority of \(view(viewID)) above the constraints that squeeze it, or give "
        + "a Height constraint to the view whose height follows the \(row)'s"
    case .narrowedLabel(let viewID, nil):
      return "in Interface Builder's Size inspector, raise the Horizontal Content Compression "
        + "Resistance Priority of \(view(viewID)) above the constraints that squeeze it, or give "
        + "a Width constraint to the view whose width follows the \(row)'s height"
    case .viewsOutsideFittedRow(_, let above, let below):
      let edges =
        [
          below > 0
            ? "the Bottom of the lowest of these views to the content view's Bottom Margin" : nil,
          above > 0 ? "the Top of the highest to the content view's Top Margin" : nil,
        ].compactMap { $0 }.joined(separator: ", and ")
      return "in Interface Builder, pin \(edges) (control-drag to the content view), so that "
        + "the \(row)'s height holds them"
    case .viewsOutsideFixedRow:
      return rowHeight
        + "; or pin the views' Top and Bottom so that they follow the \(row)'s height"
    case .ambiguousLayout, .zeroFittingHeight, .invalidSize, .emptyImageView:
      return nil
    }
  }

  /// `unknown-font` for a label whose text cannot be measured.
  ///
  /// - Parameter viewID: The label, by its model name.
  /// - Returns: The fix-it.
  func unmeasurableLabelFixIt(_ viewID: String) -> String {
    "install the font, register its file with --font-file, or choose a System font for \(view(viewID)) in Interface Builder's Attributes inspector"
  }
}
