import ProtocellTemplates
import TextMeasurement

extension FontTextMeasurer {
  /// The upright face an italic font spec is measured with when its family has no italic or
  /// oblique face installed, described for a warning; `nil` when the face found is italic, the
  /// spec is upright, or the font cannot be resolved (reported elsewhere).
  ///
  /// fontconfig falls back to the upright face when no slanted one exists; the face is taken
  /// as slanted when its file or family name says `Italic` or `Oblique`, as font files are named.
  package func italicSubstitute(for spec: FontSpec) -> String? {
    guard spec.isItalic, let font = try? font(for: spec) else { return nil }
    let file = font.path.split(separator: "/").last.map(String.init) ?? font.path
    let names = (file + " " + font.familyName).lowercased()
    guard !names.contains("italic"), !names.contains("oblique") else { return nil }
    return "\(font.familyName) (\(file))"
  }
}
