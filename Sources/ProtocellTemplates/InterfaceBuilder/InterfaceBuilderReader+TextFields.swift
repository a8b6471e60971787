// Text fields: the line of text a text field centres in itself, whose baselines are the field's.

extension InterfaceBuilderReader {
  /// A text field's text (or placeholder) and font, whose baselines are the field's; `nil` for
  /// other views, and for a field whose text is not centred vertically
  /// (`contentVerticalAlignment`).
  ///
  /// UITextField lays its one line out centred in its text rectangle, and its first and last
  /// baselines are that line's: so in the corpora, where a text field and a label are aligned on
  /// a baseline, IB records the field's baseline where centred text puts it (27 text fields of
  /// 14 repositories, borderless and rounded, 13.5 to 36 points tall, at 12 to 17 points: 23 of
  /// them within half a point of `top + height / 2 + ascender − lineHeight / 2`, the bottom edge
  /// 4 to 13 points away). Without a `<fontDescription>`, UILabel's 17-point system font.
  func textFieldLine(of element: XMLElement) -> (String, FontSpec)? {
    guard element.name == "textField", centresContentVertically(element) else { return nil }
    return (string(element, "text") ?? string(element, "placeholder") ?? "", font(of: element))
  }
}
