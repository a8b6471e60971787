import Protocell

extension LayoutWarning {
  /// The warning as `measure` prints it for a prototype read from a template or, when
  /// `isInterfaceBuilder`, from an Interface Builder document, whose fixes are made in
  /// Interface Builder: an image view no row can fill is given an image there, or an outlet
  /// that rows fill, not "an image or a height in the template".
  ///
  /// - Parameter isInterfaceBuilder: Whether the prototype is an Interface Builder cell.
  /// - Returns: One sentence for people.
  func description(isInterfaceBuilder: Bool) -> String {
    guard isInterfaceBuilder, case .emptyImageView(let viewID, nil) = self else {
      return description
    }
    return "'\(viewID)' has no image for this row and is laid out 0 points tall, as UIKit lays "
      + "out an image view without one; give it an image or a height in Interface Builder, or "
      + "connect it to an outlet, which rows then fill by its name"
  }
}
