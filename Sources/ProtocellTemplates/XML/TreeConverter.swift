internal import CLibXML2

/// Makes ``XMLElement`` values from libxml2's tree while it is alive, one element at a time as
/// the parser walks the children (see ``XMLChildren``), so that no copy of the whole tree is
/// built and torn down.
///
/// Names come from the parser's dictionary, so equal names share one pointer: each distinct
/// name becomes a Swift string once. Attribute offsets are found by walking the raw start tag
/// alongside libxml2's attribute list, which is in document order.
final class TreeConverter {
  let scanner: StartTagScanner
  /// The Swift string of each name pointer seen, in a direct-mapped table indexed by pointer
  /// bits: a template uses a few dozen names and an Interface Builder document a couple of
  /// hundred, so with 1,024 slots a slot almost always holds the one wanted (with 128, IB
  /// documents spent a fifth of their reading time making strings of colliding names again).
  private var namePointers = [UnsafePointer<xmlChar>?](repeating: nil, count: 1024)
  private var nameStrings = [String](repeating: "", count: 1024)

  /// Creates a converter over the bytes that libxml2 parsed.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.scanner = StartTagScanner(bytes: bytes)
  }

  /// The element of `node`, with its attributes; its children are read as they are visited.
  func element(from node: xmlNodePtr) -> XMLElement {
    let name = qualifiedName(node.pointee.name, namespace: node.pointee.ns)
    let endOfStartTag = protocell_element_end_of_start_tag(node)
    let start = endOfStartTag >= 0 ? scanner.startOfTag(endingAt: endOfStartTag) : 0
    let attributes = self.attributes(of: node, tagStart: start, known: endOfStartTag >= 0)
    // The first text run starts just after the start tag.
    let children = XMLChildren(
      first: UnsafeMutableRawPointer(node.pointee.children),
      textOffset: endOfStartTag >= 0 ? endOfStartTag + 1 : start, converter: self)
    return XMLElement(name: name, offset: start, attributes: attributes, children: children)
  }

  /// The next child of an element, from `node` on: an element or a text run, skipping comments
  /// and processing instructions; moves `node` past it and `textOffset` past a child element.
  func nextChild(from node: inout xmlNodePtr?, textOffset: inout Int) -> XMLContent? {
    while let current = node {
      node = current.pointee.next
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        let element = element(from: current)
        // The next text run starts after this element's end tag.
        let end = protocell_element_end(current)
        if end >= 0 { textOffset = end }
        return .element(element)
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        return .text(text(of: current.pointee.content, offset: textOffset))
      default:
        continue  // comments and processing instructions carry nothing for templates
      }
    }
    return nil
  }

  private func attributes(of node: xmlNodePtr, tagStart start: Int, known: Bool) -> [XMLAttribute] {
    var attributes: [XMLAttribute] = []
    attributes.reserveCapacity(Self.count(node.pointee.properties))
    var cursor = known ? scanner.attributesStart(ofTagAt: start) : start
    var property = node.pointee.properties
    var attributeIndex = 0
    while let attribute = property {
      let local = attribute.pointee.name
      let prefix = attribute.pointee.ns?.pointee.prefix
      var raw: StartTagScanner.AttributeOffsets?
      if known, let local {
        raw =
          nextRawAttribute(named: local, prefix: prefix, from: &cursor)
          ?? rawAttribute(named: local, prefix: prefix, orAt: attributeIndex, tagStart: start)
      }
      attributes.append(
        XMLAttribute(
          name: qualifiedName(local, namespace: attribute.pointee.ns),
          value: value(of: attribute.pointee.children),
          nameOffset: raw?.nameOffset ?? start, valueOffset: raw?.valueOffset ?? start))
      property = attribute.pointee.next
      attributeIndex += 1
    }
    return attributes
  }

  /// The length of an attribute list.
  private static func count(_ first: xmlAttrPtr?) -> Int {
    var count = 0
    var node = first
    while let current = node {
      count += 1
      node = current.pointee.next
    }
    return count
  }

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
    var index = scanner.attributesStart(ofTagAt: start)
    var positional: StartTagScanner.AttributeOffsets?
    var count = 0
    while let raw = scanner.nextAttribute(from: &index) {
      if scanner.name(of: raw, equals: local, prefix: prefix) { return raw }
      if count == position { positional = raw }
      count += 1
    }
    return positional
  }

  /// The XML Schema instance namespace, whose attributes name a document's schema.
  static let schemaInstanceNamespace = "http://www.w3.org/2001/XMLSchema-instance"

  private func qualifiedName(_ local: UnsafePointer<xmlChar>?, namespace: xmlNsPtr?) -> String {
    guard let local else { return "" }
    if let namespace, let prefix = namespace.pointee.prefix {
      // XML Schema instance attributes keep one spelling whatever prefix a file binds to the
      // namespace, so that the schema tables can name them (`xsi:noNamespaceSchemaLocation`).
      if let href = namespace.pointee.href, String(cString: href) == Self.schemaInstanceNamespace {
        return "xsi:" + String(cString: local)
      }
      return String(cString: prefix) + ":" + String(cString: local)
    }
    let slot = Int(bitPattern: UInt(bitPattern: local) >> 3) & (namePointers.count - 1)
    if namePointers[slot] == local { return nameStrings[slot] }
    let name = String(cString: local)
    namePointers[slot] = local
    nameStrings[slot] = name
    return name
  }

  private func text(of content: UnsafePointer<xmlChar>?, offset: Int) -> XMLText {
    guard let content else { return XMLText(value: "", offset: offset, isASCIIBlank: true) }
    var length = 0
    var isBlank = true
    while content[length] != 0 {
      let byte = content[length]
      if byte != 0x20, byte &- 0x09 > 0x0D - 0x09 { isBlank = false }
      length += 1
    }
    let value = String(decoding: UnsafeBufferPointer(start: content, count: length), as: UTF8.self)
    return XMLText(value: value, offset: offset, isASCIIBlank: isBlank)
  }

  /// The text of an attribute's children (one text node, unless references split it).
  private func value(of first: xmlNodePtr?) -> String {
    guard let first else { return "" }
    if first.pointee.next == nil {
      return first.pointee.content.map { String(cString: $0) } ?? ""
    }
    var result = ""
    var node: xmlNodePtr? = first
    while let current = node {
      if let content = current.pointee.content { result += String(cString: content) }
      node = current.pointee.next
    }
    return result
  }
}
