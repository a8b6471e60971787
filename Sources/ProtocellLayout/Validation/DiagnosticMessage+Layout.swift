// The messages of the layout checks (`ProtocellLayout`'s `LayoutValidationRule`), which lay each
// cell out with real fonts.

import ProtocellDiagnostics
import ProtocellTemplates
import TextMeasurement

extension DiagnosticMessage {
  /// Parts of a view's frame the constraints leave open.
  ///
  /// - Parameters:
  ///   - parts: The open parts, such as "width" and "height", in order.
  ///   - viewID: The view.
  ///   - constraints: The constraints that would close each part.
  ///   - contentPriority: When the view sizes itself (a label, an image, an intrinsic size) on
  ///     the open axis, so that priorities equal to a neighbour's are the likely cause: how the
  ///     layout sizes the views of that axis against their content (compressed names
  ///     compression resistance, stretched hugging, neither both). `nil` otherwise.
  /// - Returns: The message, with the constraints as its fix-it.
  static func ambiguousLayout(
    _ parts: [String], of viewID: String, constraints: [String],
    contentPriority: LayoutSession.ContentSqueeze? = nil
  ) -> Self {
    let list =
      parts.count > 1
      ? parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "") : parts.joined()
    let priorities: String
    switch contentPriority {
    case nil: priorities = ""
    case .none?:
      priorities =
        "'\(viewID)' sizes itself, and a neighbour with the same hugging and compression "
        + "resistance priorities competes for the room (Xcode's Content Priority Ambiguity): "
        + "give one of them a higher priority, or "
    case .compressed?:
      priorities =
        "'\(viewID)' sizes itself, the room is smaller than the content, and a neighbour with "
        + "the same compression resistance priority competes to keep its size (Xcode's Content "
        + "Priority Ambiguity): give one of them a higher compression resistance, give the "
        + "content more room (\(Self.room(horizontal: parts.contains("width")))), or "
    case .stretched?:
      priorities =
        "'\(viewID)' sizes itself, the room is larger than the content, and a neighbour with "
        + "the same hugging priority competes to keep its size (Xcode's Content Priority "
        + "Ambiguity): give one of them a higher hugging priority, or "
    }
    return Self(
      "the \(list) of '\(viewID)' \(parts.count > 1 ? "are" : "is") ambiguous",
      code: .ambiguousLayout,
      fixIt: priorities + "add a constraint for \(constraints.joined(separator: ", "))")
  }

  /// Where a compressed axis finds more room: beside the view across a row, down a taller one.
  ///
  /// A row is as wide as its table (a review: a width's ambiguity was told "a taller row").
  /// `row` is what the cell is to the view that shows it (`item` in a collection view).
  static func room(horizontal: Bool, row: String = "row") -> String {
    horizontal ? "shorter neighbours, smaller spacing" : "a taller \(row), smaller spacing"
  }

  /// A view the layout gives a negative or non-finite size.
  ///
  /// - Parameters:
  ///   - width: The width the cell was laid out at.
  ///   - description: What happened, naming the view and its size.
  ///   - byGeneratedConstraints: Whether only constraints UIKit generates (a stack's) name the
  ///     view, so that there is none of the author's to lower.
  /// - Returns: The message, with how to give the view room as its fix-it.
  package static func invalidSize(
    width: String, description: String, byGeneratedConstraints: Bool = false
  ) -> Self {
    Self(
      "at width \(width), \(description)", code: .invalidSize,
      fixIt: byGeneratedConstraints
        ? "give the view a size of its own (a constraint on its height or width, or content with an intrinsic size), or let the cell grow"
        : "give the view room: lower the priority of one of these constraints, or let the cell grow"
    )
  }

  /// A label the layout leaves shorter than its text, or 0 points wide with text
  /// (``LayoutWarning/squeezedLabel(viewID:height:needed:lines:fixedBy:)``,
  /// ``LayoutWarning/narrowedLabel(viewID:fixedBy:)``).
  ///
  /// - Parameters:
  ///   - width: The width the cell was laid out at.
  ///   - problem: What happened (``LayoutWarning/problem``).
  ///   - fix: How to mend it (``LayoutWarning/fix``).
  /// - Returns: A warning, with the fix as its fix-it.
  package static func squeezedLabel(width: String, problem: String, fix: String?) -> Self {
    Self("at width \(width), \(problem)", code: .squeezedLabel, severity: .warning, fixIt: fix)
  }

  /// Views the layout puts past their row's top or bottom
  /// (``LayoutWarning/viewsOutsideFittedRow(viewIDs:above:below:)``,
  /// ``LayoutWarning/viewsOutsideFixedRow(viewIDs:above:below:rowHeight:)``).
  ///
  /// - Parameters:
  ///   - width: The width the cell was laid out at.
  ///   - problem: What happened (``LayoutWarning/problem``).
  ///   - fix: How to mend it (``LayoutWarning/fix``).
  /// - Returns: A warning, with the fix as its fix-it.
  package static func viewsOutsideRow(width: String, problem: String, fix: String?) -> Self {
    Self("at width \(width), \(problem)", code: .viewOutsideRow, severity: .warning, fixIt: fix)
  }

  /// A cell whose layout fails for another reason.
  package static func layoutFailed(cell: String, reason: String) -> Self {
    Self("cannot lay out cell '\(cell)': \(reason)", code: .unsatisfiableConstraints)
  }

  /// A cell whose constraints take more solver work than the limit.
  package static func layoutTooComplex(cell: String, limit: Int) -> Self {
    Self(
      "cannot lay out cell '\(cell)': solving its constraints takes more than \(limit) units of solver work, the limit",
      code: .limitExceeded,
      fixIt:
        "simplify the constraints (thousands of inequalities on one attribute are the usual cause), or raise 'maximumLayoutWork' in the limits of .protocell.json"
    )
  }

  /// A content view whose height nothing above the fitting priority holds, so that the
  /// self-sizing pass collapses it.
  ///
  /// An error in templates, whose rows are measured by self-sizing. In an Interface Builder
  /// document a warning: Xcode says nothing, a table with a fixed row height never asks, and a
  /// self-sizing table logs "Warning once only" and gives the row its default height.
  ///
  /// `squeezed` names the view that gives way when the cell keeps a height of its own (given
  /// too, in points; below a thousandth of a point, none): the pass squeezes that view to
  /// nothing, not the cell.
  ///
  /// `isInSelfSizingTable` and `isInSelfSizingCollection`: the cell is a prototype of a table
  /// in the document whose rows, or of a collection view whose items, size themselves; the
  /// message says what UIKit does there, without the hedge.
  ///
  /// `defaultRowHeight` is the height a self-sizing table gives a row its content does not hold
  /// (UIKit's 44, Xcode 26's canvas's 51); 0 for a collection view's cell, header or footer,
  /// which has no default height.
  package static func undeterminedHeight(
    cell: String, isInterfaceBuilder: Bool = false, isInSelfSizingTable: Bool = false,
    isInSelfSizingCollection: Bool = false, squeezed: (view: String, height: Double)? = nil,
    defaultRowHeight: Double = 44
  ) -> Self {
    // The solver leaves residues (7.1e-15) where the cell keeps nothing.
    let kept = squeezed.map { ($0.height * 1000).rounded() / 1000 } ?? 0
    let headline =
      squeezed.map {
        "the height of '\($0.view)' in cell '\(cell)' is not determined by its content: nothing above the fitting priority (50) stops it from shrinking, so the self-sizing pass squeezes it to 0 (the cell to \(points(max(0, kept))))"
      }
      ?? "the height of cell '\(cell)' is not determined by its content: nothing above the fitting priority (50) stops the content view from shrinking, so the self-sizing pass collapses it"
    // Where the table sets the row height nothing is wrong; a self-sizing table gives the row
    // what the constraints keep, or its default height when they keep nothing.
    let selfSizing =
      kept > 0 ? points(kept) : "its default row height, \(defaultRowHeight.compactDescription)"
    // A prototype of a self-sizing table or collection view in the document: no hedge, its
    // container is known.
    let context =
      isInSelfSizingTable
      ? " (its table sizes its rows itself, so UIKit gives it \(selfSizing))"
      : isInSelfSizingCollection
        ? " (its collection view's layout sizes its items by their content, so UIKit lays it out \(points(max(0, kept))) tall)"
        : defaultRowHeight == 0
          ? " (fine where the collection view's layout sets its size; one that sizes its items by their content lays it out \(points(max(0, kept))) tall)"
          : isInterfaceBuilder
            ? " (fine where the table sets the row height; a self-sizing table gives it \(selfSizing))"
            : ""
    return Self(
      headline + context,
      code: .undeterminedHeight, severity: isInterfaceBuilder ? .warning : .error)
  }

  /// A label whose font cannot be found or whose text cannot be measured.
  package static func unmeasurableLabel(_ viewID: String, reason: String) -> Self {
    Self(
      "cannot measure label '\(viewID)': \(reason)", code: .unknownFont,
      fixIt: "install the font, register its file, or use fontFamily=\"system\"")
  }

  /// A label whose family is not installed, measured with a stand-in.
  ///
  /// The stand-in is an iOS family's nearest open family, or fontconfig's choice for a family
  /// the app bundles. Interface Builder
  /// substitutes a missing font with a warning too, and UIKit never stops for one.
  ///
  /// The substitution's learned line metrics, when it has them, are the line height the
  /// stand-in was given from Interface Builder's frames of the family's labels
  /// (`FontTextMeasurer.learnLineHeights(from:)`), said in ems. A name of the system font itself
  /// (``FontSubstitution/isSystemFontName``) is measured as the system font, which says so.
  package static func fontStandIn(_ viewID: String, substitution: FontSubstitution) -> Self {
    let family = substitution.requestedFamily
    let standIn = substitution.substituteFamily
    let isIOSFamily = substitution.isIOSFamily
    let lines =
      substitution.learnedLineMetrics.map {
        ", with lines \(($0.lineHeight(atSize: 1) * 1_000).rounded() / 1_000) em tall as Interface Builder recorded the family's labels"
      } ?? ""
    if substitution.isSystemFontName {
      return Self(
        "the text of '\(viewID)' is in '\(family)', a name of the iOS system font, which is not installed here; it is measured as the system font is (SF Pro's line heights and Protocell's model of its widths), without the tracking UIKit gives the system font, as a label that names the family is drawn",
        code: .unknownFont, severity: .warning,
        fixIt:
          "nothing to change: the system font's widths are modelled (Documentation/SystemFontWidths.md); register the family's font file with --font-file (or FontLibrary.registerFont(atPath:)) if you have one licensed for this machine"
      )
    }
    return Self(
      isIOSFamily
        ? "the text of '\(viewID)' is in the iOS font '\(family)', which is not installed here; it is measured with its stand-in '\(standIn)'\(lines), so its widths are approximate"
        : "the text of '\(viewID)' is in '\(family)', which is not installed; it is measured with '\(standIn)'\(lines)",
      code: .unknownFont, severity: .warning,
      fixIt: isIOSFamily
        ? "register a font file of the family with --font-file (or FontLibrary.registerFont(atPath:)) if you have one licensed for this machine"
        : "register the font files the app bundles with --font-file (or FontLibrary.registerFont(atPath:))"
    )
  }

  /// An italic font whose family has no italic face installed: measured with an upright one.
  package static func italicFaceMissing(_ viewID: String, family: String, substitute: String)
    -> Self
  {
    Self(
      "the text of '\(viewID)' asks for an italic '\(family)', but no italic face is installed; it is measured with '\(substitute)'",
      code: .unknownFont, severity: .warning,
      fixIt:
        "install or register an italic face of the family (DejaVu Sans has 'DejaVu Sans Oblique')")
  }

  /// A required constraint the layout breaks.
  ///
  /// `resistingView` names the view whose required compression resistance (1000) is the
  /// broken constraint, with its axis: the lever is that priority, not the constraints UIKit
  /// generates for stacks. `involvesAutoresizingMask` says a view's autoresizing mask is in the
  /// conflict (the mask's constraints hold and a constraint of the document breaks), whose fix
  /// is in Interface Builder's terms.
  package static func unsatisfiableConstraints(
    width: String, constraint: String, conflicts: String, involvesAutoresizingMask: Bool = false,
    resistingView: (view: String, axis: String)? = nil
  ) -> Self {
    let fixIt: String
    if involvesAutoresizingMask {
      fixIt =
        "the view is placed by its autoresizing mask as well as by constraints: give it constraints that place it fully in Interface Builder (which stops the mask's), or remove the others"
    } else if let resistingView {
      fixIt =
        "'\(resistingView.view)' resists \(resistingView.axis) compression at 1000, so nothing may squeeze it: lower its \(resistingView.axis) compression resistance below 1000 (Interface Builder's Content Compression Resistance Priority; a template's \(resistingView.axis)CompressionResistance), or remove one of the cell's constraints that squeeze it"
    } else {
      fixIt = "remove one of these constraints, or lower its priority below 1000"
    }
    return Self(
      "unsatisfiable constraints at width \(width): \(constraint) conflicts with \(conflicts.isEmpty ? "the cell's own constraints" : conflicts); the layout breaks it",
      code: .unsatisfiableConstraints, fixIt: fixIt)
  }
}

/// `16 points`, `1 point`: a length in a message, to the thousandth.
private func points(_ length: Double) -> String {
  let number = length.thousandthsDescription
  return number == "1" ? "1 point" : "\(number) points"
}
