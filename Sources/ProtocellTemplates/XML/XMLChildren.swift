internal import CLibXML2

/// The children of an ``XMLElement``: child elements and text runs in document order, made from
/// libxml2's tree as they are visited (comments and processing instructions are skipped).
///
/// Each pass makes fresh values; the sequence is only valid while the document is alive, inside
/// the closure given to ``XMLDocumentReader/read(_:keepingBlankTextIn:_:)``.
struct XMLChildren: Sequence {
  /// The first child node (an `xmlNodePtr`), if any.
  private let first: UnsafeMutableRawPointer?
  /// Where the first text run starts: just after the start tag.
  private let textOffset: Int
  /// Makes the values; it outlives every element it makes, so it is not retained.
  private unowned(unsafe) let converter: TreeConverter

  init(first: UnsafeMutableRawPointer?, textOffset: Int, converter: TreeConverter) {
    self.first = first
    self.textOffset = textOffset
    self.converter = converter
  }

  /// Walks the children.
  struct Iterator: IteratorProtocol {
    private var node: xmlNodePtr?
    private var textOffset: Int
    private unowned(unsafe) let converter: TreeConverter

    fileprivate init(children: XMLChildren) {
      self.node = children.first?.assumingMemoryBound(to: xmlNode.self)
      self.textOffset = children.textOffset
      self.converter = children.converter
    }

    /// The next child element or text run.
    mutating func next() -> XMLContent? {
      converter.nextChild(from: &node, textOffset: &textOffset)
    }
  }

  func makeIterator() -> Iterator { Iterator(children: self) }
}
