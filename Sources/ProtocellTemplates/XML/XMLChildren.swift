/// The children of an ``XMLElement``: child elements and text runs in document order, made from
/// the parsed tree as they are visited (comments and processing instructions are skipped).
///
/// Each pass makes fresh values; the sequence is only valid while the document is alive, inside
/// the closure given to ``XMLDocumentReader/read(_:keepingBlankTextIn:nestingAtMost:_:)``.
struct XMLChildren: Sequence {
  /// The first child's index in the tree, or -1.
  private let first: Int32
  /// Where the first text run starts: just after the start tag.
  private let textOffset: Int
  /// Makes the values; it outlives every element it makes, so it is not retained.
  private unowned(unsafe) let converter: TreeConverter

  init(first: Int32, textOffset: Int, converter: TreeConverter) {
    self.first = first
    self.textOffset = textOffset
    self.converter = converter
  }

  /// How many of the children are elements, counted in the tree without making any value.
  var elementCount: Int { converter.elementCount(from: first) }

  /// Walks the children.
  struct Iterator: IteratorProtocol {
    /// The index of the next node to look at, or -1.
    private var cursor: Int32
    private var textOffset: Int
    private unowned(unsafe) let converter: TreeConverter

    fileprivate init(children: XMLChildren) {
      self.cursor = children.first
      self.textOffset = children.textOffset
      self.converter = children.converter
    }

    /// The next child element or text run.
    mutating func next() -> XMLContent? {
      converter.nextChild(from: &cursor, textOffset: &textOffset)
    }
  }

  func makeIterator() -> Iterator { Iterator(children: self) }
}
