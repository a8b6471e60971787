import ProtocellDiagnostics
import ProtocellTemplates
import TextMeasurement

extension FontTextMeasurer {
  /// The upright face an italic font spec is measured with when its family has no italic or
  /// oblique face installed, described for a warning; `nil` when the face found is italic, the
  /// spec is upright, or the font cannot be resolved (reported elsewhere).
  ///
  /// fontconfig falls back to the upright face when no slanted one exists; whether the face
  /// found is slanted is what its own tables say (``TextMeasurement/Font/isItalic``).
  package func italicSubstitute(for spec: FontSpec) -> String? {
    guard spec.isItalic, let font = try? font(for: spec), !font.isItalic else { return nil }
    let file = FilePathName.fileName(of: font.path)
    return "\(font.familyName) (\(file))"
  }
}
