internal import CLibXML2

/// Makes ``XMLElement`` values from the parsed tree (``XMLTree``) one element at a time as the
/// parser walks the children (see ``XMLChildren``), so that no copy of the whole tree is built
/// and torn down.
///
/// Names come from libxml2's dictionary, so equal names share one pointer: each distinct name
/// becomes a Swift string once. Attribute offsets are found by walking the raw start tag
/// alongside the tree's attribute list, which is in document order.
final class TreeConverter {
  let scanner: StartTagScanner
  /// The tree read; it outlives the converter's use, inside the reader's closure.
  private let tree: XMLTree
  /// The tree's arrays, which no longer move (read through `tree`, each access is checked).
  private let nodeTable: UnsafeBufferPointer<ProtocellNode>
  private let attributeTable: UnsafeBufferPointer<ProtocellAttribute>
  private let byteTable: UnsafeBufferPointer<UInt8>
  /// The name pointers seen, in a direct-mapped table indexed by pointer bits.
  ///
  /// A template uses a few dozen names and an Interface Builder document a couple of hundred,
  /// so with 1,024 slots a slot almost always holds the one wanted (with 128, IB documents
  /// spent a fifth of their reading time making strings of colliding names again). Raw memory,
  /// not arrays: an array property of a class is checked for exclusive access on every lookup.
  private let namePointers = UnsafeMutablePointer<UnsafePointer<xmlChar>?>.allocate(
    capacity: TreeConverter.nameSlots)
  /// Each slot's string, initialized when its pointer is first set (see `qualifiedName`).
  private let nameStrings = UnsafeMutablePointer<String>.allocate(capacity: TreeConverter.nameSlots)
  private static let nameSlots = 1024
  /// The raw attributes of the start tag at ``rawTagStart``, scanned once for all its lookups.
  private var rawAttributes: [StartTagScanner.AttributeOffsets] = []
  private var rawTagStart = -1

  /// Creates a converter over a parsed tree and the bytes that libxml2 parsed.
  init(tree: XMLTree, bytes: UnsafeBufferPointer<UInt8>) {
    self.tree = tree
    self.scanner = StartTagScanner(bytes: bytes)
    (nodeTable, attributeTable, byteTable) = (
      UnsafeBufferPointer(start: tree.storage.nodes, count: Int(tree.storage.nodeCount)),
      UnsafeBufferPointer(start: tree.storage.attributes, count: Int(tree.storage.attributeCount)),
      UnsafeBufferPointer(start: tree.storage.bytes, count: tree.storage.byteCount)
    )
    namePointers.initialize(repeating: nil, count: Self.nameSlots)
  }

  /// Creates a converter over the same tree and bytes as `other`, with a name cache of its own,
  /// for reading part of the tree on another thread (a converter's cache is not shared).
  convenience init(sharing other: TreeConverter) {
    self.init(tree: other.tree, bytes: other.scanner.bytes)
  }

  deinit {
    for slot in 0..<Self.nameSlots where namePointers[slot] != nil {
      (nameStrings + slot).deinitialize(count: 1)
    }
    namePointers.deallocate()
    nameStrings.deallocate()
  }

  /// The element at `index` in the tree; its attributes are read when asked for, and its
  /// children as they are visited.
  func element(at index: Int32) -> XMLElement {
    let node = nodeTable[Int(index)]
    let endOfStartTag = node.endOfStartTag
    let start = endOfStartTag >= 0 ? scanner.startOfTag(endingAt: endOfStartTag) : 0
    // The first text run starts just after the start tag.
    let children = XMLChildren(
      first: node.firstChild, textOffset: endOfStartTag >= 0 ? endOfStartTag + 1 : start,
      converter: self)
    return XMLElement(
      name: qualifiedName(node.name), offset: start, node: index, isLocated: endOfStartTag >= 0,
      converter: self, children: children)
  }

  /// The next child of an element, from the node at index `next` on (-1: none): an element or
  /// a text run, skipping comments, processing instructions and entity references; moves
  /// `next` past it and `textOffset` past a child element.
  func nextChild(from next: inout Int32, textOffset: inout Int) -> XMLContent? {
    while next >= 0 {
      let index = next
      let node = nodeTable[Int(index)]
      next = node.next
      switch node.kind {
      case Int32(PROTOCELL_NODE_ELEMENT):
        let element = element(at: index)
        // The next text run starts after this element's end tag.
        if node.end >= 0 { textOffset = node.end }
        return .element(element)
      case Int32(PROTOCELL_NODE_TEXT):
        return .text(text(from: node.textStart, length: node.textLength, offset: textOffset))
      default:
        continue  // comments and processing instructions carry nothing for templates
      }
    }
    return nil
  }

  /// How many elements are among `first` (-1: none) and its next siblings, none made.
  func elementCount(from first: Int32) -> Int {
    var count = 0
    var next = first
    while next >= 0 {
      let node = nodeTable[Int(next)]
      if node.kind == Int32(PROTOCELL_NODE_ELEMENT) { count += 1 }
      next = node.next
    }
    return count
  }

  /// The attributes of the element at `index`, whose start tag begins at `start` (when
  /// `known`), in document order.
  func attributes(ofElementAt index: Int32, tagStart start: Int, known: Bool) -> [XMLAttribute] {
    let node = nodeTable[Int(index)]
    let count = Int(node.attributeCount)
    guard count > 0 else { return [] }
    var attributes: [XMLAttribute] = []
    attributes.reserveCapacity(count)
    var cursor = known ? scanner.attributesStart(ofTagAt: start) : start
    let first = Int(node.firstAttribute)
    for position in 0..<count {
      let attribute = attributeTable[first + position]
      var raw: StartTagScanner.AttributeOffsets?
      if known, let local = attribute.name.local {
        let prefix = attribute.name.prefix
        raw =
          nextRawAttribute(named: local, prefix: prefix, from: &cursor)
          ?? rawAttribute(named: local, prefix: prefix, orAt: position, tagStart: start)
      }
      attributes.append(self.attribute(attribute, at: raw, tagStart: start, search: nil))
    }
    return attributes
  }

  /// The attribute named `name` of the element at `index`, whose start tag begins at `start`
  /// (when `known`); `nil` when it has none.
  ///
  /// Names are compared as ``XMLElement/attribute(named:)`` compares them: equal when their
  /// UTF-8 lengths are equal and the strings are (canonically) equal. Only the attribute found
  /// becomes an ``XMLAttribute``; the others are compared as bytes.
  func attribute(
    named name: String, ofElementAt index: Int32, tagStart start: Int, known: Bool
  ) -> XMLAttribute? {
    let node = nodeTable[Int(index)]
    let count = Int(node.attributeCount)
    guard count > 0 else { return nil }
    let first = Int(node.firstAttribute)
    var spelling = name
    let found: Int? = spelling.withUTF8 { query in
      let isQueryASCII = query.allSatisfy { $0 < 0x80 }
      for position in 0..<count {
        let candidate = attributeTable[first + position].name
        guard Int(candidate.length) == query.count else { continue }
        if bytes(of: candidate, equal: query) { return position }
        // Different bytes may still spell canonically equal names outside ASCII.
        if (candidate.isASCII == 0 || !isQueryASCII), qualifiedName(candidate) == name {
          return position
        }
      }
      return nil
    }
    guard let position = found else { return nil }
    let attribute = attributeTable[first + position]
    // Its offsets are found when asked for (``rawAttribute(ofAttributeAt:position:tagStart:)``).
    let search =
      known && attribute.name.local != nil
      ? XMLAttribute.Search(converter: self, index: first + position, position: position) : nil
    return self.attribute(attribute, at: nil, tagStart: start, search: search)
  }

  /// The offsets of the attribute at `index` in the tree's attribute table, the `position`th of
  /// an element whose start tag begins at `start`.
  ///
  /// Attribute names are unique in a well-formed tag, so the first raw attribute of its name is
  /// the one a walk over all of them in order would pair with it.
  func rawAttribute(ofAttributeAt index: Int, position: Int, tagStart start: Int)
    -> StartTagScanner.AttributeOffsets?
  {
    let name = attributeTable[index].name
    guard let local = name.local else { return nil }
    return rawAttribute(named: local, prefix: name.prefix, orAt: position, tagStart: start)
  }

  private func attribute(
    _ attribute: ProtocellAttribute, at raw: StartTagScanner.AttributeOffsets?, tagStart start: Int,
    search: XMLAttribute.Search?
  ) -> XMLAttribute {
    XMLAttribute(
      name: qualifiedName(attribute.name),
      value: string(from: attribute.valueStart, length: attribute.valueLength), tagStart: start,
      offsets: raw, search: search)
  }

  /// Whether the bytes of a name as Protocell spells it are `query`.
  private func bytes(of name: ProtocellName, equal query: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let local = name.local else { return query.isEmpty }
    var index = 0
    func match(_ text: UnsafePointer<UInt8>) -> Bool {
      var character = text
      while character.pointee != 0 {
        guard index < query.count, query[index] == character.pointee else { return false }
        index += 1
        character += 1
      }
      return true
    }
    if let prefix = name.prefix {
      let matched =
        name.isSchemaInstance != 0
        ? match(Self.schemaInstancePrefix.utf8Start) : match(prefix)
      guard matched, index < query.count, query[index] == UInt8(ascii: ":") else { return false }
      index += 1
    }
    return match(local) && index == query.count
  }

  /// The prefix XML Schema instance names are spelt with (a static string is NUL-terminated).
  private static let schemaInstancePrefix: StaticString = "xsi"

  /// The first raw attribute from `cursor` on with the given name, moving `cursor` past it.
  private func nextRawAttribute(
    named local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, from cursor: inout Int
  ) -> StartTagScanner.AttributeOffsets? {
    var index = cursor
    while let raw = scanner.nextAttribute(from: &index) {
      if scanner.name(of: raw, equals: local, prefix: prefix) {
        cursor = index
        return raw
      }
    }
    return nil
  }

  /// The raw attribute anywhere in the tag with the given name, else the one at `position`.
  private func rawAttribute(
    named local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, orAt position: Int,
    tagStart start: Int
  ) -> StartTagScanner.AttributeOffsets? {
    if rawTagStart != start {
      rawAttributes.removeAll(keepingCapacity: true)
      var index = scanner.attributesStart(ofTagAt: start)
      while let raw = scanner.nextAttribute(from: &index) { rawAttributes.append(raw) }
      rawTagStart = start
    }
    let positional = position < rawAttributes.count ? rawAttributes[position] : nil
    // Mostly the raw attribute at the same position (names are unique in a well-formed tag).
    if let positional, scanner.name(of: positional, equals: local, prefix: prefix) {
      return positional
    }
    return rawAttributes.first { scanner.name(of: $0, equals: local, prefix: prefix) } ?? positional
  }

  private func qualifiedName(_ name: ProtocellName) -> String {
    guard let local = name.local else { return "" }
    if let prefix = name.prefix {
      // XML Schema instance attributes keep one spelling whatever prefix a file binds to the
      // namespace, so that the schema tables can name them (`xsi:noNamespaceSchemaLocation`).
      if name.isSchemaInstance != 0 { return "xsi:" + String(cString: local) }
      return String(cString: prefix) + ":" + String(cString: local)
    }
    let slot = Int(bitPattern: UInt(bitPattern: local) >> 3) & (Self.nameSlots - 1)
    if namePointers[slot] == local { return nameStrings[slot] }
    let string = String(cString: local)
    if namePointers[slot] == nil {
      (nameStrings + slot).initialize(to: string)
    } else {
      nameStrings[slot] = string
    }
    namePointers[slot] = local
    return string
  }

  /// The text of `length` bytes of the tree's text and values from `start`.
  func string(from start: Int, length: Int) -> String {
    guard length > 0 else { return "" }
    return String(decoding: bytes(from: start, length: length), as: UTF8.self)
  }

  /// `length` bytes of the tree's text and values from `start`, valid while the tree is.
  func bytes(from start: Int, length: Int) -> UnsafeBufferPointer<UInt8> {
    guard length > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(rebasing: byteTable[start..<(start + length)])
  }

  private func text(from start: Int, length: Int, offset: Int) -> XMLText {
    var isBlank = true
    if length > 0 {
      for index in start..<(start + length) {
        let byte = byteTable[index]
        if byte != 0x20, byte &- 0x09 > 0x0D - 0x09 {
          isBlank = false
          break
        }
      }
    }
    return XMLText(
      start: start, length: length, converter: self, offset: offset, isASCIIBlank: isBlank)
  }
}
