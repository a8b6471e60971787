import Foundation
import ProtocellTemplates
import TextMeasurement

/// The font files a gallery's labels were measured with, embedded in the page so that a browser
/// draws the same glyphs.
///
/// Each file becomes one `@font-face` with its own family name (`protocell-font-0`, …) and its
/// bytes as a base64 `data:` URL: the page needs no network and no installed fonts, and the
/// browser never synthesises a weight, because every weight is its own file. A width model's
/// per-character corrections, which neither letter-spacing nor a scale can draw, are drawn by a
/// derived copy of the stand-in's file with those glyphs' advances changed, its own family.
package struct GalleryFonts {
  /// One embedded file: a font file as it is, or a copy with a width model's per-character
  /// corrections drawn into its advances.
  package struct Face: Hashable, Sendable {
    /// The font file's path.
    package var path: String
    /// Ems added to the advance of each character's glyph (none: the file as it is).
    package var corrections: [Unicode.Scalar: Double]
    /// The horizontal scale the page draws the face's text with, which each correction is
    /// divided by so that it is drawn at its size.
    package var scale: Double
  }

  /// The CSS family of each embedded face, in the order first used.
  package private(set) var families: [(face: Face, family: String)] = []

  /// No font registered yet.
  package init() {}

  /// Whether a browser can load the file from a `data:` URL: TrueType and OpenType files can;
  /// collections (`.ttc`, `.otc`) cannot (Chromium's font sanitiser refuses them), so text
  /// in a collection's face is left to the browser's own fallback.
  package static func isEmbeddable(_ path: String) -> Bool {
    let lowercased = path.lowercased()
    return !(lowercased.hasSuffix(".ttc") || lowercased.hasSuffix(".otc"))
  }

  /// The CSS family name for the font file at `path`, registering it on first use; `nil` for a
  /// file that cannot be embedded.
  ///
  /// With `adjustment`'s corrections, the family is a copy of the file whose advances include
  /// them (``AdvanceAdjustment/fontFileDrawingCorrections(of:)``), one per file, corrections
  /// and scale; the page draws the adjustment's scale and tracking itself.
  package mutating func family(forPath path: String, adjustment: AdvanceAdjustment? = nil)
    -> String?
  {
    guard Self.isEmbeddable(path) else { return nil }
    let corrections = adjustment?.corrections ?? [:]
    let face = Face(
      path: path, corrections: corrections,
      scale: corrections.isEmpty ? 1 : adjustment?.scale ?? 1)
    if let known = families.first(where: { $0.face == face }) { return known.family }
    let family = "protocell-font-\(families.count)"
    families.append((face, family))
    return family
  }

  /// The `@font-face` rules of every registered face; a file that cannot be read is skipped
  /// (the browser then falls back, and the text check reports the difference), and a copy with
  /// corrections that cannot be written embeds the file as it is.
  package func fontFaceRules() -> String {
    var css = ""
    for (face, family) in families {
      guard var data = FileManager.default.contents(atPath: face.path) else { continue }
      if !face.corrections.isEmpty,
        let corrected = AdvanceAdjustment(
          scale: face.scale, tracking: 0, corrections: face.corrections
        ).fontFileDrawingCorrections(of: [UInt8](data))
      {
        data = Data(corrected)
      }
      let isOpenType = face.path.lowercased().hasSuffix(".otf")
      let format = isOpenType ? "opentype" : "truetype"
      let type = isOpenType ? "font/otf" : "font/ttf"
      css +=
        "@font-face{font-family:\"\(family)\";src:url(data:\(type);base64,\(data.base64EncodedString())) format(\"\(format)\");font-weight:normal;font-style:normal}\n"
    }
    return css
  }
}
