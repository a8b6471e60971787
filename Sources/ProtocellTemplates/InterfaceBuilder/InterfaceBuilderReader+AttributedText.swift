import TextMeasurement

extension InterfaceBuilderReader {
  // MARK: - Attributed text

  /// The font of an attributed text (`usesAttributedText="YES"`: an `<attributedString
  /// key="attributedText">` whose fragments carry their own attributes), or `nil` when the
  /// element has none or none of its fragments names a font this reader can size.
  ///
  /// Interface Builder writes no `fontDescription` for such a label or text view: each run's
  /// font is its fragment's `<font key="NSFont">`, by PostScript name and size
  /// (`name="CourierNewPSMT" size="17"`) or as the system font (`metaFont="system"`,
  /// `"systemBold"`, with a size). A line is as tall as the largest font on it, so the largest
  /// run's font is the one the text is measured in (the first of equal sizes); a run that
  /// names no size (`metaFont="smallSystem"`, `usesAppearanceFont="YES"`) says nothing, and a
  /// text with no sized run keeps the element's own font, as before.
  func attributedTextFont(of element: XMLElement) -> FontSpec? {
    guard let text = child(of: element, key: "attributedText", named: "attributedString")
    else { return nil }
    var largest: FontSpec?
    for fragment in children(of: text, named: "fragment") {
      guard let attributes = child(of: fragment, named: "attributes"),
        let font = child(of: attributes, key: "NSFont", named: "font"),
        let run = runFont(font)
      else { continue }
      if run.size > largest?.size ?? 0 { largest = run }
    }
    return largest
  }

  /// The font an `NSFont` attribute names, or `nil` when it gives no size.
  ///
  /// A name is read as a `fontDescription`'s is
  /// (``InterfaceBuilderTextStyle/face(ofFontNamed:family:)``), its family the one the
  /// PostScript name gives (``PostScriptName/family(of:)``).
  private func runFont(_ font: XMLElement) -> FontSpec? {
    guard let size = number(font, "size", in: FontSpec.sizes) else { return nil }
    var run = FontSpec(family: FontDescriptor.iOSSystemFamily, size: size)
    if let name = string(font, "name") {
      (run.family, run.weight, run.isItalic) = InterfaceBuilderTextStyle.face(
        ofFontNamed: name, family: PostScriptName.family(of: name))
    } else if let meta = string(font, "metaFont") {
      // AppKit's meta fonts (`system`, `message`, `menu`, …) are the system font; the bold
      // ones (`systemBold`, `smallSystemBold`) its bold face.
      if meta.hasSuffix("Bold") { run.weight = .bold }
    } else {
      return nil
    }
    return run
  }
}
