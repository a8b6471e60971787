import _ProtocellConcurrency

/// The fallback chain of one face: which font draws a character the face lacks.
///
/// Uses fontconfig's sorted list for the face's family, weight and slant (as Pango does), built
/// on first need; answers are cached per character.
final class FontFallback: @unchecked Sendable {
  private let lock = Lock()
  private let database: FontconfigDatabase
  private weak var library: FontLibrary?
  private let family: String
  private let weight: FontWeight
  private let isItalic: Bool
  private var list: FontconfigFontList?
  private var isListLoaded = false
  private var faces: [UInt32: FontFace?] = [:]
  private var emoji: FontFace?
  private var isEmojiLoaded = false
  /// The line metrics the emoji font is measured with: ``VerticalMetrics/appleColorEmoji`` for
  /// a face standing in for an iOS font, `nil` (the emoji file's own) for an installed family.
  private let emojiLineMetrics: VerticalMetrics?

  init(
    database: FontconfigDatabase, library: FontLibrary, family: String, weight: FontWeight,
    isItalic: Bool, emojiLineMetrics: VerticalMetrics? = nil
  ) {
    self.database = database
    self.library = library
    self.family = family
    self.weight = weight
    self.isItalic = isItalic
    self.emojiLineMetrics = emojiLineMetrics
  }

  /// The emoji font (fontconfig's `emoji` family), if it has a glyph for `scalar`, measured
  /// with ``emojiLineMetrics`` when they are given.
  func emojiFace(for scalar: Unicode.Scalar) -> FontFace? {
    let face: FontFace? = lock.withLock {
      if !isEmojiLoaded {
        isEmojiLoaded = true
        if let match = database.bestMatch(family: "emoji", weight: .regular, isItalic: false),
          let library
        {
          emoji = try? library.face(
            for: match, isItalic: false, lineMetrics: emojiLineMetrics)
        }
      }
      return emoji
    }
    guard let face, face.hasGlyph(for: scalar) else { return nil }
    return face
  }

  /// The first face in the chain that has a glyph for `scalar`, or `nil` if none has.
  func face(for scalar: Unicode.Scalar) -> FontFace? {
    lock.withLock {
      if let known = faces[scalar.value] { return known }
      if !isListLoaded {
        list = database.fallbackList(family: family, weight: weight, isItalic: isItalic)
        isListLoaded = true
      }
      var face: FontFace?
      if let match = list?.firstMatch(covering: scalar), let library {
        face = try? library.face(for: match, isItalic: isItalic)
        if let candidate = face, !candidate.hasGlyph(for: scalar) { face = nil }
      }
      if faces.count > 4096 { faces.removeAll(keepingCapacity: true) }
      faces[scalar.value] = face
      return face
    }
  }
}
