/// The standard accessory a table cell shows at its trailing edge (`UITableViewCell.AccessoryType`).
///
/// An accessory narrows the cell's content view: UIKit lays the content view out beside the
/// accessory, so a template's views get less width than the table's. How much is a layout rule
/// (`CellChrome` in ProtocellLayout, documented with its sources in `UIKitLayoutRules.md`).
public enum CellAccessory: String, Sendable, Hashable, CaseIterable, Codable {
  /// No accessory (UIKit's default).
  case none
  /// A chevron: the row leads somewhere (`.disclosureIndicator`).
  case disclosureIndicator
  /// A checkmark (`.checkmark`).
  case checkmark
  /// An info button (`.detailButton`).
  case detailButton
  /// An info button and a chevron (`.detailDisclosureButton`).
  case detailDisclosureButton
}
