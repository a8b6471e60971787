import Protocell

extension LayoutWarning {
  /// The warning as `measure` prints it for a prototype read from a template or, when
  /// `isInterfaceBuilder`, from an Interface Builder document, whose fixes are made in
  /// Interface Builder: an image view no row can fill is given an image there, or an outlet
  /// that rows fill, not "an image or a height in the template".
  ///
  /// A label squeezed in a cell laid out at the row height its table records
  /// (`rowHeightIsTables`) may be the row of an app that sizes its rows by content in code: the
  /// warning says that `--self-sizing-rows` lays it out so.
  ///
  /// - Parameters:
  ///   - isInterfaceBuilder: Whether the prototype is an Interface Builder cell.
  ///   - rowHeightIsTables: Whether the row's height is the one its table records.
  /// - Returns: One sentence for people.
  func description(isInterfaceBuilder: Bool, rowHeightIsTables: Bool = false) -> String {
    if rowHeightIsTables, case .squeezedLabel = self {
      return description
        + "; or, if the app sizes the table's rows by their content in code "
        + "(UITableView.automaticDimension, as apps of Xcode before 11 do), measure with "
        + "--self-sizing-rows"
    }
    guard isInterfaceBuilder, case .emptyImageView(let viewID, nil) = self else {
      return description
    }
    return "'\(viewID)' has no image for this row and is laid out 0 points tall, as UIKit lays "
      + "out an image view without one; give it an image or a height in Interface Builder, or "
      + "connect it to an outlet, which rows then fill by its name"
  }
}
