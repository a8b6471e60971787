/// An element of a parsed template document: Protocell's own copy of what libxml2 read, with the
/// exact source location of the element, of each attribute and of each text run.
///
/// Nothing outside `XML/` sees libxml2; the rest of the parser works on these values.
struct XMLElement: Sendable {
  /// The element's local name.
  var name: String
  /// Where the `<` of the start tag is.
  var location: SourceLocation
  /// The attributes, in document order.
  var attributes: [XMLAttribute]
  /// The child elements and text runs, in document order.
  var children: [XMLContent]

  /// The attribute with the given name, if present.
  func attribute(named name: String) -> XMLAttribute? {
    attributes.first { $0.name == name }
  }

  /// The child elements, without text.
  var childElements: [XMLElement] {
    children.compactMap {
      if case .element(let element) = $0 { return element }
      return nil
    }
  }

  /// The concatenated text of the element's direct text children.
  var text: String {
    children.map {
      if case .text(let run) = $0 { return run.value }
      return ""
    }.joined()
  }
}

/// An attribute with the locations of its name and of its value's first character.
struct XMLAttribute: Sendable {
  /// The attribute's local name.
  var name: String
  /// The value, with entities and character references decoded.
  var value: String
  /// Where the attribute's name starts.
  var nameLocation: SourceLocation
  /// Where the value's first character starts (just inside the quote).
  var valueLocation: SourceLocation
  /// The byte offset of the value's first character, to map positions inside the value.
  var valueOffset: Int
}

/// A run of character data with the byte offset where it starts in the file.
struct XMLText: Sendable {
  /// The text, with entities and character references decoded.
  var value: String
  /// Where the text starts.
  var location: SourceLocation
  /// The byte offset of the text's first character.
  var offset: Int
}

/// A child of an element.
enum XMLContent: Sendable {
  /// A child element.
  case element(XMLElement)
  /// A run of text (CDATA sections included).
  case text(XMLText)
}
