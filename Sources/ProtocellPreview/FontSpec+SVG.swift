import ProtocellTemplates
import TextMeasurement

extension FontSpec {
  /// The SVG `font-family` and `font-style` attributes of a text in this font, to follow the
  /// drawing's default (DejaVu Sans, the family `system` measures with).
  ///
  /// The iOS system font asks a browser for Apple's own system font, as a Mac shows it, then for
  /// Inter, the open face its widths are modelled on; another family by its name. An SVG embeds
  /// no font, so where neither is installed the browser's fallback draws the text.
  var svgFontAttributes: String {
    var attributes = ""
    switch family {
    case FontDescriptor.systemFamily:
      break
    case FontDescriptor.iOSSystemFamily:
      attributes += #" font-family="-apple-system, Inter, sans-serif""#
    default:
      let name = PreviewMarkup.escape(String(family.filter { $0 != "'" }))
      attributes += " font-family=\"'\(name)', sans-serif\""
    }
    if isItalic { attributes += #" font-style="italic""# }
    return attributes
  }
}
