import _ProtocellConcurrency

/// Resolves font requests to font files through fontconfig, and loads registered font files.
///
/// A library owns a private fontconfig configuration: files registered with
/// ``registerFont(atPath:)`` join the installed fonts for this library only. The family
/// `"system"` resolves to ``systemFamily`` — ``defaultSystemFamily`` (DejaVu Sans, from Debian's
/// `fonts-dejavu-core`) unless another is configured — so that registering an app's own font
/// files and naming their family as the system family reproduces the app's metrics.
///
/// A family that no installed or registered font carries is an error
/// (``FontError/familyNotFound(family:substitute:)``), never a silent substitution.
/// Loaded faces are cached and shared; a library is safe to use from any thread.
public final class FontLibrary: @unchecked Sendable {
  /// The family `"system"` maps to unless configured otherwise: `"DejaVu Sans"`.
  public static let defaultSystemFamily = "DejaVu Sans"

  /// The family that requests for ``FontDescriptor/systemFamily`` resolve to.
  public let systemFamily: String
  /// The line metrics of fonts resolved for ``FontDescriptor/systemFamily``.
  ///
  /// They replace the files' own: ``VerticalMetrics/iOSSystemFont`` gives labels UIKit's heights
  /// with the installed family's widths. `nil` keeps each file's own metrics.
  public let systemLineMetrics: VerticalMetrics?
  /// The model that gives ``FontDescriptor/iOSSystemFamily`` SF Pro's widths.
  ///
  /// It applies when SF Pro's files are not installed: its stand-in's advances, adjusted
  /// (``SystemFontWidthModel/fitted`` by default). `nil`, or a stand-in that is not installed, measures with ``systemFamily``'s own
  /// advances.
  public let systemFontWidths: SystemFontWidthModel?

  let lock = Lock()
  private let database: FontconfigDatabase
  private var facesByFile: [FileKey: FontFace] = [:]
  /// The files faces are read from, by path and index: the faces of one file share it.
  private var files: [FileIndex: FontFile] = [:]
  private var facesByRequest: [RequestKey: FontFace] = [:]
  /// Whether each family asked about is installed or registered: fontconfig's matching is the
  /// costly part of resolving a font (a cold `validate` asked it 189 times, 60% of them this).
  private var installedFamilies: [String: Bool] = [:]
  /// Line metrics for families no registered file provides, learned from what Interface
  /// Builder recorded, by normalized family name (see
  /// ``setLineMetrics(_:forUnregisteredFamily:)``).
  var learnedLineMetrics: [String: VerticalMetrics] = [:]
  /// The normalized names of the families registered files carry.
  var registeredFamilies: Set<String> = []

  private struct FileIndex: Hashable {
    var path: String
    var index: Int
  }

  private struct FileKey: Hashable {
    var path: String
    var index: Int
    var lineMetrics: VerticalMetrics?
    var advanceAdjustment: AdvanceAdjustment?
  }

  private struct RequestKey: Hashable {
    var lineMetrics: VerticalMetrics?
    var advanceAdjustment: AdvanceAdjustment?
    var family: String
    var weight: FontWeight
    var isItalic: Bool
  }

  /// Creates a library over the installed fonts.
  ///
  /// - Parameters:
  ///   - systemFamily: the family `"system"` stands for.
  ///   - systemLineMetrics: the line metrics of `"system"` fonts, or `nil` for the files' own;
  ///     ``VerticalMetrics/iOSSystemFont`` for iOS label heights.
  ///   - systemFontWidths: the width model of the iOS system font, or `nil` to measure it with
  ///     `systemFamily`'s own advances.
  /// - Throws: ``FontError/fontconfigUnavailable`` if fontconfig cannot load its configuration.
  public init(
    systemFamily: String = FontLibrary.defaultSystemFamily,
    systemLineMetrics: VerticalMetrics? = nil,
    systemFontWidths: SystemFontWidthModel? = .fitted
  ) throws {
    self.systemFamily = systemFamily
    self.systemLineMetrics = systemLineMetrics
    self.systemFontWidths = systemFontWidths
    self.database = try FontconfigDatabase()
  }

  /// Starts reading fontconfig's configuration and font list on another thread, so that the
  /// next library made takes it ready instead of reading its own (once per process; later
  /// libraries read their own).
  ///
  /// A command-line tool calls it first, so that the read (about 4 ms) overlaps its start-up
  /// and argument parsing; nothing else changes.
  public static func prepareInBackground() {
    FontconfigDatabase.prepare()
  }

  /// Makes the fonts in a TTF, OTF or TTC file available to this library by their family names.
  ///
  /// - Parameter path: the font file's path.
  /// - Returns: the family names the file declares.
  /// - Throws: ``FontError/fileNotReadable(path:)``, or ``FontError/notAFont(path:)`` (a
  ///   folder among them).
  @discardableResult
  public func registerFont(atPath path: String) throws -> [String] {
    if Self.isFolder(atPath: path) { throw FontError.notAFont(path: path) }
    let matches = try fontconfigMatches(forFileAt: path)
    var families: [String] = []
    for family in matches.flatMap(\.families) where !families.contains(family) {
      families.append(family)
    }
    lock.withLock {
      facesByRequest.removeAll()
      installedFamilies.removeAll()
      registeredFamilies.formUnion(families.map(Self.normalized))
    }
    return families
  }

  /// Resolves a font request.
  ///
  /// ``FontDescriptor/iOSSystemFamily`` resolves to SF Pro when its files are installed or
  /// registered (exact widths), else to the stand-in of ``systemFontWidths`` with its advances
  /// adjusted for the size and weight (SF Pro's widths as Interface Builder recorded them), else
  /// to ``systemFamily`` (approximate widths), measuring lines with
  /// ``VerticalMetrics/iOSSystemFont`` in every case; ``FontDescriptor/systemFamily`` resolves
  /// to ``systemFamily`` with ``systemLineMetrics``.
  ///
  /// - Parameter descriptor: the family, weight, slant and size.
  /// - Returns: the font fontconfig ranks best among the files of that family.
  /// - Throws: ``FontError/invalidSize(_:)``, or ``FontError/familyNotFound(family:substitute:)``
  ///   when no installed or registered font has the family.
  public func font(for descriptor: FontDescriptor) throws -> Font {
    try font(for: descriptor, lineMetrics: lineMetrics(forUnregisteredFamily: descriptor.family))
  }

  /// Resolves a font request as ``font(for:)`` does, measuring lines of a family other than the
  /// system ones with `missingLineMetrics` when given (learned for the family, or a stand-in's
  /// for a missing one).
  ///
  /// `isTracked` false measures the system font without its size's tracking, as a label
  /// naming the font's own family is drawn (``SystemFontWidthModel/advanceAdjustment(size:weight:isTracked:)``).
  private func font(
    for descriptor: FontDescriptor, lineMetrics missingLineMetrics: VerticalMetrics?,
    isTracked: Bool = true
  ) throws -> Font {
    try Font.validate(size: descriptor.size)
    let isIOSSystem = descriptor.family == FontDescriptor.iOSSystemFamily
    let isSystem = isIOSSystem || descriptor.family == FontDescriptor.systemFamily
    var family = isSystem ? systemFamily : descriptor.family
    var advanceAdjustment: AdvanceAdjustment?
    if isIOSSystem {
      if let sanFrancisco = sanFranciscoFamily(forSize: descriptor.size) {
        family = sanFrancisco
      } else if let model = systemFontWidths,
        case let standIn = model.standInFamily(forSize: descriptor.size), isInstalled(standIn)
      {
        family = standIn
        advanceAdjustment = model.advanceAdjustment(
          size: descriptor.size, weight: descriptor.weight, isTracked: isTracked)
        if let ideographScale = descriptor.ideographScale {
          advanceAdjustment?.ideographScale = ideographScale
        }
      }
    }
    let lineMetrics =
      isIOSSystem
      ? VerticalMetrics.iOSSystemFont : isSystem ? systemLineMetrics : missingLineMetrics
    let key = RequestKey(
      lineMetrics: lineMetrics, advanceAdjustment: advanceAdjustment, family: family,
      weight: descriptor.weight, isItalic: descriptor.isItalic)
    if let face = lock.withLock({ facesByRequest[key] }) {
      return Font(face: face, size: descriptor.size)
    }
    guard
      let match = database.bestMatch(
        family: family, weight: descriptor.weight, isItalic: descriptor.isItalic)
    else { throw FontError.familyNotFound(family: family, substitute: nil) }
    let wanted = Self.normalized(family)
    guard match.families.contains(where: { Self.normalized($0) == wanted }) else {
      throw FontError.familyNotFound(family: family, substitute: match.families.first)
    }
    let face = try self.face(
      for: match, isItalic: descriptor.isItalic, lineMetrics: lineMetrics,
      advanceAdjustment: advanceAdjustment)
    lock.withLock { facesByRequest[key] = face }
    return Font(face: face, size: descriptor.size)
  }

  /// Resolves a font request, measuring a missing family with a stand-in and saying so: the
  /// explicit, reported fallback for callers that would rather measure with a stand-in than stop
  /// (a validator can turn ``FontSubstitution`` into a warning).
  ///
  /// A family iOS ships (``FontStandIns``) is measured with the first of its stand-ins that is
  /// installed, and the system font under one of its own names (`SF Pro Text`,
  /// ``FontStandIns/isSystemFontName(_:)``) as ``FontDescriptor/iOSSystemFamily``; any other
  /// missing family with fontconfig's choice.
  ///
  /// - Parameter descriptor: the family, weight, slant and size.
  /// - Returns: the font, and the substitution made, if any.
  /// - Throws: ``FontError/invalidSize(_:)``, or ``FontError/familyNotFound(family:substitute:)``
  ///   only when fontconfig has no font at all to offer.
  public func resolve(_ descriptor: FontDescriptor) throws -> (
    font: Font, substitution: FontSubstitution?
  ) {
    do {
      return (try font(for: descriptor), nil)
    } catch FontError.familyNotFound(let family, let substitute) {
      var replacement = descriptor
      // The system font under one of its own names is measured as the system font, untracked.
      if FontStandIns.isSystemFontName(family) {
        replacement.family = FontDescriptor.iOSSystemFamily
        return (
          try font(for: replacement, lineMetrics: nil, isTracked: false),
          FontSubstitution(
            requestedFamily: family, substituteFamily: FontDescriptor.iOSSystemFamily,
            isIOSFamily: true)
        )
      }
      let learned = lineMetrics(forUnregisteredFamily: family)
      let known = IOSFontLineHeights.lineHeight(
        family: family, weight: descriptor.weight, isItalic: descriptor.isItalic)
      for standIn in FontStandIns.standIns(for: family) {
        replacement.family = standIn
        var metrics = learned
        if metrics == nil, let known, !FontStandIns.isMetricCompatible(standIn, with: family) {
          // The stand-in's own split of its glyphs above and below the baseline.
          guard let plain = try? font(for: replacement, lineMetrics: nil) else { continue }
          metrics = VerticalMetrics(lineHeight: known, ascenderShare: plain.metrics.ascenderShare)
        }
        guard let font = try? font(for: replacement, lineMetrics: metrics) else { continue }
        return (
          font,
          FontSubstitution(
            requestedFamily: family, substituteFamily: standIn, isIOSFamily: true,
            learnedLineMetrics: metrics)
        )
      }
      guard let substitute else { throw FontError.familyNotFound(family: family, substitute: nil) }
      replacement.family = substitute
      let substitution = FontSubstitution(
        requestedFamily: family, substituteFamily: substitute, learnedLineMetrics: learned)
      return (try font(for: replacement, lineMetrics: learned), substitution)
    }
  }

  /// Resolves a family, weight and size.
  ///
  /// - Parameters:
  ///   - family: a family name or `"system"`.
  ///   - weight: the weight; regular by default.
  ///   - size: the size in points.
  /// - Returns: the font.
  /// - Throws: as ``font(for:)``.
  public func font(family: String, weight: FontWeight = .regular, size: Double) throws -> Font {
    try font(for: FontDescriptor(family: family, weight: weight, size: size))
  }

  /// Loads a font straight from a file, bypassing family matching.
  ///
  /// - Parameters:
  ///   - path: a TTF, OTF or TTC file.
  ///   - index: the face within a collection; 0 for single-face files.
  ///   - size: the size in points.
  /// - Returns: the font.
  /// - Throws: ``FontError/invalidSize(_:)``, ``FontError/fileNotReadable(path:)`` or
  ///   ``FontError/notAFont(path:)``.
  public func font(atPath path: String, index: Int = 0, size: Double) throws -> Font {
    try Font.validate(size: size)
    let match = try fontconfigMatches(forFileAt: path).first { $0.index == index }
    let face = try loadFace(
      path: path, index: index, familyName: match?.families.first ?? path,
      weight: match?.weight ?? .regular, isItalic: false)
    return Font(face: face, size: size)
  }

  // MARK: - The iOS system font

  /// The San Francisco family installed or registered for the iOS system font at `size`, if
  /// any: SF Pro Text below 20 points and SF Pro Display from 20 (UIKit's switch), else the
  /// variable SF Pro; `nil` when none is available, so that the system family stands in.
  private func sanFranciscoFamily(forSize size: Double) -> String? {
    let optical = size < 20 ? "SF Pro Text" : "SF Pro Display"
    return [optical, "SF Pro"].first(where: isInstalled)
  }

  /// Whether an installed or registered font carries `family` (asked of fontconfig once per
  /// family until a font is registered).
  public func isInstalled(_ family: String) -> Bool {
    if let known = lock.withLock({ installedFamilies[family] }) { return known }
    let wanted = Self.normalized(family)
    let isInstalled =
      database.bestMatch(family: family, weight: .regular, isItalic: false)?.families
      .contains { Self.normalized($0) == wanted } ?? false
    lock.withLock { installedFamilies[family] = isInstalled }
    return isInstalled
  }

  // MARK: - Faces

  /// Adds a file to the fontconfig configuration, with a precise error when it is unusable.
  private func fontconfigMatches(forFileAt path: String) throws -> [FontconfigDatabase.Match] {
    do {
      return try database.addFile(atPath: path)
    } catch {
      // Tell an unreadable file from a file that is not a font: HarfBuzz's loader says which.
      _ = try FontFace(path: path, index: 0, familyName: path, weight: .regular, fallback: nil)
      throw error
    }
  }

  func face(
    for match: FontconfigDatabase.Match, isItalic: Bool, lineMetrics: VerticalMetrics? = nil,
    advanceAdjustment: AdvanceAdjustment? = nil
  ) throws -> FontFace {
    try loadFace(
      path: match.path, index: match.index, familyName: match.families.first ?? match.path,
      weight: match.weight, isItalic: isItalic, lineMetrics: lineMetrics,
      advanceAdjustment: advanceAdjustment)
  }

  private func loadFace(
    path: String, index: Int, familyName: String, weight: FontWeight, isItalic: Bool,
    lineMetrics: VerticalMetrics? = nil, advanceAdjustment: AdvanceAdjustment? = nil
  ) throws
    -> FontFace
  {
    let key = FileKey(
      path: path, index: index, lineMetrics: lineMetrics, advanceAdjustment: advanceAdjustment)
    if let face = lock.withLock({ facesByFile[key] }) { return face }
    // A face measured with an iOS font's lines (the system font's, a stand-in's, learned ones)
    // stands in for a font iOS draws, and iOS draws its emoji with Apple Color Emoji: their
    // lines are that font's (`VerticalMetrics.appleColorEmoji`), not the emoji file's here.
    let emojiLineMetrics: VerticalMetrics? = lineMetrics == nil ? nil : .appleColorEmoji
    let fallback = FontFallback(
      database: database, library: self, family: familyName, weight: weight, isItalic: isItalic,
      emojiLineMetrics: emojiLineMetrics)
    let face = FontFace(
      file: try file(path: path, index: index), familyName: familyName, weight: weight,
      fallback: fallback, lineMetrics: lineMetrics, advanceAdjustment: advanceAdjustment)
    return lock.withLock {
      if let existing = facesByFile[key] { return existing }
      facesByFile[key] = face
      return face
    }
  }

  /// The file at `path` (face `index`), read once and shared by its faces.
  private func file(path: String, index: Int) throws -> FontFile {
    let key = FileIndex(path: path, index: index)
    if let file = lock.withLock({ files[key] }) { return file }
    let file = try FontFile(path: path, index: index)
    return lock.withLock {
      if let existing = files[key] { return existing }
      files[key] = file
      return file
    }
  }

  static func normalized(_ family: String) -> String {
    String(family.lowercased().filter { $0 != " " })
  }
}
