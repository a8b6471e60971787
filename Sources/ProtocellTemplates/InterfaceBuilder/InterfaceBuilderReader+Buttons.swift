// Buttons: the size of a button that shows only an image, and a titled button's title and font.

import TextMeasurement

extension InterfaceBuilderReader {
  /// The intrinsic size of a button with an image and no title; `nil` for any other button.
  ///
  /// UIButton sizes its content to the image beside the title's line, and a custom button
  /// without a title still keeps the line: its height is the larger of the image's and the
  /// title font's line height rounded up to the whole point (18-point system font: 21.48 → 22).
  /// Its width is the image's. In the corpora's tuning and held-out halves, every custom button
  /// with an image shorter than that line whose height no constraint sets is recorded 22 tall
  /// (11 views of 4 repositories, images 11, 12 and 21 tall, none at the image's height); a
  /// system or rounded-rect button keeps the image's size (none seen otherwise), and so does an
  /// SF Symbol, whose size is an estimate fitted with the buttons that show one.
  func imageButtonSize(of element: XMLElement) -> Size? {
    guard (text(of: element) ?? "").isEmpty, var size = buttonImageSize(of: element) else {
      return nil
    }
    let font = buttonTitleFont(of: element)
    if isCustomButton(element), !showsSymbol(element),
      font.family == FontDescriptor.iOSSystemFamily
    {
      let line = VerticalMetrics.iOSSystemFont.lineHeight(atSize: font.size)
      size.height = max(size.height, (line - 1e-9).rounded(.up))
    }
    return size
  }

  /// A titled button's title and its font, whose baselines are the button's; `nil` for other
  /// views, and for a button whose title is not centred vertically (`contentVerticalAlignment`).
  func buttonTitle(of element: XMLElement) -> (String, FontSpec)? {
    guard element.name == "button", let title = text(of: element), !title.isEmpty,
      centresContentVertically(element)
    else { return nil }
    return (title, buttonTitleFont(of: element))
  }

  /// A button's title font: its `<fontDescription>`, else UIButton's default for its type: the
  /// 18-point system font (`UIFont.buttonFontSize`) for a custom button, the 15-point one for a
  /// system or rounded-rect button (recorded 30 tall with a title and no font: 18 + 6 + 6).
  private func buttonTitleFont(of element: XMLElement) -> FontSpec {
    guard fontDescription(of: element) == nil else { return font(of: element) }
    let size: Double = isCustomButton(element) ? 18 : 15
    return FontSpec(family: FontDescriptor.iOSSystemFamily, size: size)
  }

  /// Whether a control centres its content vertically (`contentVerticalAlignment`, `center` by
  /// default): a button's title, a text field's text.
  func centresContentVertically(_ element: XMLElement) -> Bool {
    (string(element, "contentVerticalAlignment") ?? "center") == "center"
  }

  /// Whether a button is of the custom type (no `buttonType`, or `custom`).
  private func isCustomButton(_ element: XMLElement) -> Bool {
    (string(element, "buttonType") ?? "custom") == "custom"
  }

  /// Whether a button's normal-state image is an SF Symbol (``isSymbol(_:_:_:)``).
  private func showsSymbol(_ element: XMLElement) -> Bool {
    guard let state = child(of: element, key: "normal", named: "state"),
      let name = string(state, "image")
    else { return false }
    return isSymbol(name, state, nil)
  }
}
