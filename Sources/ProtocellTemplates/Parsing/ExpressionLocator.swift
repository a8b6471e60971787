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
  /// The location of the first scalar, when the expression sits verbatim on one line: every
  /// other scalar is then as many columns further along (a constraint's anchors and the
  /// constraint itself are located without a search each).
  private let firstOnLine: SourceLocation?

  /// A locator for an expression whose `length` ASCII scalars are the bytes from `start` on.
  ///
  /// - Parameters:
  ///   - locator: Turns byte offsets into locations.
  ///   - start: The byte offset of the first scalar.
  ///   - length: The number of scalars (and bytes).
  ///   - lineBreakFree: Whether those bytes hold no line break (`\n` or `\r`).
  init(locator: SourceLocator, verbatimAt start: Int, length: Int, lineBreakFree: Bool) {
    self.locator = locator
    self.start = start
    self.length = length
    self.offsets = nil
    self.firstOnLine = lineBreakFree ? locator.location(ofByteOffset: start) : nil
  }

  /// A locator for an expression whose scalars start at the given byte offsets.
  init(locator: SourceLocator, offsets: [Int]) {
    self.locator = locator
    self.start = offsets.first ?? 0
    self.length = max(0, offsets.count - 1)
    self.offsets = offsets
    self.firstOnLine = nil
  }

  /// The location of the scalar at `index`; indices outside the expression clamp to its ends.
  func location(ofScalar index: Int) -> SourceLocation {
    if let offsets {
      return locator.location(ofByteOffset: offsets[max(0, min(index, offsets.count - 1))])
    }
    let clamped = max(0, min(index, length))
    if let firstOnLine { return firstOnLine.advanced(byColumns: clamped) }
    return locator.location(ofByteOffset: start + clamped)
  }
}
