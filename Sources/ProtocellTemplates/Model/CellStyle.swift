/// A table cell's built-in style (`UITableViewCell.CellStyle`), which lays out its standard
/// views: a text label, a detail text label and an image view.
///
/// A cell with a built-in style declares the standard views it uses as ordinary views named
/// ``textLabelID``, ``detailTextLabelID`` and ``imageViewID`` (bindable like any label or image),
/// and writes no constraints for them: the layout places them as UIKit does for the style
/// (`CellChrome` in ProtocellLayout; the rules and their sources are in `UIKitLayoutRules.md`).
public enum CellStyle: String, Sendable, Hashable, CaseIterable, Codable {
  /// No built-in style: the cell's own views and constraints (a custom cell).
  case custom
  /// One text label at the leading edge (`.default`; IB's `IBUITableViewCellStyleDefault`).
  case `default`
  /// A text label above a smaller detail label (`.subtitle`).
  case subtitle
  /// A text label at the leading edge and a detail label at the trailing edge (`.value1`).
  case value1
  /// A detail label beside a narrow, trailing-aligned text label (`.value2`, as in Contacts).
  case value2

  /// The `id` of a built-in style's text label.
  public static let textLabelID = "textLabel"
  /// The `id` of a built-in style's detail text label.
  public static let detailTextLabelID = "detailTextLabel"
  /// The `id` of a built-in style's image view.
  public static let imageViewID = "imageView"
}
