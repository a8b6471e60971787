import ProtocellDiagnostics
import TextMeasurement

extension InterfaceBuilderReader {
  // MARK: - Labels

  /// A label's content: its text, font, lines, line breaks and alignment.
  func labelContent(from element: XMLElement) -> LabelContent {
    var content = LabelContent()
    content.text = limitedText(text(of: element) ?? "", at: element)
    content.font = font(of: element)
    if let description = fontDescription(of: element), let style = string(description, "style") {
      content.lineSpacing = InterfaceBuilderTextStyle.lineSpacing(
        ofStyle: style, at: textStyleCategory, isTVOS: isTVOS)
    }
    if let lines = number(element, "numberOfLines", in: LabelContent.lineCounts) {
      content.numberOfLines = Int(lines)
    }
    if let mode = string(element, "lineBreakMode") {
      switch mode {
      case "wordWrap": content.lineBreakMode = .wordWrap
      case "characterWrap": content.lineBreakMode = .charWrap
      case "clipping": content.lineBreakMode = .clip
      case "headTruncation": content.lineBreakMode = .truncateHead
      case "middleTruncation": content.lineBreakMode = .truncateMiddle
      default: content.lineBreakMode = .truncateTail
      }
    }
    if let alignment = string(element, "textAlignment").flatMap(TextAlignment.init(rawValue:)) {
      content.textAlignment = alignment
    }
    // Xcode writes the width when the Size inspector's Preferred Width is Explicit (or for a
    // deployment target before iOS 8, which has no Automatic): UILabel then wraps at it.
    if let width = number(
      element, "preferredMaxLayoutWidth", in: LabelContent.preferredMaxLayoutWidths)
    {
      content.preferredMaxLayoutWidth = width
    }
    return content
  }

  /// The text of a label, button or text view: the `text` attribute, a `<string key="text">`
  /// child, the fragments of an attributed text, or a button's normal title.
  func text(of element: XMLElement) -> String? {
    if let attribute = element.attribute(named: "text") { return attribute.value }
    if let string = child(of: element, key: "text", named: "string") {
      var result = ""
      for case .text(let run) in string.children { result += run.value }
      return result
    }
    if let attributed = child(of: element, key: "attributedText", named: "attributedString") {
      var result = ""
      for fragment in children(of: attributed, named: "fragment") {
        if let content = fragment.attribute(named: "content") {
          result += content.value
        } else if let string = child(of: fragment, key: "content", named: "string") {
          for case .text(let run) in string.children { result += run.value }
        }
      }
      return result
    }
    if let state = child(of: element, key: "normal", named: "state"),
      let title = state.attribute(named: "title")
    {
      return title.value
    }
    return nil
  }

  /// Text cut to the configured limit, with a diagnostic when it had to be cut.
  private func limitedText(_ text: String, at element: XMLElement) -> String {
    guard text.count > limits.maximumTextLength else { return text }
    diagnostics.append(
      Diagnostic(
        .textTooLong(characters: text.count, limit: limits.maximumTextLength),
        at: location(of: element)))
    return String(text.prefix(limits.maximumTextLength))
  }

  // MARK: - Fonts

  /// The category text styles are sized at: the reader's ``contentSizeCategory``, except on the
  /// canvas of Xcode 7 (`toolsVersion` 8000 to 10999), which drew them at Medium, and of Xcode
  /// 12.5 and 13 (18000 to 20999), which drew them at xSmall.
  ///
  /// Not documented; every single-line text-style label of the Xcode 13 documents in the
  /// corpora's tuning halves is recorded at xSmall's line (6 repositories: Bluefruit's Subhead
  /// and Footnote 14.333 tall at 3×, 12 points; frames-ios' and MQTT-Client-Examples' Caption 1
  /// and Footnote 13.5 and 14.5 at 2×; tinode, tuya, 100ms), while those of Xcode 12.4 and
  /// earlier and of Xcode 14 are at Large's (the same Bluefruit repository's Xcode 12 document:
  /// 39 labels; calliope-mini and emoncms, 17xxx). Xcode 12.5 (18122) already drew them at
  /// xSmall (issue 21's twenty-sixth session): NetNewsWire's settings cell's two Body labels
  /// are 17 tall at 2×, xSmall's 14 points, and DiffableWithReload's three Headline labels 17,
  /// where Large gives 20.5; no document of 18000 to 18999 in the corpora read has one at
  /// Large's line. Xcode 7's labels (issue 21's twenty-seventh session) are at Medium's line in
  /// five repositories of the tuning halves and at Large's in none but one Footnote: arex's
  /// Headline 19.5 tall at 2× (16 points; Large's 17 gives 20.5) and Subhead 17 (14; Large's
  /// 15 gives 18), NaughtyKeyboard's and LinkKeyboard's Headline 19.5, Estimote's eight
  /// Headline and Body labels 20 at the whole point (Large's 21), VoiceMemos' Caption 1 13.5
  /// (11; Large's 12 gives 14.5).
  var textStyleCategory: ContentSizeCategory { textStyleCategory(asCanvas: readsAsCanvas) }

  /// The category text styles are sized at when cells are read as the canvas draws them
  /// (`asCanvas`) or as the app lays them out (``textStyleCategory``).
  func textStyleCategory(asCanvas: Bool) -> ContentSizeCategory {
    guard asCanvas, contentSizeCategory == .large else { return contentSizeCategory }
    if Self.mediumTextStyleToolsVersions.contains(toolsVersion) { return .medium }
    if Self.extraSmallTextStyleToolsVersions.contains(toolsVersion) { return .extraSmall }
    return contentSizeCategory
  }

  /// The font the canvas drew `element` (a label) with, when cells are read as the app lays
  /// them out and the canvas sized its text style at another category
  /// (``InterfaceBuilderViewRecord/canvasFont``); `nil` otherwise.
  ///
  /// A style the table does not know has no canvas size of its own: the label keeps the font
  /// ``font(of:)`` gave it, which already said so.
  func canvasFont(of element: XMLElement) -> FontSpec? {
    let canvasCategory = textStyleCategory(asCanvas: true)
    guard !readsAsCanvas, element.name == "label", canvasCategory != textStyleCategory,
      let style = fontDescription(of: element).flatMap({ string($0, "style") }),
      InterfaceBuilderTextStyle.metrics(ofStyle: style, at: canvasCategory, isTVOS: isTVOS) != nil
    else { return nil }
    return font(of: element, textStyleCategory: canvasCategory)
  }

  /// The `toolsVersion`s whose canvas drew text styles at Medium (``textStyleCategory``): Xcode
  /// 7.0 to 7.3.
  static let mediumTextStyleToolsVersions = 8_000..<11_000

  /// The `toolsVersion`s whose canvas drew text styles at xSmall (``textStyleCategory``): Xcode
  /// 12.5 to 13.4.
  static let extraSmallTextStyleToolsVersions = 18_000..<21_000

  /// The font of `<fontDescription key="fontDescription">`.
  ///
  /// It is the system font (`type="system"`, `boldSystem`, `italicSystem`, with `pointSize` and
  /// `weight`), a Dynamic Type style at the reader's ``contentSizeCategory`` (Large by default),
  /// or a custom font by family (its weight and slant from the PostScript name,
  /// `HelveticaNeue-MediumItalic`); `traits` naming `italic` (`traits="italic"`, `"boldItalic"`)
  /// asks for the italic face too. The system font's private names that IB writes when a
  /// label's font came from code or a pasteboard (`.AppleSystemUIFont`, `.SFUIText-Semibold`)
  /// are the system font too. A size-class variation for an iPhone in portrait replaces the
  /// description. Without one, UILabel's 17-point system font. System fonts and text
  /// styles are in ``FontDescriptor/iOSSystemFamily``, which measures lines with SF Pro's metrics.
  func font(of element: XMLElement) -> FontSpec {
    font(of: element, textStyleCategory: textStyleCategory)
  }

  /// The font of `element` as ``font(of:)`` reads it, with text styles sized at `category`.
  private func font(
    of element: XMLElement, textStyleCategory category: ContentSizeCategory
  ) -> FontSpec {
    // An attributed text's runs name their own fonts; UIKit measures the text in them.
    if let attributed = attributedTextFont(of: element) { return attributed }
    guard let description = fontDescription(of: element) else {
      return FontSpec(family: FontDescriptor.iOSSystemFamily)
    }
    var font = FontSpec(family: FontDescriptor.iOSSystemFamily)
    if let style = string(description, "style") {
      // Every text style follows the category, whether or not the view sets
      // `adjustsFontForContentSizeCategory`: UIKit documents that property as updating the font
      // when the category *changes* while the app runs; a nib's text-style font is created at
      // the category in effect when the cell is loaded, which is what one layout models.
      if let metrics = InterfaceBuilderTextStyle.metrics(
        ofStyle: style, at: category, isTVOS: isTVOS)
      {
        font.size = metrics.size
        font.weight = metrics.weight
      } else {
        diagnostics.append(
          Diagnostic(
            .unknownDynamicTypeStyle(style), at: location(of: "style", in: description)))
      }
      return font
    }
    // A size of 0 is Core Text's default, 12 points (`CTFontCreateWithName`), as IB draws it.
    if let named = string(description, "size").flatMap(Self.namedFontSize) {
      font.size = named
    } else if string(description, "pointSize").flatMap(Double.init) == 0 {
      font.size = 12
    } else if let size = number(description, "pointSize", in: FontSpec.sizes) {
      font.size = size
    }
    switch string(description, "type") {
    case "boldSystem":
      font.weight = .bold
    case "system", "italicSystem":
      if let weight = string(description, "weight").flatMap(FontWeight.init(parsing:)) {
        font.weight = weight
      }
      font.isItalic = string(description, "type") == "italicSystem"
    default:
      if let name = string(description, "name") {
        (font.family, font.weight, font.isItalic) = InterfaceBuilderTextStyle.face(
          ofFontNamed: name, family: string(description, "family") ?? name)
      } else if let family = string(description, "family") {
        font.family = family
      }
    }
    if let traits = string(description, "traits"), traits.contains("italic") {
      font.isItalic = true
    }
    return font
  }

  /// The size a font description names instead of giving points, as UIFont's class properties
  /// give them: `size="system"` is `systemFontSize`, 14 points, and `size="button"`
  /// `buttonFontSize`, 18; `nil` for another name (the description's `pointSize` is read then).
  ///
  /// Interface Builder keeps such a size from documents made before Xcode gave every font a
  /// point size: ActionSheetPicker-3.0's footer labels (`size="system"`, recorded 17 points
  /// tall, one line of text 138.5 and 111 points wide) are IB's at 14 points, 3.5 points too
  /// tall and 25.5 and 19.5 too wide at the 17 of a description without a size.
  static func namedFontSize(_ name: String) -> Double? {
    switch name {
    case "system": systemFontSize
    case "button": buttonFontSize
    default: nil
    }
  }

  /// `UIFont.systemFontSize`: 14 points.
  static let systemFontSize = 14.0

  /// `UIFont.buttonFontSize`: 18 points, also a custom button's title size when the document
  /// gives it no font.
  static let buttonFontSize = 18.0
}
