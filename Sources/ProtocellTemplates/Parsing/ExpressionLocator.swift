import ProtocellDiagnostics

/// Maps the scalar indices of a constraint expression to locations in the file.
///
/// A value type rather than a closure, so that parsing an expression allocates no context.
struct ExpressionLocator {
  /// Turns byte offsets into locations.
  let locator: SourceLocator
  /// The byte offset of the expression's first scalar.
  let start: Int
  /// The number of scalars (and bytes) when the expression sits verbatim in the file.
  let length: Int
  /// The byte offset of each scalar and of the end, when the expression does not sit verbatim
  /// in the file (entity references, CDATA, line-end normalisation, non-ASCII text).
  let offsets: [Int]?

  /// A locator for an expression whose `length` ASCII scalars are the bytes from `start` on.
  init(locator: SourceLocator, verbatimAt start: Int, length: Int) {
    self.locator = locator
    self.start = start
    self.length = length
    self.offsets = nil
  }

  /// A locator for an expression whose scalars start at the given byte offsets.
  init(locator: SourceLocator, offsets: [Int]) {
    self.locator = locator
    self.start = offsets.first ?? 0
    self.length = max(0, offsets.count - 1)
    self.offsets = offsets
  }

  /// The location of the scalar at `index`; indices outside the expression clamp to its ends.
  func location(ofScalar index: Int) -> SourceLocation {
    if let offsets {
      return locator.location(ofByteOffset: offsets[max(0, min(index, offsets.count - 1))])
    }
    return locator.location(ofByteOffset: start + max(0, min(index, length)))
  }
}
