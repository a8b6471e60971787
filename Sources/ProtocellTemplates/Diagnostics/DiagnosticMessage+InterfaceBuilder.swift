// The messages of the Interface Builder reader (`InterfaceBuilder/`): what a .xib or .storyboard
// holds that Protocell reads differently or not at all.

import ProtocellDiagnostics

extension DiagnosticMessage {
  /// Autoresizing with several flexible parts along one axis.
  package static func ambiguousAutoresizing(_ view: String) -> Self {
    Self(
      "'\(view)' has an autoresizing mask with several flexible parts along one axis; it keeps its IB frame",
      code: .unsupportedFeature, severity: .warning)
  }

  /// An autoresizing view without a frame.
  package static func autoresizingWithoutFrame(_ view: String) -> Self {
    Self(
      "'\(view)' is laid out by its autoresizing mask, but IB recorded no frame for it; it gets no constraints",
      code: .unsupportedFeature, severity: .warning)
  }

  /// A stack that arranges by baselines.
  package static var baselineRelativeArrangement: Self {
    Self(
      "baseline-relative arrangement is not modelled; the stack spaces its views by their edges",
      code: .unsupportedFeature, severity: .warning)
  }

  /// An object id two elements of an IB document share.
  package static func duplicateObjectID(_ id: String, element: String, firstElement: String)
    -> Self
  {
    Self(
      "<\(element)> has the object id '\(id)', which <\(firstElement)> has already; constraints "
        + "and outlets that name it reach only one of them",
      code: .duplicateViewID,
      fixIt:
        "give the object an id of its own (copied XML keeps the ids it was copied with; pasting in Interface Builder makes new ones)"
    )
  }

  /// A cell without a content view.
  package static func cellWithoutContentView(element: String, id: String) -> Self {
    Self("<\(element)> '\(id)' has no content view", code: .missingAttribute)
  }

  /// A cell without a reuse identifier, named by Protocell.
  package static func cellWithoutReuseIdentifier(element: String, id: String, key: String)
    -> Self
  {
    // A collection view's section header or footer is no cell, and its identifier is said so.
    let owner = element == "collectionReusableView" ? "header's or footer's" : "cell's"
    return Self(
      "<\(element)> '\(id)' has no reuse identifier; Protocell names it '\(key)'",
      code: .missingReuseIdentifier, severity: .warning,
      fixIt:
        "set the \(owner) Identifier in Interface Builder's Attributes inspector (reuseIdentifier=\"…\"), or refer to it as '\(key)'"
    )
  }

  /// A constraint that names a view outside its cell.
  package static func constraintItemOutsideCell(_ item: String, cell: String) -> Self {
    Self(
      "the constraint names '\(item)', which is no view of cell '\(cell)'; it is left out",
      code: .unknownItem)
  }

  /// A `<constraint>` without `firstAttribute`.
  package static var constraintWithoutFirstAttribute: Self {
    Self("<constraint> needs a 'firstAttribute' attribute", code: .missingAttribute)
  }

  /// A view of a custom class.
  package static func customClass(_ view: String, className: String, baseElement: String) -> Self {
    Self(
      "'\(view)' is of the custom class '\(className)'; it is laid out as its base class <\(baseElement)>",
      code: .customClass, severity: .warning,
      fixIt:
        "nothing to change if the class sizes itself as its base class does; to turn this warning off, add \"disabledRules\": [\"custom-class\"] to .protocell.json"
    )
  }

  /// An image without a size in `<resources>`.
  package static func imageWithoutSize(_ name: String) -> Self {
    Self(
      "the image '\(name)' has no size in the document's <resources>; the view gets no intrinsic size",
      code: .unsupportedFeature, severity: .warning)
  }

  /// A multiplier that is neither a number, a ratio nor a percentage.
  package static func invalidMultiplier(_ written: String) -> Self {
    Self(
      "the multiplier '\(written)' is neither a number, a ratio such as 4:3 or 4/3 nor a percentage such as 75%",
      code: .invalidNumber)
  }

  /// A number attribute out of range or malformed, with the fix-it a template's gets: the range,
  /// in Interface Builder's terms (the attribute is set in its inspector).
  package static func invalidNumber(
    _ name: String, of element: String, range: ClosedRange<Double>, written: String
  ) -> Self {
    let lower = range.lowerBound.compactDescription
    let upper = range.upperBound.compactDescription
    return Self(
      "'\(name)' of <\(element)> is not a number from \(lower) to \(upper): '\(written)'",
      code: .invalidNumber,
      fixIt: "set '\(name)' to a number from \(lower) to \(upper) in Interface Builder's inspector")
  }

  /// An attribute whose value is none of those Interface Builder writes for it: a warning, as
  /// the default is laid out.
  package static func unknownChoice(
    _ name: String, of element: String, written: String, allowed: [String], default: String
  ) -> Self {
    Self(
      "'\(name)' of <\(element)> is '\(written)', which is none of "
        + allowed.map { "'\($0)'" }.joined(separator: ", ")
        + "; it is laid out as '\(`default`)'",
      code: .invalidValue, severity: .warning,
      fixIt:
        "set '\(name)' in Interface Builder's Attributes inspector, or write one of those values")
  }

  /// A vertical stack whose alignment is a baseline, which only a horizontal stack has: a
  /// warning, as its views are laid out aligned as leading.
  package static func baselineAlignmentOnVerticalStack(_ written: String) -> Self {
    Self(
      "the vertical stack's 'alignment' is '\(written)', but only a horizontal stack aligns its "
        + "views by their baselines; it is laid out as 'leading'",
      code: .invalidValue, severity: .warning,
      fixIt:
        "choose Leading, Center, Trailing or Fill as the stack's Alignment in Interface Builder's Attributes inspector"
    )
  }

  /// A document that is not for iOS: a warning, since an app's folder often holds its watch
  /// app's or Mac target's storyboards beside the iOS ones, and checking the folder should not
  /// fail over files that have nothing to measure.
  package static func notAnIOSDocument(_ type: String) -> Self {
    Self(
      "'\(type)' is not an iOS Interface Builder document; only iOS (Cocoa Touch) cells are read, so this file is skipped",
      code: .unsupportedFeature, severity: .warning,
      fixIt:
        "leave the file out of the paths given, or switch the warning off with "
        + "\"disabledRules\": [\"unsupported-feature\"] in .protocell.json")
  }

  /// A tvOS document, whose text styles have tvOS's sizes and whose cells are laid out with
  /// iOS's margins and control sizes.
  package static func tvOSDocument() -> Self {
    Self(
      "this is a tvOS document: its text styles are measured at tvOS's default sizes whatever the content size category, and its cells are laid out with iOS's margins and control sizes, not tvOS's larger ones, so some frames differ from what Interface Builder shows",
      code: .unsupportedFeature, severity: .note)
  }

  /// A view that no constraint names, kept at its recorded frame on IB's canvas.
  package static func unconstrainedViewOnCanvas(_ view: String) -> Self {
    Self(
      "no constraint places '\(view)': it is laid out where Interface Builder drew it, as its canvas shows it; at run time Auto Layout has nothing to place it by and UIKit puts it at its superview's origin",
      code: .ambiguousLayout, severity: .note,
      fixIt:
        "constrain it in Interface Builder (Add Missing Constraints), or let it translate its autoresizing mask if the app's code does not constrain it"
    )
  }

  /// A trait variation that does not apply to an iPhone in portrait, not applied.
  package static func sizeClassVariation(_ key: String) -> Self {
    Self(
      "the variation '\(key)' is not applied: Protocell lays cells out for an iPhone in portrait (widthClass=compact, heightClass=regular)",
      code: .unsupportedFeature, severity: .note)
  }

  /// A value IB writes that Protocell does not know, read as the default.
  package static func unknownValue(_ written: String, of attribute: String, default value: String)
    -> Self
  {
    Self(
      "unknown \(attribute) '\(written)'; read as '\(value)'",
      code: .unsupportedFeature, severity: .warning)
  }

  /// A Dynamic Type style Protocell does not know.
  package static func unknownDynamicTypeStyle(_ style: String) -> Self {
    Self(
      "unknown Dynamic Type style '\(style)'; the Body style (17 points) is used",
      code: .unsupportedFeature, severity: .warning)
  }

  /// A layout attribute Interface Builder wrote that Protocell does not know.
  package static func unknownLayoutAttribute(_ written: String) -> Self {
    Self("unknown layout attribute '\(written)'", code: .unknownLayoutAttribute)
  }

  /// A view element Protocell does not know.
  package static func unknownView(_ element: String) -> Self {
    Self(
      "unknown view <\(element)>; it is laid out as a plain view without an intrinsic size",
      code: .unknownElement, severity: .warning)
  }

  /// A visual effect view's `key="contentView"` child other than its first `<view>`: a warning,
  /// as the element and its views are left out.
  package static func extraEffectContentView(element: String) -> Self {
    Self(
      "a visual effect view has one content view, its first <view key=\"contentView\">; this "
        + "<\(element)> and the views it holds are left out",
      code: .unknownElement, severity: .warning,
      fixIt:
        "move the views into the effect view's content view (the document may have been edited by hand or merged)"
    )
  }

  /// A control laid out as a plain view.
  package static func unmodelledControl(_ element: String) -> Self {
    Self(
      "<\(element)> is laid out as a plain view whose intrinsic size is its frame in IB",
      code: .unsupportedFeature, severity: .warning)
  }

  /// An Interface Builder document whose root is not `<document>`, or a `<document>` without
  /// Interface Builder's `type`; with the `path` of a `.xib` or `.storyboard` file, the fix-it
  /// says how to mend it.
  package static func wrongDocumentRoot(_ name: String, path: String? = nil) -> Self {
    Self(
      name == "document"
        ? "the root <document> has no Interface Builder type (Xcode writes "
          + "type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\", or …Storyboard.XIB)"
        : "the root element is <\(name)>; an Interface Builder document's root is <document>",
      code: .misplacedElement,
      fixIt: path.map(damagedDocumentFixIt) ?? "open a .xib or .storyboard file saved by Xcode")
  }

  /// How to mend an Interface Builder document that holds a merge conflict's markers, the first
  /// on `line`: a fix-it for `malformed-xml` in a `.xib` or `.storyboard`.
  package static func mergeConflictFixIt(_ path: String, line: Int) -> String {
    "the file holds an unresolved merge conflict (a <<<<<<< marker on line \(line)): keep one "
      + "side of each conflict and delete the <<<<<<<, ======= and >>>>>>> lines, or take one "
      + "branch's whole file (git checkout --ours -- \(path), or --theirs), then open it in Xcode"
  }

  /// How to mend a damaged Interface Builder document (empty, cut short): a fix-it for
  /// `malformed-xml` in a `.xib` or `.storyboard`.
  package static func damagedDocumentFixIt(_ path: String) -> String {
    "an Interface Builder document is one <document> element written by Xcode: restore the "
      + "file from version control (git checkout -- \(path)), or open it in Xcode and save it again"
  }
}
