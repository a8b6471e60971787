import Cassowary
import ProtocellTemplates

/// Something a layout had to answer for, short of breaking a constraint: a size below zero, a
/// fitting height of zero replaced by the table's default row height, views the constraints
/// leave ambiguous, an image view laid out empty, or a label too short for its text.
public enum LayoutWarning: Sendable, Hashable, CustomStringConvertible {
  /// The constraints leave the position or size of these visible views open for this row: many
  /// layouts are equally good (UIKit's `hasAmbiguousLayout`), and the frames given are one of
  /// them, which may differ from engine to engine and from one row history to another.
  case ambiguousLayout(viewIDs: [String])
  /// The content view's fitting height came out zero. UITableView then logs "Warning once
  /// only: Detected a case where constraints ambiguously suggest a height of zero for a
  /// tableview cell's content view" and uses its default row height; so does the engine. A
  /// prototype whose default height is 0 (a collection view's cell, header or footer) is laid
  /// out 0 points tall.
  case zeroFittingHeight(defaultRowHeight: Double)
  /// A view's laid-out width or height is negative or not finite; `constraints` are the
  /// template constraints that name the view.
  case invalidSize(viewID: String, width: Double, height: Double, constraints: [ConstraintOrigin])
  /// An image view with no image for this row (none in the template, none in the row) is laid
  /// out 0 points tall, as UIKit lays out an image view without an image: the row's height
  /// leaves out the image the app would show. `key` is the row key that gives it one (its
  /// binding), `nil` when no row can.
  case emptyImageView(viewID: String, key: String?)
  /// A label (or a text view that does not scroll) laid out shorter than its text's lines by
  /// more than half a line: constraints at
  /// or above its vertical compression resistance hold it there (a tie between its horizontal
  /// and vertical compression resistance when its width follows the row's height, or a fixed
  /// height), so UIKit draws fewer lines than the text needs, over its neighbours or clipped.
  /// `height` is the label's laid-out height; `needed` the height of the text's `lines` lines
  /// at the label's width. `fixedBy` is the label's own constant height constraint at or above
  /// its vertical compression resistance (`time.height == 15`) when one holds it, which no
  /// priority can overcome: the fix is to let go of it. It is the cell's own constraint, with
  /// its location, so that a diagnostic can point at it.
  case squeezedLabel(
    viewID: String, height: Double, needed: Double, lines: Int,
    fixedBy: LayoutConstraint? = nil)
  /// A label with text laid out less than half a point wide: constraints at or above its
  /// horizontal compression resistance hold it there (a tie between it and a view whose width
  /// follows the row's height, or a fixed width), so UIKit draws none of its text.
  /// `fixedBy` is the label's own constant width constraint at or above its horizontal
  /// compression resistance (`title.width == 0`) when one holds it: the fix is to let go of it.
  case narrowedLabel(viewID: String, fixedBy: LayoutConstraint? = nil)
  /// Views that reach past a row whose height is its content view's fitting height: the
  /// constraints that give the height leave them out (a chain from the content view's top to
  /// its bottom that does not pass them), so UIKit draws them cut by the content view or over
  /// the neighbouring rows. `above` and `below` are how far the highest and the lowest reach
  /// past the row's top and bottom, in points (0 for a side none passes).
  case viewsOutsideFittedRow(viewIDs: [String], above: Double, below: Double)
  /// Views that reach past a row whose height is fixed (a table's row height, IB's recorded
  /// height, `--height`) though no constraint broke: centred or pinned to one edge, they are
  /// taller than the row leaves them, so UIKit draws them cut by the content view or over the
  /// neighbouring rows. `above` and `below` are how far the highest and the lowest reach past
  /// the row's top and bottom, in points (0 for a side none passes); `rowHeight` is the row's.
  case viewsOutsideFixedRow(viewIDs: [String], above: Double, below: Double, rowHeight: Double)

  /// One sentence for people: ``problem``, then ``fix`` after a semicolon when there is one.
  public var description: String {
    fix.map { problem + "; " + $0 } ?? problem
  }

  /// What happened to the row, without the fix: `validate` gives the fix apart, as a fix-it.
  public var problem: String {
    switch self {
    case .ambiguousLayout(let viewIDs):
      "the layout of \(viewIDs.map { "'\($0)'" }.joined(separator: ", ")) is ambiguous for this "
        + "row: other frames satisfy the constraints equally well"
    case .zeroFittingHeight(let height) where height == 0:
      "the content view fits at 0 points: nothing in it holds a height (no views, empty ones, or "
        + "no chain of constraints from its top to its bottom), and a collection view has no "
        + "default height for its items: it is laid out 0 points tall"
    case .zeroFittingHeight(let height) where height == LayoutSession.defaultRowHeight:
      Self.emptyContentView + "UIKit logs that \"constraints ambiguously suggest a height of "
        + "zero\" and gives the row the default row height, \(height.compactDescription), its "
        + "content view that less the separator's pixel"
    case .zeroFittingHeight(let height):
      // Only a canvas's reading gives a table's row another default (Xcode 26's 51).
      Self.emptyContentView
        + "Interface Builder's canvas draws such a row at its default row height, "
        + "\(height.compactDescription) (Xcode 26's), its content view that less the separator's "
        + "pixel; at run time (with rows) UIKit logs that \"constraints ambiguously suggest a "
        + "height of zero\" and gives it \(LayoutSession.defaultRowHeight.compactDescription)"
    case .invalidSize(let viewID, let width, let height, let constraints):
      "'\(viewID)' is laid out at \(width.thousandthsDescription) × "
        + "\(height.thousandthsDescription), "
        + "a size below zero, by \(constraints.isEmpty ? "the constraints UIKit generates" : constraints.map(\.description).joined(separator: ", "))"
    case .emptyImageView(let viewID, _):
      "'\(viewID)' has no image for this row and is laid out 0 points tall, as UIKit lays out an "
        + "image view without one"
    case .squeezedLabel(let viewID, let height, let needed, let lines, let fixedBy?):
      "'\(viewID)' is laid out \(height.thousandthsDescription) "
        + "\(Self.points(height)) tall where its "
        + "\(lines == 1 ? "line needs" : "\(lines) lines need") \(needed.thousandthsDescription): "
        + "its constraint '\(fixedBy)' \(Self.holds(fixedBy)) its height, and UIKit draws the "
        + "text cut"
    case .squeezedLabel(let viewID, let height, let needed, let lines, nil):
      "'\(viewID)' is laid out \(height.thousandthsDescription) "
        + "\(Self.points(height)) tall where its "
        + "\(lines == 1 ? "line needs" : "\(lines) lines need") \(needed.thousandthsDescription): "
        + "constraints "
        + "at or above its vertical compression resistance squeeze it, and UIKit draws the text "
        + "cut or over its neighbours"
    case .narrowedLabel(let viewID, let fixedBy?):
      "'\(viewID)' is laid out 0 points wide, so UIKit draws none of its text: its constraint "
        + "'\(fixedBy)' \(Self.holds(fixedBy)) its width"
    case .narrowedLabel(let viewID, nil):
      "'\(viewID)' is laid out 0 points wide, so UIKit draws none of its text: constraints at "
        + "or above its horizontal compression resistance squeeze it"
    case .viewsOutsideFittedRow(let viewIDs, let above, let below):
      Self.reach(of: viewIDs, above: above, below: below) + " the cell: the "
        + "constraints that give the cell its height leave \(viewIDs.count == 1 ? "it" : "them") "
        + "out, and UIKit draws \(viewIDs.count == 1 ? "it" : "them") cut or over "
        + "\(above > 0 && below > 0 ? "the neighbouring cells" : above > 0 ? "the cell above" : "the next cell")"
    case .viewsOutsideFixedRow(let viewIDs, let above, let below, let rowHeight):
      Self.reach(of: viewIDs, above: above, below: below)
        + " the cell, whose content view is fixed at \(rowHeight.thousandthsDescription) "
        + "\(Self.points(rowHeight)) tall: UIKit draws "
        + "\(viewIDs.count == 1 ? "it" : "them") cut or over the neighbouring cells"
    }
  }

  /// How to mend the template or document, or `nil` for a warning that only explains
  /// (ambiguity, a zero fit, a size below zero, which `validate` reports with fixes of its own).
  public var fix: String? {
    switch self {
    case .ambiguousLayout, .zeroFittingHeight, .invalidSize:
      nil
    case .emptyImageView(_, let key):
      key.map { "give the row the image's size, as {\"\($0)\": {\"width\": …, \"height\": …}}" }
        ?? "give it an image or a height in the template"
    case .squeezedLabel(_, _, _, let lines, _?):
      "remove that constraint (or make it >=) so that it grows with its text"
        + (lines > 1 ? ", or give it the width to fit its text in fewer lines" : "")
    case .squeezedLabel(_, _, _, _, nil):
      "raise its vertical compression resistance above them, or fix the size of a view whose "
        + "size follows the row's height"
    case .narrowedLabel(_, _?):
      "remove that constraint (or make it >=) so that the label is as wide as its text"
    case .narrowedLabel(_, nil):
      "raise its horizontal compression resistance above them, or fix the width of a view "
        + "whose width follows the row's height"
    case .viewsOutsideFittedRow(_, _, let below):
      "chain \(below > 0 ? "the lowest view's bottom to the content view's bottom" : "the highest view's top to the content view's top") (or its margin)"
    case .viewsOutsideFixedRow:
      "give the cell the height its content needs, or let the views' heights follow the cell's"
    }
  }

  /// What a table cell's content view that fits at 0 points holds, ahead of whose default row
  /// height it gets.
  private static let emptyContentView =
    "the cell's content view fits at 0 points: nothing in it holds a height for this row (no "
    + "views, empty ones, or no chain of constraints from its top to its bottom); "

  /// "'a', 'b' reach 3 points above and 2 points below": the views (the first three) and how
  /// far they reach past each side they pass.
  private static func reach(of viewIDs: [String], above: Double, below: Double) -> String {
    "\(viewIDs.prefix(3).map { "'\($0)'" }.joined(separator: ", "))"
      + "\(viewIDs.count > 3 ? " and \(viewIDs.count - 3) more" : "") "
      + "\(viewIDs.count == 1 ? "reaches" : "reach") "
      + [
        above > 0 ? "\(above.thousandthsDescription) \(points(above)) above" : nil,
        below > 0 ? "\(below.thousandthsDescription) \(points(below)) below" : nil,
      ].compactMap { $0 }.joined(separator: " and ")
  }

  /// What a constraint of a view's own size does to it: "caps" for `<=`, "fixes" for `==` (and
  /// `>=`, which holds a label short only with a negative constant's help from elsewhere).
  private static func holds(_ constraint: LayoutConstraint) -> String {
    constraint.relation == .lessThanOrEqual ? "caps" : "fixes"
  }

  /// "point" or "points" for `value`, as its description reads.
  private static func points(_ value: Double) -> String {
    value.thousandthsDescription == "1" ? "point" : "points"
  }
}
