// The codes of Protocell's rules, one static member each, sorted by name. They are all here,
// the layout checks' too, so that `.protocell.json` (read in this module) can switch any rule off
// by its code; `all` lists them. Each stage's messages are in its own `DiagnosticMessage+….swift`.

import ProtocellDiagnostics

extension DiagnosticCode {
  /// A view whose position or size the constraints do not determine (UIKit's "ambiguous layout").
  public static let ambiguousLayout: Self = "ambiguous-layout"
  /// A constraint relates a horizontal attribute to a vertical one (`a.top == b.leading`).
  public static let axisMismatch: Self = "axis-mismatch"
  /// A `bind` attribute on a view that has nothing to bind (a plain view or a stack).
  public static let bindingNotSupported: Self = "binding-not-supported"
  /// A location attribute constrained to a constant alone (`title.top == 12`).
  public static let constantLocationConstraint: Self = "constant-location-constraint"
  /// A constraint expression that does not parse.
  public static let constraintSyntax: Self = "constraint-syntax"
  /// Two constraints of one cell share an `id`.
  public static let duplicateConstraintID: Self = "duplicate-constraint-id"
  /// Two cells share a reuse identifier, in one file or across files.
  public static let duplicateReuseIdentifier: Self = "duplicate-reuse-identifier"
  /// Two views of one cell share an `id`.
  public static let duplicateViewID: Self = "duplicate-view-id"
  /// The document declares entities in a DTD, or names an external DTD; templates may not (no
  /// entity is ever expanded, no DTD ever loaded).
  public static let entityDeclaration: Self = "entity-declaration"
  /// The file is larger than the configured limit.
  public static let fileTooLarge: Self = "file-too-large"
  /// `hideWhenEmpty` on a view without a `bind` attribute: it can never hide.
  public static let hideWhenEmptyWithoutBinding: Self = "hide-when-empty-without-binding"
  /// An anchor that does not exist on its item (`margins.firstBaseline`).
  public static let invalidAnchor: Self = "invalid-anchor"
  /// An `id` or reuse identifier with characters outside letters, digits, `_` and `-`.
  public static let invalidIdentifier: Self = "invalid-identifier"
  /// A view that the layout drives to a negative or non-finite size at some width (the cell's
  /// content does not fit its constraints).
  public static let invalidSize: Self = "invalid-size"
  /// A multiplier that Auto Layout refuses (zero on a location attribute).
  public static let invalidMultiplier: Self = "invalid-multiplier"
  /// A number that does not parse, is not finite, or lies outside its range.
  public static let invalidNumber: Self = "invalid-number"
  /// An attribute value outside its set (an unknown axis, colour or boolean, say).
  public static let invalidValue: Self = "invalid-value"
  /// A constraint names a view of another cell: constraints cannot leave their cell.
  public static let itemOutsideCell: Self = "item-outside-cell"
  /// A label with neither `text` nor `bind`: it will always be empty.
  public static let labelWithoutText: Self = "label-without-text"
  /// A constraint uses `left`/`right`, which do not flip for right-to-left languages.
  public static let leftRightAttribute: Self = "left-right-attribute"
  /// A file exceeds one of the configured ``TemplateLimits`` (nesting depth, views or
  /// constraints per cell, text length) or one of libxml2's own limits.
  public static let limitExceeded: Self = "limit-exceeded"
  /// The document is not well-formed XML (libxml2's message, line and column).
  public static let malformedXML: Self = "malformed-xml"
  /// A known element in a place where it does not belong.
  public static let misplacedElement: Self = "misplaced-element"
  /// A view whose frame in an Interface Builder document is not where its constraints put it:
  /// one IB marks `misplaced="YES"` ("Frame for … will be different at run time", as Xcode
  /// says), or, when asked, one whose recorded frame differs from Protocell's layout.
  public static let misplacedView: Self = "misplaced-view"
  /// A required attribute is missing.
  public static let missingAttribute: Self = "missing-attribute"
  /// A cell without a reuse identifier.
  public static let missingReuseIdentifier: Self = "missing-reuse-identifier"
  /// A constraint mixes `leading`/`trailing` with `left`/`right`.
  public static let mixedDirectionAttributes: Self = "mixed-direction-attributes"
  /// A folder given as a path holds no template or Interface Builder file (a warning, with no
  /// location: it is about the paths given, not about a file).
  public static let noTemplateFiles: Self = "no-template-files"
  /// The file is not UTF-8 (UTF-16 or UTF-32, or it contains NUL bytes).
  public static let notUTF8: Self = "not-utf8"
  /// A constraint priority outside 1...1000.
  public static let priorityOutOfRange: Self = "priority-out-of-range"
  /// A view `id` that names a built-in item (`superview`, `margins`).
  public static let reservedViewID: Self = "reserved-view-id"
  /// A size attribute related to a location attribute (`a.width == b.leading`).
  public static let sizeLocationMismatch: Self = "size-location-mismatch"
  /// A label laid out shorter than its text's lines by more than half a line, or 0 points wide
  /// with text: constraints at or above its compression resistance hold it there, and UIKit
  /// draws its text cut.
  public static let squeezedLabel: Self = "squeezed-label"
  /// A file found in a folder whose root is another format's (an app's `AndroidManifest.xml`),
  /// left out of the check.
  public static let skippedFile: Self = "skipped-file"
  /// No vertical chain of constraints from the content view's top to its bottom: the self-sizing
  /// height would collapse to the fitting minimum.
  public static let undeterminedHeight: Self = "undetermined-height"
  /// Text where only elements may stand.
  public static let unexpectedText: Self = "unexpected-text"
  /// An attribute the element does not have.
  public static let unknownAttribute: Self = "unknown-attribute"
  /// A configuration file (`.protocell.json`) has a key or a limit that does not exist.
  public static let unknownConfigurationKey: Self = "unknown-configuration-key"
  /// An element the template language does not have.
  public static let unknownElement: Self = "unknown-element"
  /// A label's font family is not installed (or its text cannot be measured).
  public static let unknownFont: Self = "unknown-font"
  /// A constraint names an item that is no view of its cell.
  public static let unknownItem: Self = "unknown-item"
  /// A constraint names an attribute that does not exist (`title.middle`).
  public static let unknownLayoutAttribute: Self = "unknown-layout-attribute"
  /// A configuration file disables a rule that does not exist, or one that cannot be disabled.
  public static let unknownRule: Self = "unknown-rule"
  /// A file or directory that cannot be read.
  public static let unreadableFile: Self = "unreadable-file"
  /// Required constraints that cannot all hold; the layout breaks one, as UIKit does.
  public static let unsatisfiableConstraints: Self = "unsatisfiable-constraints"
  /// Views that reach past the row their cell is laid out in.
  ///
  /// The constraints that give the row its height leave them out, or a fixed row height is too
  /// short for them; UIKit draws them cut or over the neighbouring rows.
  public static let viewOutsideRow: Self = "view-outside-row"

  /// Whether the code can never be switched off.
  ///
  /// Such codes report a file that could not be read at all, or a limit exceeded: switched off,
  /// a broken or truncated file would pass silently (a project raises a limit instead). So does
  /// ``noTemplateFiles``, which is about the paths a command is given, not about a file a
  /// configuration governs (`--allow-no-files` lets such paths pass).
  public var isAlwaysReported: Bool {
    [
      .malformedXML, .entityDeclaration, .notUTF8, .unreadableFile, .fileTooLarge, .limitExceeded,
      .noTemplateFiles,
    ]
    .contains(self)
  }

  /// Every code, in alphabetical order of its spelling.
  public static let all: [DiagnosticCode] = [
    .ambiguousLayout, .axisMismatch, .bindingNotSupported, .constantLocationConstraint,
    .constraintSyntax, .customClass, .duplicateConstraintID, .duplicateReuseIdentifier,
    .duplicateViewID, .entityDeclaration, .fileTooLarge, .hideWhenEmptyWithoutBinding,
    .invalidAnchor, .invalidIdentifier, .invalidMultiplier, .invalidNumber, .invalidSize,
    .invalidValue,
    .itemOutsideCell, .labelWithoutText, .leftRightAttribute, .limitExceeded, .malformedXML,
    .misplacedElement, .misplacedView, .missingAttribute, .missingReuseIdentifier,
    .mixedDirectionAttributes, .noTemplateFiles,
    .notUTF8, .priorityOutOfRange, .reservedViewID, .sizeLocationMismatch, .skippedFile,
    .squeezedLabel, .undeterminedHeight,
    .unexpectedText, .unknownAttribute, .unknownConfigurationKey, .unknownElement, .unknownFont,
    .unknownItem, .unknownLayoutAttribute, .unknownRule, .unreadableFile,
    .unsatisfiableConstraints, .unsupportedFeature, .viewOutsideRow,
  ]
}
