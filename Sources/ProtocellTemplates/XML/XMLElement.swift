/// An element of a parsed template document: Protocell's own copy of what libxml2 read, with the
/// exact byte offset of the element, of each attribute and of each text run.
///
/// Nothing outside `XML/` sees libxml2; the rest of the parser works on these values. Offsets
/// become lines and columns only when a location is needed (see ``SourceLocator``). Children are
/// read from the parsed tree (``XMLTree``) as they are visited, so an element is only valid
/// inside the closure given to ``XMLDocumentReader/read(_:keepingBlankTextIn:nestingAtMost:_:)``;
/// it must not escape it.
struct XMLElement {
  /// The element's local name.
  var name: String
  /// The byte offset of the `<` of the start tag.
  var offset: Int
  /// The element's index in the parsed tree.
  private let node: Int32
  /// Whether ``offset`` was found (libxml2 reported where the start tag ends).
  private let isLocated: Bool
  /// Reads the attributes from the tree; it outlives every element it makes.
  private unowned(unsafe) let converter: TreeConverter
  /// The child elements and text runs, in document order.
  var children: XMLChildren

  init(
    name: String, offset: Int, node: Int32, isLocated: Bool, converter: TreeConverter,
    children: XMLChildren
  ) {
    self.name = name
    self.offset = offset
    self.node = node
    self.isLocated = isLocated
    self.converter = converter
    self.children = children
  }

  /// The attributes, in document order, made from the tree on each call.
  var attributes: [XMLAttribute] {
    converter.attributes(ofElementAt: node, tagStart: offset, known: isLocated)
  }

  /// The attribute with the given name, if present.
  ///
  /// Only that attribute is made from the tree: the other names are compared as bytes.
  func attribute(named name: String) -> XMLAttribute? {
    converter.attribute(named: name, ofElementAt: node, tagStart: offset, known: isLocated)
  }

  /// A converter of this element's tree of its own, for reading elements on another thread.
  func makeConverter() -> TreeConverter { TreeConverter(sharing: converter) }

  /// This element as `converter` reads it (its attributes and children through that converter).
  ///
  /// The caller keeps `converter` alive while it uses the element, as the reader keeps its own.
  func read(by converter: TreeConverter) -> XMLElement { converter.element(at: node) }

  /// The child elements, without text.
  var childElements: [XMLElement] {
    children.compactMap {
      if case .element(let element) = $0 { return element }
      return nil
    }
  }
}

/// An attribute with the offsets of its name and of its value's first character.
///
/// The offsets are found in the raw start tag when first asked for: most attributes are read
/// for their value alone, and only a diagnostic needs to know where one is. Like an
/// ``XMLElement``, an attribute is only valid inside the reader's closure, and on the thread
/// that read it (its converter's scan of a start tag is not shared).
struct XMLAttribute {
  /// The attribute's local name.
  var name: String
  /// The value, with entities and character references decoded.
  var value: String
  /// The byte offset of the `<` of the element's start tag, where an attribute whose raw
  /// spelling is not found is placed.
  private let tagStart: Int
  /// The offsets in the raw start tag, when already known.
  private let knownOffsets: StartTagScanner.AttributeOffsets?
  /// How to find the offsets when asked for: the converter, and the attribute's place in the
  /// tree; `nil` when they are known or cannot be found (no start tag located).
  private let search: Search?

  /// What ``TreeConverter/rawAttribute(ofAttributeAt:position:tagStart:)`` needs to find an
  /// attribute's offsets.
  struct Search {
    /// The converter that read the attribute; it outlives every attribute it makes.
    unowned(unsafe) let converter: TreeConverter
    /// The attribute's index in the tree's attribute table.
    let index: Int
    /// Its position among its element's attributes.
    let position: Int
  }

  init(
    name: String, value: String, tagStart: Int, offsets: StartTagScanner.AttributeOffsets?,
    search: Search?
  ) {
    self.name = name
    self.value = value
    self.tagStart = tagStart
    self.knownOffsets = offsets
    self.search = search
  }

  private var offsets: StartTagScanner.AttributeOffsets? {
    if let knownOffsets { return knownOffsets }
    guard let search else { return nil }
    return search.converter.rawAttribute(
      ofAttributeAt: search.index, position: search.position, tagStart: tagStart)
  }

  /// The byte offset where the attribute's name starts.
  var nameOffset: Int { offsets?.nameOffset ?? tagStart }
  /// The byte offset of the value's first character (just inside the quote), to map positions
  /// inside the value.
  var valueOffset: Int { offsets?.valueOffset ?? tagStart }
}

/// A run of character data with the byte offset where it starts in the file.
///
/// Its text is read from the parsed tree when asked for, so a run nobody reads (the white
/// space between elements, a constraint parsed from its bytes) never becomes a string; like an
/// element, a run is only valid inside the reader's closure.
struct XMLText {
  /// Where the run's decoded bytes start in the tree's text, and how many there are.
  let start: Int
  let length: Int
  /// Reads the bytes; it outlives every run it makes.
  unowned(unsafe) let converter: TreeConverter
  /// The byte offset of the text's first character.
  var offset: Int
  /// Whether the text is only ASCII white space (space, tab, line breaks), so that checks for
  /// stray text can skip it at once.
  var isASCIIBlank: Bool

  /// The text, with entities and character references decoded.
  var value: String { converter.string(from: start, length: length) }

  /// Calls `body` with the text's UTF-8 (decoded, as ``value`` holds it), without making a
  /// string; the bytes are valid only inside `body`.
  func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(converter.bytes(from: start, length: length))
  }
}

/// A child of an element.
enum XMLContent {
  /// A child element.
  case element(XMLElement)
  /// A run of text (CDATA sections included).
  case text(XMLText)
}
