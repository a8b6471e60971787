import Cassowary
import ProtocellTemplates
import TextMeasurement

/// Writes cells in Protocell's template language: what `protocell convert` produces from an
/// Interface Builder document, which it then puts in ``TemplateFormatter``'s canonical layout.
///
/// Every value the model holds is written, and only values that differ from the language's
/// defaults, so that parsing the text gives the same cells (the same views, constraints and
/// margins; source locations aside). Numbers keep their full precision.
public struct TemplateWriter: Sendable {
  /// The indentation of one level.
  public var indentation = "  "

  /// Creates a writer.
  public init() {}

  /// The template text of a file's cells.
  ///
  /// - Parameters:
  ///   - cells: The cells, in order.
  ///   - comment: A comment for the top of the file (where the cells came from), or `nil`.
  /// - Returns: A `<templates version="1">` document ending in a newline.
  /// - Complexity: O(*n*) in the number of views and constraints.
  public func text(of cells: [CellPrototype], comment: String? = nil) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    if let comment {
      output += "<!-- \(comment.replacingDoubleHyphens) -->\n"
    }
    output += "<templates version=\"1\">\n"
    for cell in cells { write(cell, into: &output) }
    output += "</templates>\n"
    return output
  }

  private func write(_ cell: CellPrototype, into output: inout String) {
    var attributes: [(String, String)] = [
      ("reuseIdentifier", cell.reuseIdentifier), ("width", cell.width.compactDescription),
    ]
    if let estimated = cell.estimatedHeight {
      attributes.append(("estimatedHeight", estimated.compactDescription))
    }
    if cell.separator != CellPrototype(reuseIdentifier: "").separator {
      attributes.append(("separator", cell.separator.rawValue))
    }
    if cell.accessory != .none { attributes.append(("accessory", cell.accessory.rawValue)) }
    if cell.style != .custom { attributes.append(("style", cell.style.rawValue)) }
    output += indentation + Self.startTag("cell", attributes) + ">\n"
    let level = indentation + indentation
    if cell.layoutMargins != .defaultLayoutMargins {
      let margins = cell.layoutMargins
      output +=
        level
        + Self.startTag(
          "margins",
          [
            ("top", margins.top.compactDescription),
            ("leading", margins.leading.compactDescription),
            ("bottom", margins.bottom.compactDescription),
            ("trailing", margins.trailing.compactDescription),
          ]) + "/>\n"
    }
    for view in cell.views { write(view, indent: level, into: &output) }
    if !cell.constraints.isEmpty {
      output += level + "<constraints>\n"
      for constraint in cell.constraints {
        let id = constraint.identifier.map { [("id", $0)] } ?? []
        output +=
          level + indentation + Self.startTag("constraint", id) + ">"
          + Self.escaped(constraint.description, isAttribute: false) + "</constraint>\n"
      }
      output += level + "</constraints>\n"
    }
    output += indentation + "</cell>\n"
  }

  private func write(_ view: ViewNode, indent: String, into output: inout String) {
    var attributes: [(String, String)] = [("id", view.id)]
    if view.isHidden { attributes.append(("hidden", "true")) }
    let hugging = view.kind.defaultContentHugging
    if view.contentHugging.horizontal != hugging.horizontal {
      attributes.append(("horizontalHugging", "\(view.contentHugging.horizontal)"))
    }
    if view.contentHugging.vertical != hugging.vertical {
      attributes.append(("verticalHugging", "\(view.contentHugging.vertical)"))
    }
    let resistance = ViewNode(id: "", kind: view.kind).compressionResistance
    if view.compressionResistance.horizontal != resistance.horizontal {
      attributes.append(
        ("horizontalCompressionResistance", "\(view.compressionResistance.horizontal)"))
    }
    if view.compressionResistance.vertical != resistance.vertical {
      attributes.append(("verticalCompressionResistance", "\(view.compressionResistance.vertical)"))
    }
    if let width = view.intrinsicSize.width {
      attributes.append(("intrinsicWidth", width.compactDescription))
    }
    if let height = view.intrinsicSize.height {
      attributes.append(("intrinsicHeight", height.compactDescription))
    }
    if let color = view.backgroundColor { attributes.append(("backgroundColor", "\(color)")) }
    if view.semanticContentAttribute != .unspecified {
      attributes.append(("semanticContentAttribute", view.semanticContentAttribute.rawValue))
    }
    if view.alignmentInsets != .zero {
      attributes.append(("alignmentInsets", Self.insetsValue(view.alignmentInsets)))
    }
    if case .view = view.kind, let font = view.titleFont {
      attributes += Self.centredLineAttributes(title: view.title, font: font)
    }
    if let binding = view.binding {
      attributes.append(("bind", binding.key))
      if binding.hidesWhenEmpty { attributes.append(("hideWhenEmpty", "true")) }
      if binding.keepsDesignWhenMissing { attributes.append(("keepWhenMissing", "true")) }
    }
    attributes += Self.kindAttributes(view.kind)
    let tag = Self.startTag(view.kind.elementName, attributes)
    guard !view.subviews.isEmpty else {
      output += indent + tag + "/>\n"
      return
    }
    output += indent + tag + ">\n"
    for subview in view.subviews { write(subview, indent: indent + indentation, into: &output) }
    output += indent + "</\(view.kind.elementName)>\n"
  }

  /// A `<view>`'s centred line of text: its title, and its font's attributes that differ from
  /// the system font's (the size always, which makes the line).
  private static func centredLineAttributes(title: String, font: FontSpec) -> [(String, String)] {
    (title.isEmpty ? [] : [("title", title)])
      + fontAttributes(
        font, prefix: "titleFont", standard: FontSpec(family: FontDescriptor.iOSSystemFamily),
        writesSize: true)
  }

  /// A font's attributes that differ from `standard`, the font the parser starts from
  /// (`fontFamily`, `fontWeight`, `fontItalic`, `fontSize`, or with another `prefix`); the size
  /// also when `writesSize`.
  private static func fontAttributes(
    _ font: FontSpec, prefix: String, standard: FontSpec, writesSize: Bool = false
  ) -> [(String, String)] {
    var attributes: [(String, String)] = []
    if font.family != standard.family { attributes.append((prefix + "Family", font.family)) }
    if font.weight != standard.weight { attributes.append((prefix + "Weight", "\(font.weight)")) }
    if font.isItalic { attributes.append((prefix + "Italic", "true")) }
    if writesSize || font.size != standard.size {
      attributes.append((prefix + "Size", font.size.compactDescription))
    }
    return attributes
  }

  /// The attributes of a label, image or stack that differ from the defaults.
  private static func kindAttributes(_ kind: ViewKind) -> [(String, String)] {
    var attributes: [(String, String)] = []
    switch kind {
    case .view:
      break
    case .label(let label):
      let standard = LabelContent()
      attributes.append(("text", label.text))
      attributes += fontAttributes(label.font, prefix: "font", standard: standard.font)
      // A `<textView>`'s lines and line breaks are UITextView's, not written.
      if label.textContainer == nil, label.numberOfLines != standard.numberOfLines {
        attributes.append(("numberOfLines", "\(label.numberOfLines)"))
      }
      if label.textContainer == nil, label.lineBreakMode != standard.lineBreakMode {
        attributes.append(("lineBreakMode", label.lineBreakMode.rawValue))
      }
      if label.textAlignment != standard.textAlignment {
        attributes.append(("textAlignment", label.textAlignment.rawValue))
      }
      if label.lineSpacing != standard.lineSpacing {
        attributes.append(("lineSpacing", label.lineSpacing.compactDescription))
      }
      if label.textContainer == nil,
        label.preferredMaxLayoutWidth != standard.preferredMaxLayoutWidth
      {
        attributes.append(
          ("preferredMaxLayoutWidth", label.preferredMaxLayoutWidth.compactDescription))
      }
      if let container = label.textContainer {
        let standard = TextContainer.textView
        if container.inset != standard.inset {
          attributes.append(("textContainerInset", Self.insetsValue(container.inset)))
        }
        if container.lineFragmentPadding != standard.lineFragmentPadding {
          attributes.append(
            ("lineFragmentPadding", container.lineFragmentPadding.compactDescription))
        }
      }
    case .image(let image):
      if let size = image.imageSize {
        attributes.append(("imageWidth", size.width.compactDescription))
        attributes.append(("imageHeight", size.height.compactDescription))
      }
    case .stack(let stack):
      let standard = StackConfiguration()
      if stack.axis != standard.axis { attributes.append(("axis", stack.axis.rawValue)) }
      if stack.spacing != standard.spacing {
        attributes.append(("spacing", stack.spacing.compactDescription))
      }
      if stack.alignment != standard.alignment {
        attributes.append(("alignment", stack.alignment.rawValue))
      }
      if stack.distribution != standard.distribution {
        attributes.append(("distribution", stack.distribution.rawValue))
      }
    }
    return attributes
  }

  /// Insets as the template language writes them: top, leading, bottom and trailing, spaced.
  private static func insetsValue(_ insets: EdgeInsets) -> String {
    insets.edges.map(\.compactDescription).joined(separator: " ")
  }

  // MARK: - XML

  private static func startTag(_ name: String, _ attributes: [(String, String)]) -> String {
    var tag = "<" + name
    for (key, value) in attributes { tag += " \(key)=\"\(escaped(value, isAttribute: true))\"" }
    return tag
  }

  /// The text with `&`, `<`, `>` and, in attributes, quotes and white-space controls escaped,
  /// so that the parser reads back exactly the same characters (the reporters' escaping).
  static func escaped(_ text: String, isAttribute: Bool) -> String {
    XMLEscaping.escape(text, inAttribute: isAttribute)
  }
}

extension String {
  /// The text with `--` broken up, for an XML comment.
  fileprivate var replacingDoubleHyphens: String {
    var result = ""
    for character in self {
      if character == "-", result.last == "-" { result += " " }
      result.append(character)
    }
    return result
  }
}
