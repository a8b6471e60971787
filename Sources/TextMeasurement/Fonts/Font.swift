/// A loaded font at a point size: what the measurer shapes and measures with.
///
/// Obtain fonts from a ``FontLibrary``. Fonts are cheap values sharing one loaded face; two fonts
/// are equal when they use the same face at the same size.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  let face: FontFace

  /// The size in points.
  public let size: Double

  /// The vertical metrics at this size.
  public let metrics: FontMetrics

  init(face: FontFace, size: Double) {
    self.face = face
    self.size = size
    self.metrics = FontMetrics(units: face.metrics, pointSize: size)
  }

  /// The family name the font file declares (first of its names).
  public var familyName: String { face.familyName }

  /// The font file.
  public var path: String { face.path }

  /// The face index within the file (non-zero only in collections).
  public var faceIndex: Int { face.index }

  /// The weight of the face that was loaded (may differ from the one requested when the family
  /// lacks it: fontconfig then picks the closest).
  public var weight: FontWeight { face.weight }

  /// Whether the face is italic or oblique, as its own tables say: `false` for the upright face
  /// fontconfig gives when a family has no slanted one.
  public var isItalic: Bool { face.isItalic }

  /// The change the iOS system font's width model made to the face's advances, if any
  /// (``SystemFontWidthModel``): `nil` for a face measured with its file's own advances.
  public var advanceAdjustment: AdvanceAdjustment? { face.advanceAdjustment }

  /// The same face at another size.
  ///
  /// - Parameter size: the new size in points.
  /// - Returns: the font.
  /// - Throws: ``FontError/invalidSize(_:)``.
  public func withSize(_ size: Double) throws -> Font {
    try Self.validate(size: size)
    return Font(face: face, size: size)
  }

  /// `DejaVu Sans 15pt (/usr/share/fonts/…/DejaVuSans.ttf)`.
  public var description: String { "\(familyName) \(weight) \(size.formatted)pt (\(path))" }

  /// Whether both fonts use the same face at the same size.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.face === rhs.face && lhs.size == rhs.size
  }

  /// Hashes the face's identity and the size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(face.id)
    hasher.combine(size)
  }

  static func validate(size: Double) throws {
    guard size.isFinite, size > 0 else { throw FontError.invalidSize(size) }
  }
}
