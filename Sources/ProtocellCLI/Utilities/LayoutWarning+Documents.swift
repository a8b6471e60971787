import Protocell

extension LayoutWarning {
  /// What holds a row's height at one the document records.
  enum RecordedHeight {
    /// The row height its table records.
    case tableRow
    /// The item size its collection view's layout gives.
    case item
  }

  /// The warning as `measure` prints it for a prototype read from a template or, when
  /// `isInterfaceBuilder`, from an Interface Builder document, whose fixes are made in
  /// Interface Builder: an image view no row can fill is given an image there, or an outlet
  /// that rows fill, not "an image or a height in the template".
  ///
  /// A label squeezed in a cell laid out at the row height its table records, or at the item
  /// size its collection view's layout gives (`recordedHeight`), may be in the row of an app
  /// that sizes its rows or items by content in code: the warning says that
  /// `--self-sizing-rows` lays it out so.
  ///
  /// - Parameters:
  ///   - isInterfaceBuilder: Whether the prototype is an Interface Builder cell.
  ///   - recordedHeight: What holds the row's height, when it is a height the document records.
  /// - Returns: One sentence for people.
  func description(isInterfaceBuilder: Bool, recordedHeight: RecordedHeight? = nil) -> String {
    // A label its own height constraint holds is no row's doing: sizing rows by content
    // leaves it as short.
    if let recordedHeight, case .squeezedLabel(_, _, _, _, nil) = self {
      switch recordedHeight {
      case .tableRow:
        return description
          + "; or, if the app sizes the table's rows by their content in code "
          + "(UITableView.automaticDimension, as apps of Xcode before 11 do), measure with "
          + "--self-sizing-rows"
      case .item:
        return description
          + "; or, if the app's collection view layout sizes its items by their content (an "
          + "estimated item size set in code), measure with --self-sizing-rows"
      }
    }
    guard isInterfaceBuilder, case .emptyImageView(let viewID, nil) = self else {
      return description
    }
    return "'\(viewID)' has no image for this row and is laid out 0 points tall, as UIKit lays "
      + "out an image view without one; give it an image or a height in Interface Builder, or "
      + "connect it to an outlet, which rows then fill by its name"
  }
}
