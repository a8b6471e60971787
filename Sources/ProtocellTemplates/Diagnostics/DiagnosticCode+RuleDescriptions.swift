import ProtocellDiagnostics

// What each rule reports and how to satisfy it, one entry per code of `DiagnosticCode.all`,
// sorted by name. The "Rule codes" table of TemplateLanguage.md says the same words;
// `RuleDescriptionTests` reads it and fails where the two differ.

extension DiagnosticCode {
  /// What the rule of this code reports and how to satisfy it, or `nil` for a code that is not
  /// one of ``all`` (a snapshot finding's, say).
  public var ruleDescription: RuleDescription? {
    Self.ruleDescriptions[self]
  }

  /// The descriptions of the codes of ``all``, by code.
  static let ruleDescriptions: [DiagnosticCode: RuleDescription] = [
    .ambiguousLayout: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "Laid out at the cell's width, a visible view's position or size is not determined by the constraints (UIKit's \"ambiguous layout\").",
      fix: "Add the constraint the fix-it names (an edge, a size, or both edges)."),
    .axisMismatch: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A location relates to one on the other axis (`a.top == b.leading`).",
      fix: "Use an attribute of the same axis."),
    .bindingNotSupported: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "`bind` on a `<view>` or `<stack>`.",
      fix: "Bind a label or image inside it."),
    .constantLocationConstraint: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A location equals a constant alone (`title.top == 12`).",
      fix: "Relate it to an item: `title.top == superview.top + 12`."),
    .constraintSyntax: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "The expression does not parse (also an empty `<constraint>`, or an unknown priority name); the column points at the offending token.",
      fix: "Follow the grammar; the fix-it shows the form."),
    .customClass: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "An Interface Builder view has a `customClass`; it is laid out as its base class, whose intrinsic size the subclass may change.",
      fix: "Add the size as constraints, or ignore."),
    .duplicateConstraintID: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "Two constraints of a cell share an `id`; a note points at the first.",
      fix: "Rename one."),
    .duplicateReuseIdentifier: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "Two cells share a reuse identifier, in one file or across files; a note points at the first.",
      fix: "Rename one."),
    .duplicateViewID: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "Two views of a cell share an `id`; a note points at the first.",
      fix: "Rename one."),
    .entityDeclaration: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "The document declares an entity in a DTD, or its `<!DOCTYPE …>` names an external DTD (never loaded).",
      fix: "Remove the `<!DOCTYPE …>` block; write the text out."),
    .fileTooLarge: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "The file exceeds `maximumFileSize` (16 MiB by default); the size comes from the file system, so the file is not read.",
      fix: "Split the file, or raise the limit."),
    .hideWhenEmptyWithoutBinding: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen: "`hideWhenEmpty` on a view without `bind`.",
      fix: "Add `bind` or remove `hideWhenEmpty`."),
    .invalidAnchor: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A baseline of `superview` or `margins`.",
      fix: "Use `bottom`, or a label's baseline."),
    .invalidIdentifier: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "A view `id` that is not an identifier (`title-label`, `2x`), or a reuse identifier with white space or control characters.",
      fix: "Use letters, digits and `_`, not starting with a digit."),
    .invalidMultiplier: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A location with a multiplier of 0.",
      fix: "Remove `* 0`."),
    .invalidNumber: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "A number that is malformed, not finite, out of its range, not whole where it must be, or a division by zero.",
      fix: "Write a number in range."),
    .invalidSize: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "At some width the layout gives a view a size that is not finite; notes list the constraints that name the view. (A size below zero cannot occur: as in UIKit, sizes stay at or above zero, and a constraint that would need one is broken: `unsatisfiable-constraints`.)",
      fix:
        "Give the view room: lower the priority of one of those constraints, or let the cell grow."),
    .invalidValue: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "A value outside its set (axis, weight, colour, boolean, …), an unsupported `version`, or a malformed `.protocell.json`.",
      fix: "Use one of the listed values; the fix-it suggests the nearest."),
    .itemOutsideCell: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A constraint names a view of another cell; a note points at it.",
      fix: "Declare the view in this cell, or move the constraint."),
    .labelWithoutText: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen: "A label with neither `text` nor `bind`.",
      fix: "Add one."),
    .leftRightAttribute: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen: "A constraint uses `left` or `right`.",
      fix: "Use `leading` or `trailing`."),
    .limitExceeded: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "An element nests deeper than `maximumNestingDepth` (64; reported at the element, and the file is not read further), a cell has more views or constraints than `maximumViewsPerCell` (1,000) or `maximumConstraintsPerCell` (5,000), a label's text exceeds `maximumTextLength` (100,000 characters), laying a cell out needs more solver work than `maximumLayoutWork` (16,000,000; reported at the cell by the layout checks), or the file meets one of libxml2's own limits (depth 256, text or attribute values of 10 MB).",
      fix: "Flatten or split, or raise the limit."),
    .malformedXML: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "The file is not well-formed XML, or is empty (libxml2's message, line and column).",
      fix: "Fix the XML; the fix-it names the usual cause."),
    .misplacedElement: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "A known element in the wrong place (a `<cell>` inside a cell, a second `<margins>`, a root other than `<templates>`, children in a label).",
      fix: "Move it; the fix-it lists what the parent takes."),
    .misplacedView: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "In a `.xib` or `.storyboard`, a view Interface Builder marks `misplaced=\"YES\"` (Xcode's \"Frame for … will be different at run time\"), with a note giving where the layout puts it, or saying that it agrees with the recorded frame; with `validate --compare-ib-frames`, also an unflagged view whose recorded y or height differs from the layout at IB's size by more than 0.5 pt. (A view IB marks `ambiguous=\"YES\"` is an `ambiguous-layout` warning, with a note saying whether the layout finds it ambiguous too.)",
      fix: "In Xcode, Editor ▸ Resolve Auto Layout Issues ▸ Update Frames."),
    .missingAttribute: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A view without `id`, or an image with only one of `imageWidth`/`imageHeight`.",
      fix: "Add the attribute."),
    .missingReuseIdentifier: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A cell without a (non-blank) `reuseIdentifier`.",
      fix: "Add one."),
    .mixedDirectionAttributes: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "`leading`/`trailing` related to `left`/`right`.",
      fix: "Use `leading`/`trailing` on both sides."),
    .noTemplateFiles: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "A folder given as a path holds no `*.xml`, `*.xib` or `*.storyboard` file (searched at any depth). When no path holds one, `protocell validate`, `compile`, `format` and the layout commands say instead, once, that there is nothing to check, compile or lay out (exit status 2); with `--allow-no-files`, `validate` and `compile` pass with this warning for each such folder.",
      fix: "Check the path, or pass `--allow-no-files` for a project with no templates yet."),
    .notUTF8: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "The file is UTF-16 or UTF-32, or contains a NUL byte.",
      fix: "Save it as UTF-8."),
    .priorityOutOfRange: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A constraint priority, hugging or compression resistance outside 1–1000.",
      fix: "Use 1–1000."),
    .reservedViewID: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A view named `superview` or `margins`.",
      fix: "Rename it."),
    .sizeLocationMismatch: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A size relates to a location (`a.width == b.leading`).",
      fix: "Relate sizes to sizes."),
    .skippedFile: RuleDescription(
      defaultSeverity: .note,
      reportedWhen:
        "A `*.xml` file found in a folder whose root element is neither `<templates>` nor an Interface Builder `<document>`, holds no `<cell>` and is no misspelling of `<templates>` (an app's `AndroidManifest.xml`, a `strings.xml`): it is left out, so that `validate App/` checks the templates and storyboards among an app's other files. Named on its own, such a file is an error (`misplaced-element`), as is a `.xib` or `.storyboard` whatever its root.",
      fix: "Nothing, or name the file to check it."),
    .squeezedLabel: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "Laid out at the cell's width or a `--width`, a label (or a text view that does not scroll) is more than half a line shorter than its text's lines, or 0 points wide with text: constraints at or above its compression resistance hold it there (its own height constraint, a fixed row height, or a tie with a view whose size follows the row's), and UIKit draws the text cut or over its neighbours. `measure` names it on the row too.",
      fix:
        "Let go of the label's own height constraint (or make it `>=`), raise its compression resistance above the constraints that squeeze it, or fix the size of the view whose size follows the row's."
    ),
    .undeterminedHeight: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "Nothing above the fitting priority (50) stops the content view from shrinking, so the self-sizing pass would collapse it: decided by the solver, which pulls the height below the fitting height and sees it move. Notes name the constraints at 50 or below, the view that shrinks with the cell, the view where the chain from the top ends, and the view that moves with the bottom.",
      fix:
        "Tie the lowest view's bottom to `margins.bottom` (`==`, or `<=`), tie a loose view's top to the view above, give a view without content a height, or raise a weak constraint above 50."
    ),
    .unexpectedText: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "Text where only elements belong (outside `<constraint>`).",
      fix: "Put text in a label's `text`, constraints in `<constraint>`."),
    .unknownAttribute: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "An attribute the element does not have; a note names the elements that have it.",
      fix: "Use the suggested spelling."),
    .unknownConfigurationKey: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen: "`.protocell.json` has a key, or a limit under `limits`, that does not exist.",
      fix: "Fix the key; the fix-it suggests the nearest."),
    .unknownElement: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "An element the language does not have (including `xi:include`).",
      fix: "Use the suggested spelling."),
    .unknownFont: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "A label's `fontFamily` is not installed or registered, so its text is measured with a stand-in (an iOS family's nearest open family, or fontconfig's choice), or it asks for an italic face the family lacks and is measured upright: a warning; an error when its text cannot be measured at all.",
      fix: "Install the font or register its file (`--font-file`), or use `system`."),
    .unknownItem: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "A constraint names no view of its cell.",
      fix: "Use the suggested id, `superview` or `margins`."),
    .unknownLayoutAttribute: RuleDescription(
      defaultSeverity: .error,
      reportedWhen: "An attribute such as `title.middle`.",
      fix: "Use the suggested spelling, or one of the attributes the fix-it lists."),
    .unknownRule: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen: "`.protocell.json` disables an unknown code, or one that cannot be disabled.",
      fix: "Fix the code; the fix-it suggests the nearest."),
    .unreadableFile: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "A path that does not exist or cannot be read, or names a directory (given as a file to `TemplateLoader.load(file:)`), a named pipe, a device or a socket: those are refused without being opened (a folder that holds no template is `no-template-files`).",
      fix: "Check the path."),
    .unsatisfiableConstraints: RuleDescription(
      defaultSeverity: .error,
      reportedWhen:
        "Required constraints cannot all hold at the cell's width or at a `--width`; the layout breaks one, as UIKit does, and notes list the smallest conflicting set with their lines.",
      fix: "Remove one, or lower its priority below 1000."),
    .unsupportedFeature: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "An Interface Builder document uses something Protocell does not model yet (a variation for other size classes or devices than an iPhone in portrait — a note —, a control without a known size, an autoresizing mask whose flexible parts have no length to share a change by, an unknown accessory type or cell style, a non-iOS document); the message names it and its line.",
      fix: "Remove it from the cell, or ignore the warning: the cell is laid out without it."),
    .viewOutsideRow: RuleDescription(
      defaultSeverity: .warning,
      reportedWhen:
        "Laid out at the cell's width or a `--width`, visible views reach past the row: above its top or below its bottom when the constraints that give a self-sizing row its height leave them out, or past a fixed row height (the table's, the one the document records) that is too short for them. UIKit draws them cut or over the neighbouring rows. `measure` names them on the row too.",
      fix:
        "Chain the lowest view's bottom (or the highest view's top) to the content view's edge or margin, or give a fixed row the height its content needs."
    ),
  ]
}
