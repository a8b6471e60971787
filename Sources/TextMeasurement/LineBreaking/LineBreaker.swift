internal import CICU
import _ProtocellConcurrency

/// Finds line-break opportunities (UAX #14) in one paragraph of UTF-8 text with ICU.
///
/// The one place that calls ICU. Opening an ICU iterator costs far more than using one, so
/// iterators are pooled and reused across calls and threads. Text made only of Latin, Greek and
/// Cyrillic letters, ASCII digits, spaces and `.,;:!?'` takes ``asciiOpportunities(in:into:)``
/// instead, which gives the same answer without ICU (a test checks the two agree on random
/// strings).
final class LineBreaker: @unchecked Sendable {
  private let lock = Lock()
  private var pool: [Iterator] = []

  /// An ICU line iterator with the UText it reads through.
  private final class Iterator {
    let breaker: OpaquePointer
    var text: OpaquePointer?

    init?() {
      var status: Int32 = 0
      guard let breaker = protocell_ubrk_open_line(nil, &status), status <= 0 else {
        return nil
      }
      self.breaker = breaker
    }

    deinit {
      protocell_ubrk_close(breaker)
      if let text { protocell_utext_close(text) }
    }
  }

  init() {}

  /// Appends the end offset of every segment of `paragraph` (a break is allowed after each),
  /// the last being `paragraph.count`.
  ///
  /// - Parameters:
  ///   - paragraph: UTF-8 text without hard line breaks.
  ///   - offsets: receives the offsets, relative to `paragraph`.
  ///   - allowsFastPath: whether simple text may skip ICU (tests turn this off to compare).
  /// - Complexity: O(*n*).
  func opportunities(
    in paragraph: UnsafeBufferPointer<UInt8>, into offsets: inout [Int], allowsFastPath: Bool = true
  ) {
    guard !paragraph.isEmpty else { return }
    if allowsFastPath {
      if Self.asciiOpportunities(in: paragraph, into: &offsets) { return }
      chunkedOpportunities(in: paragraph, into: &offsets)
    } else {
      icuOpportunities(in: paragraph, offsetBy: 0, into: &offsets)
    }
  }

  /// Appends ICU's break opportunities in `text`, each plus `base`, the last being
  /// `base + text.count`.
  func icuOpportunities(
    in text: UnsafeBufferPointer<UInt8>, offsetBy base: Int, into offsets: inout [Int]
  ) {
    guard let iterator = lock.withLock({ pool.popLast() }) ?? Iterator(),
      let start = text.baseAddress
    else {
      offsets.append(base + text.count)
      return
    }
    defer { lock.withLock { if pool.count < 8 { pool.append(iterator) } } }
    var status: Int32 = 0
    let bytes = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
    iterator.text = protocell_utext_open_utf8(iterator.text, bytes, Int64(text.count), &status)
    protocell_ubrk_set_utext(iterator.breaker, iterator.text, &status)
    guard status <= 0 else {
      offsets.append(base + text.count)
      return
    }
    _ = protocell_ubrk_first(iterator.breaker)
    var offset = protocell_ubrk_next(iterator.breaker)
    while offset != PROTOCELL_UBRK_DONE, offset > 0 {
      offsets.append(base + Int(offset))
      offset = protocell_ubrk_next(iterator.breaker)
    }
    if offsets.last != base + text.count { offsets.append(base + text.count) }
  }

  /// The fast path for text made only of letters (ASCII, Latin-1, Latin Extended, Greek,
  /// Cyrillic), ASCII digits, spaces and `.,;:!?'`.
  ///
  /// For these line-break classes (AL, NU, SP, IS, EX, QU) UAX #14 allows a break only after a
  /// space before a letter, digit or quote (LB18, which precedes LB19), and after an exclamation
  /// or question mark before a letter or digit (LB31); never before a space (LB7), IS or EX
  /// (LB13), elsewhere around QU (LB19), nor between letters and digits (LB23, LB28). A digit after IS falls under the numeric rule LB25, which the fast path leaves
  /// to ICU.
  ///
  /// - Returns: `false`, appending nothing, if the text has any other byte or an IS before a digit.
  static func asciiOpportunities(
    in paragraph: UnsafeBufferPointer<UInt8>, into offsets: inout [Int]
  ) -> Bool {
    let other = Kind.other.rawValue, letter = Kind.letter.rawValue, digit = Kind.digit.rawValue
    let infix = Kind.infixSeparator.rawValue, exclamation = Kind.exclamation.rawValue
    let quotation = Kind.quotation.rawValue, space = Kind.space.rawValue
    let continuation = Kind.continuation.rawValue
    let start = offsets.count
    asciiKinds.withUnsafeBufferPointer { kinds in
      var previous = other
      for index in paragraph.indices {
        let kind = kinds[Int(paragraph[index])]
        if kind == continuation { continue }
        if kind == other || (previous == infix && kind == digit) {
          offsets.removeSubrange(start...)
          return
        }
        let isWordStart = kind == letter || kind == digit
        if (previous == space && (isWordStart || kind == quotation))
          || (previous == exclamation && isWordStart)
        {
          offsets.append(index)
        }
        previous = kind
      }
      offsets.append(paragraph.count)
    }
    return offsets.count > start
  }

  /// The UAX #14 classes of the bytes the fast path handles.
  enum Kind: UInt8 {
    case other, letter, digit, infixSeparator, exclamation, quotation, space, continuation
  }

  static let asciiKinds: [UInt8] = (0..<256).map { byte in
    let kind: Kind
    switch UInt8(byte) {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      kind = .letter
    case UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .digit
    case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      kind = .infixSeparator
    case UInt8(ascii: "!"), UInt8(ascii: "?"): kind = .exclamation
    case UInt8(ascii: "'"): kind = .quotation
    case UInt8(ascii: " "): kind = .space
    // Lead bytes of U+00C0–U+027F (Latin-1 letters, Latin Extended-A and -B, IPA), U+0380–U+03FF
    // (Greek) and U+0400–U+04FF (Cyrillic): all class AL (or CM after a letter, which LB9 folds
    // into it).
    case 0xC3...0xC9, 0xCE...0xD3: kind = .letter
    case 0x80...0xBF: kind = .continuation
    default: kind = .other
    }
    return kind.rawValue
  }
}
