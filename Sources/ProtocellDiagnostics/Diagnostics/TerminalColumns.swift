/// How many columns a terminal gives a Unicode scalar, so that a snippet's caret lands under
/// the character it points at whatever script the line is in.
///
/// Terminals draw East Asian wide and fullwidth characters (CJK ideographs, kana, Hangul
/// syllables, fullwidth forms) and emoji shown as emoji in two columns, and combining marks,
/// enclosing marks and format characters (a zero-width joiner, a variation selector) in none
/// of their own: they join the character before them. Every other scalar takes one. The wide
/// ranges are the blocks Unicode's East Asian Width property (UAX #11) gives W or F; emoji are
/// read from the scalar's `isEmojiPresentation` property.
enum TerminalColumns {
  /// The columns `scalar` takes: 0, 1 or 2.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// The columns of a run of scalars.
  static func of<S: Sequence>(_ scalars: S) -> Int where S.Element == Unicode.Scalar {
    scalars.reduce(0) { $0 + of($1) }
  }

  /// The blocks of wide and fullwidth characters (UAX #11: W and F), not counting emoji.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi syllables and radicals
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1B000...0x1B2FF,  // Kana supplement and extensions, Nüshu
    0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B to F, compatibility supplement
    0x30000...0x3FFFD,  // CJK Unified Ideographs Extensions G and H
  ]
}
