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
      size.height = max(size.height, Self.roundedUpToWholePoint(line))
    }
    return size
  }

  /// The intrinsic height of a UIButton that shows a one-line title in the iOS system font and
  /// nothing else; `nil` for any other button (IB's frame stands in for those, and for a button of a
  /// custom class, which may size itself: corona-warn-app's `ENAButton`s are 50 tall).
  ///
  /// UIButton's content is its title's line, rounded up to the whole point, with 6 points
  /// above and below it: 30 points for the 15-point default, 33 at 17, 36 at 20, 41 at 24. In
  /// the corpora's tuning halves and the corpora read since, the titled buttons in the system
  /// font without an image or a configuration (Xcode 13's button styles) and without a height
  /// constraint of their own are mostly recorded so: 577 of the 761 system and rounded-rect
  /// buttons at the 15-point default 30 tall, 64 of 88 at 17 points 33, 36 of 44 at 20
  /// points 36, 13 of 14 at 24 points 41, 19 of 29 custom ones at 14 points 29 (the rest
  /// stretched or squeezed by other constraints, or with insets of their own). IB's recorded frame was their intrinsic size before, so a button
  /// pinned above and below in a 44-point row held any self-sized row at 44 (the fresh20
  /// review: SwipeTableViewCell's two "Button" buttons, 43.5 tall, gave 43.5 where UIKit gives
  /// the label's height). The width stays IB's: the title's width is the width model's.
  func titledButtonHeight(of element: XMLElement) -> Double? {
    // A title that wraps (IB's word or character wrap, or a line break in it) may be taller
    // than one line: the library review's "Next\nDepartures", 48 tall.
    let wraps = ["wordWrap", "characterWrap"].contains(string(element, "lineBreakMode") ?? "")
    guard let title = text(of: element), !title.isEmpty, !wraps,
      !title.contains(where: \.isNewline), string(element, "customClass") == nil,
      buttonImageSize(of: element) == nil,
      child(of: element, key: "configuration", named: "buttonConfiguration") == nil,
      child(of: element, key: "contentEdgeInsets", named: "inset") == nil,
      child(of: element, key: "titleEdgeInsets", named: "inset") == nil,
      child(of: element, key: "normal", named: "state").flatMap({ string($0, "backgroundImage") })
        == nil
    else { return nil }
    let font = buttonTitleFont(of: element)
    guard font.family == FontDescriptor.iOSSystemFamily else { return nil }
    let line = VerticalMetrics.iOSSystemFont.lineHeight(atSize: font.size)
    return Self.roundedUpToWholePoint(line) + 2 * Self.buttonTitlePadding
  }

  /// The space UIButton leaves above and below its title's line: 6 points.
  static let buttonTitlePadding = 6.0

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
    let size = isCustomButton(element) ? Self.buttonFontSize : 15
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
