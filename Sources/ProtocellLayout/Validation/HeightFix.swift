import ProtocellDiagnostics
import ProtocellTemplates

/// How to give a content view the height its constraints do not: the fix-it of
/// `undetermined-height`, for the first cause the probe found.
///
/// The fix is worded in the template language for a template and in Xcode's words for a cell
/// of an Interface Builder document (``words(in:)``).
enum HeightFix: Hashable {
  /// A constraint at or below the fitting priority (50) that would hold the height.
  case raisePriority(LayoutConstraint)
  /// A view that shrank with the cell: it needs a height of its own.
  case giveHeight(String)
  /// A view centred vertically in a content view that nothing gives a height: the content view
  /// needs one, `height` (the row height the document shows, when `isShown`).
  case fixContentHeight(centred: String, height: Double, isShown: Bool)
  /// A content view without views.
  case addViews
  /// The view that moved with the bottom, to tie below the view where the chain from the top
  /// ends.
  case tie(String, below: String)
  /// The view where the chain from the top ends, to pin to the bottom margin.
  case pinBottom(String)
  /// The view that moved with the bottom, to pin to the top margin.
  case pinTop(String)
  /// No single link found: a whole chain from top to bottom.
  case chain

  /// The fix in words: in the template language, or with the `terms` of an Interface Builder
  /// cell, in Xcode's.
  func words(in terms: InterfaceBuilderTerms?) -> String {
    guard let terms else { return templateWords }
    return interfaceBuilderWords(terms)
  }

  /// The fix in the template language.
  private var templateWords: String {
    switch self {
    case .raisePriority(let weak):
      return "raise the priority of '\(weak)' above 50"
    case .giveHeight(let view):
      return
        "give '\(view)' a height: a constraint on '\(view).height', content with an intrinsic height, or a vertical compression resistance above 50"
    case .fixContentHeight(let centred, let height, let isShown):
      let shown = isShown ? " (the row height the document shows)" : ""
      return
        "'\(centred)' is centred in the content view, which nothing gives a height: give it one, as 'superview.height == \(height.thousandthsDescription)'\(shown), or tie the views in a chain from 'margins.top' to 'margins.bottom'"
    case .addViews:
      return
        "add views tied in a chain of constraints from 'margins.top' to 'margins.bottom', or give the row a fixed height: the content view holds none, and UIKit gives such a row its default height, 44"
    case .tie(let dragged, let anchored):
      return
        "tie '\(dragged).top' to '\(anchored).bottom' (for example '\(dragged).top == \(anchored).bottom + 8')"
    case .pinBottom(let anchored):
      return
        "add '\(anchored).bottom == margins.bottom' (or '\(anchored).bottom <= margins.bottom')"
    case .pinTop(let dragged):
      return "add '\(dragged).top == margins.top'"
    case .chain:
      return "tie the views in a chain of constraints from 'margins.top' to 'margins.bottom'"
    }
  }

  /// The fix in Xcode's words, naming views as its document outline does.
  private func interfaceBuilderWords(_ terms: InterfaceBuilderTerms) -> String {
    switch self {
    case .raisePriority(let weak):
      return
        "in Interface Builder, select the constraint \(terms.constraint(weak)) and raise its Priority above 50 in the Attributes inspector"
    case .giveHeight(let view):
      return
        "in Interface Builder, give \(terms.view(view)) a height: a Height constraint, content with an intrinsic height, or a Vertical Content Compression Resistance Priority above 50 in the Size inspector"
    case .fixContentHeight(let centred, let height, let isShown):
      let shown = isShown ? " (the \(terms.row) height the document shows)" : ""
      return
        "\(terms.view(centred)) is centred vertically in the content view, which nothing gives a height: in Interface Builder, pin the views in a chain of constraints from the content view's Top Margin to its Bottom Margin, or add a Height constraint of \(height.thousandthsDescription)\(shown) to \(terms.contentView) with a Priority of 999 (at 1000 it conflicts with the \(terms.row) height UIKit sets, UIView-Encapsulated-Layout-Height)"
    case .addViews where terms.isInCollection:
      return
        "in Interface Builder, add views to the content view pinned in a chain of constraints from its Top Margin to its Bottom Margin, or give it a fixed size, \(terms.fixedHeightSetting) with Estimate Size None there: the content view holds none, and a layout that sizes items by their content lays it out 0 points tall"
    case .addViews:
      return
        "in Interface Builder, add views to the content view pinned in a chain of constraints from its Top Margin to its Bottom Margin, or give the table a fixed Row Height in its Size inspector: the content view holds none, and UIKit gives such a row its default height, 44"
    case .tie(let dragged, let anchored):
      return
        "in Interface Builder, pin \(terms.view(dragged)) Top to \(terms.view(anchored)) Bottom (control-drag from one to the other and choose Vertical Spacing)"
    case .pinBottom(let anchored):
      return
        "in Interface Builder, pin \(terms.view(anchored)) Bottom to the content view's Bottom Margin (control-drag to the content view and choose Bottom Space to Container Margin; a Greater Than or Equal relation lets the \(terms.row) grow taller)"
    case .pinTop(let dragged):
      return
        "in Interface Builder, pin \(terms.view(dragged)) Top to the content view's Top Margin (control-drag to the content view and choose Top Space to Container Margin)"
    case .chain:
      return
        "in Interface Builder, pin the views in a chain of constraints from the content view's Top Margin to its Bottom Margin"
    }
  }
}
