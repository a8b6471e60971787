internal import CFontconfig
import _ProtocellConcurrency

/// The one place that talks to fontconfig: matching, registering files, fallback lists.
///
/// Owns a private `FcConfig` (so registered files stay local to one ``FontLibrary``) and
/// serialises every call with a lock.
final class FontconfigDatabase: @unchecked Sendable {
  /// A font file chosen by fontconfig.
  struct Match: Hashable, Sendable {
    var path: String
    var index: Int
    var families: [String]
    var weight: FontWeight
  }

  /// What ``bestMatch(family:weight:isItalic:)`` is asked.
  private struct MatchRequest: Hashable {
    var family: String
    var weight: FontWeight
    var isItalic: Bool
  }

  private let lock = Lock()
  private let config: OpaquePointer
  /// The answers fontconfig gave, until a file is added: matching is the costly part of
  /// resolving a font, and the iOS system font asks the same family once for every size (its
  /// width model differs by size; the file does not).
  private var matches: [MatchRequest: Match?] = [:]

  /// Loads the default configuration and font set, or takes the one ``prepare()`` read ahead.
  ///
  /// - Throws: ``FontError/fontconfigUnavailable``.
  init() throws {
    guard let config = Self.takePreparedConfiguration() ?? FcInitLoadConfigAndFonts() else {
      throw FontError.fontconfigUnavailable
    }
    self.config = config
  }

  deinit { FcConfigDestroy(config) }

  /// The best font for a family, weight and slant, as fontconfig ranks them.
  ///
  /// fontconfig always returns *some* font; the caller compares ``Match/families`` with the
  /// request to tell a real match from a substitute.
  func bestMatch(family: String, weight: FontWeight, isItalic: Bool) -> Match? {
    lock.withLock {
      let request = MatchRequest(family: family, weight: weight, isItalic: isItalic)
      if let known = matches[request] { return known }
      let found = uncachedMatch(for: request)
      matches[request] = found
      return found
    }
  }

  /// Asks fontconfig for the best font for `request`; the caller holds the lock.
  private func uncachedMatch(for request: MatchRequest) -> Match? {
    guard
      let pattern = makePattern(
        family: request.family, weight: request.weight, isItalic: request.isItalic)
    else { return nil }
    defer { FcPatternDestroy(pattern) }
    var result = FcResultNoMatch
    guard let font = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    return Self.match(from: font)
  }

  /// The fonts fontconfig would try, best first, for a family, weight and slant.
  func fallbackList(family: String, weight: FontWeight, isItalic: Bool) -> FontconfigFontList? {
    lock.withLock {
      guard let pattern = makePattern(family: family, weight: weight, isItalic: isItalic) else {
        return nil
      }
      defer { FcPatternDestroy(pattern) }
      var result = FcResultNoMatch
      guard let set = FcFontSort(config, pattern, FcTrue, nil, &result) else { return nil }
      return FontconfigFontList(set: set)
    }
  }

  /// Adds a font file to this configuration's application fonts.
  ///
  /// - Returns: the fonts (one per face) the file holds.
  /// - Throws: ``FontError/notAFont(path:)`` if fontconfig cannot read it.
  func addFile(atPath path: String) throws -> [Match] {
    try lock.withLock {
      guard FcConfigAppFontAddFile(config, path) != 0 else { throw FontError.notAFont(path: path) }
      // A new file may be a better match for any family.
      matches.removeAll()
      guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
      return Self.patterns(of: set).compactMap(Self.match(from:)).filter { $0.path == path }
    }
  }

  // MARK: - Patterns

  private func makePattern(family: String, weight: FontWeight, isItalic: Bool) -> OpaquePointer? {
    guard let pattern = FcPatternCreate() else { return nil }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight.value)))
    FcPatternAddInteger(pattern, FC_SLANT, isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    return pattern
  }

  static func patterns(of set: UnsafeMutablePointer<FcFontSet>) -> [OpaquePointer] {
    guard let fonts = set.pointee.fonts else { return [] }
    return (0..<Int(set.pointee.nfont)).compactMap { fonts[$0] }
  }

  static func match(from pattern: OpaquePointer) -> Match? {
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else {
      return nil
    }
    var index: Int32 = 0
    _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
    var weight: Double = Double(FC_WEIGHT_REGULAR)
    _ = FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight)
    var families: [String] = []
    var family: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(pattern, FC_FAMILY, Int32(families.count), &family) == FcResultMatch,
      let family
    {
      families.append(String(cString: family))
    }
    return Match(
      path: String(cString: file), index: Int(index), families: families,
      weight: FontWeight(Int(FcWeightToOpenTypeDouble(weight).rounded())))
  }
}

/// A sorted fontconfig font set, owned and freed with the object.
final class FontconfigFontList: @unchecked Sendable {
  private let set: UnsafeMutablePointer<FcFontSet>
  private let fonts: [OpaquePointer]

  init(set: UnsafeMutablePointer<FcFontSet>) {
    self.set = set
    self.fonts = FontconfigDatabase.patterns(of: set)
  }

  deinit { FcFontSetDestroy(set) }

  /// The first font in the list whose character set covers `scalar`.
  func firstMatch(covering scalar: Unicode.Scalar) -> FontconfigDatabase.Match? {
    for font in fonts {
      var charset: OpaquePointer?
      guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
        FcCharSetHasChar(charset, scalar.value) != 0
      else { continue }
      return FontconfigDatabase.match(from: font)
    }
    return nil
  }
}
