extension LineBreaker {
  /// Break opportunities of a paragraph the fast path declines as a whole: the paragraph is cut
  /// where a break is certain, each piece takes the fast path where it can, and only runs of
  /// pieces it declines go to ICU (a sentence with one emoji or one Japanese word sends that word
  /// and its neighbours to ICU, not the sentence).
  ///
  /// The answer is ICU's on the whole paragraph (a test compares the two on random texts of
  /// every line-break class), because of how the cuts are chosen (see ``isCertainBreak(at:in:)``):
  /// - the break at a cut is certain whatever follows;
  /// - no UAX #14 rule decides a position after a cut from text before it: the rules that look
  ///   back over any distance (LB8, LB14–LB17 over spaces; LB9 over marks; LB25 over numbers;
  ///   LB30a over regional indicators) cannot reach past a letter or digit that follows spaces;
  /// - no rule decides a position before a cut from text after it: the rules that look ahead
  ///   (LB25's numbers) stop at the spaces before the cut.
  ///
  /// - Complexity: O(*n*), plus ICU's cost on the declined pieces.
  func chunkedOpportunities(in paragraph: UnsafeBufferPointer<UInt8>, into offsets: inout [Int]) {
    var pieceStart = 0
    var pieceOffsets: [Int] = []
    pieceOffsets.reserveCapacity(16)
    // The start of the run of declined pieces not yet given to ICU, if any.
    var declinedStart: Int?
    func flushDeclined(upTo end: Int) {
      guard let start = declinedStart else { return }
      icuOpportunities(
        in: UnsafeBufferPointer(rebasing: paragraph[start..<end]), offsetBy: start, into: &offsets)
      declinedStart = nil
    }
    for end in 1...paragraph.count
    where end == paragraph.count
      || (paragraph[end - 1] == 0x20 && Self.isCertainBreak(at: end, in: paragraph))
    {
      pieceOffsets.removeAll(keepingCapacity: true)
      let piece = UnsafeBufferPointer(rebasing: paragraph[pieceStart..<end])
      if Self.asciiOpportunities(in: piece, into: &pieceOffsets) {
        // The run declined before this piece ends where it starts.
        flushDeclined(upTo: pieceStart)
        for offset in pieceOffsets { offsets.append(pieceStart + offset) }
      } else if declinedStart == nil {
        declinedStart = pieceStart
      }
      pieceStart = end
    }
    flushDeclined(upTo: paragraph.count)
  }

  /// Whether UAX #14 allows a break before `paragraph[index]` whatever the rest of the text is.
  ///
  /// True when the byte there starts a letter or digit the fast path knows (class AL or NU), the
  /// bytes before it are ASCII spaces, and the character before those spaces is such a letter or
  /// digit or one of `.,;:!?` (AL, NU, IS, EX). Then LB18 (`SP ÷`) breaks there: the rules
  /// before it that can forbid a break after spaces need the character after them to be a
  /// space, a mark, a joiner or of class GL, CL, CP, EX, IS, SY (LB7–LB13) or the one before
  /// them to be OP, QU, CL, CP or B2 (LB14–LB17).
  static func isCertainBreak(at index: Int, in paragraph: UnsafeBufferPointer<UInt8>) -> Bool {
    guard index > 0, index < paragraph.count, paragraph[index - 1] == 0x20 else { return false }
    return asciiKinds.withUnsafeBufferPointer { kinds in
      let next = kinds[Int(paragraph[index])]
      guard next == Kind.letter.rawValue || next == Kind.digit.rawValue else { return false }
      var last = index - 1
      while last >= 0, paragraph[last] == 0x20 { last -= 1 }
      guard last >= 0 else { return false }
      let byte = paragraph[last]
      if byte < 0x80 {
        let kind = kinds[Int(byte)]
        return kind == Kind.letter.rawValue || kind == Kind.digit.rawValue
          || kind == Kind.infixSeparator.rawValue || kind == Kind.exclamation.rawValue
      }
      // A two-byte letter of the fast path's scripts: its lead byte right before this byte.
      return byte & 0xC0 == 0x80 && last > 0
        && kinds[Int(paragraph[last - 1])] == Kind.letter.rawValue
        && paragraph[last - 1] >= 0xC0
    }
  }
}
