import Foundation
import ProtocellTemplates
import TextMeasurement

/// The font files a gallery's labels were measured with, embedded in the page so that a browser
/// draws the same glyphs.
///
/// Each file becomes one `@font-face` with its own family name (`protocell-font-0`, …) and its
/// bytes as a base64 `data:` URL: the page needs no network and no installed fonts, and the
/// browser never synthesises a weight, because every weight is its own file.
package struct GalleryFonts {
  /// The CSS family of each font file, by path, in the order first used.
  package private(set) var families: [(path: String, family: String)] = []

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
  package mutating func family(forPath path: String) -> String? {
    guard Self.isEmbeddable(path) else { return nil }
    if let known = families.first(where: { $0.path == path }) { return known.family }
    let family = "protocell-font-\(families.count)"
    families.append((path, family))
    return family
  }

  /// The `@font-face` rules of every registered file; a file that cannot be read is skipped
  /// (the browser then falls back, and the text check reports the difference).
  package func fontFaceRules() -> String {
    var css = ""
    for (path, family) in families {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let isOpenType = path.lowercased().hasSuffix(".otf")
      let format = isOpenType ? "opentype" : "truetype"
      let type = isOpenType ? "font/otf" : "font/ttf"
      css +=
        "@font-face{font-family:\"\(family)\";src:url(data:\(type);base64,\(data.base64EncodedString())) format(\"\(format)\");font-weight:normal;font-style:normal}\n"
    }
    return css
  }
}
