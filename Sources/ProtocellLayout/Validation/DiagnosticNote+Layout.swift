// The notes the layout checks attach, declared once as the messages are, sorted by name.

import ProtocellDiagnostics

extension DiagnosticNote {
  /// Where the chain of vertical constraints from the content view's top ends.
  package static func chainEnds(at viewID: String, location: SourceLocation?) -> Self {
    Self(
      message:
        "the chain from the top ends at '\(viewID)': nothing above priority 50 holds the content view's bottom below it",
      location: location)
  }

  /// A constraint that conflicts with the one the layout breaks.
  package static func conflictingConstraint(_ constraint: String, location: SourceLocation?)
    -> Self
  {
    Self(message: "conflicting constraint \(constraint)", location: location)
  }

  /// The view's own size constraint that squeezes a label (`squeezed-label`), where it is.
  package static func holdingConstraint(_ constraint: String, location: SourceLocation?) -> Self {
    Self(message: "'\(constraint)' holds the label's size here", location: location)
  }

  /// Constraints of the content view's margins, which IB's canvas drew at other widths than
  /// UIKit gives them at run time.
  package static func runTimeMargins(
    canvas: String, runTime: String, location: SourceLocation?
  ) -> Self {
    Self(
      message:
        "'margins' are the content view's margins at run time (\(runTime)); Interface Builder's canvas drew this document with \(canvas), where these constraints can agree and IB shows no conflict",
      location: location)
  }

  /// Run-time margins taller than the canvas's, which leave a fixed row less room for its
  /// content than Interface Builder drew it with.
  package static func runTimeMarginsTaller(
    canvas: String, runTime: String, location: SourceLocation?
  ) -> Self {
    Self(
      message:
        "the content view's margins at run time (\(runTime)) take more of the row's height than those Interface Builder's canvas drew this document with (\(canvas)): the content has less room at run time than the canvas shows",
      location: location)
  }

  /// A constraint too weak to stop the self-sizing pass from shrinking the cell.
  package static func constraintBelowFittingPriority(
    _ constraint: String, priority: String, location: SourceLocation?
  ) -> Self {
    Self(
      message:
        "'\(constraint)' has priority \(priority), not above the self-sizing pass's 50: the pass shrinks the cell against it",
      location: location)
  }

  /// A view that moves with the content view's bottom while the cell shrinks.
  package static func movesWithBottom(_ viewID: String, location: SourceLocation?) -> Self {
    Self(
      message:
        "'\(viewID)' moves with the content view's bottom: nothing above priority 50 ties its top to the views above it",
      location: location)
  }

  /// A view centred vertically in the content view, which moves as the cell shrinks: a chain
  /// through its top would not be the fix (see ``HeightFix``).
  package static func movesWithCentre(_ viewID: String, location: SourceLocation?) -> Self {
    Self(
      message:
        "'\(viewID)' is centred vertically, so it moves as the content view shrinks: nothing above priority 50 holds the content view's height",
      location: location)
  }

  /// A view whose height gives way while the cell shrinks.
  package static func shrinksWithCell(_ viewID: String, location: SourceLocation?) -> Self {
    Self(
      message: "'\(viewID)' shrinks with the cell: nothing above priority 50 holds its height",
      location: location)
  }
}
