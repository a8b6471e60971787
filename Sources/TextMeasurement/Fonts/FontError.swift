/// Why a font could not be resolved or loaded.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No installed or registered font has this family name; fontconfig would have substituted
  /// `substitute` (the family it matched instead), which the library refuses to do silently.
  case familyNotFound(family: String, substitute: String?)
  /// The file does not exist or cannot be read.
  case fileNotReadable(path: String)
  /// The file is not a font HarfBuzz and fontconfig can load.
  case notAFont(path: String)
  /// The size is not a finite positive number of points.
  case invalidSize(Double)
  /// fontconfig could not be initialised (no configuration found).
  case fontconfigUnavailable

  /// A one-line, human-readable explanation.
  public var description: String {
    switch self {
    case .familyNotFound(let family, let substitute?):
      return
        "font family '\(family)' is not installed or registered (fontconfig would substitute '\(substitute)')"
    case .familyNotFound(let family, nil):
      return "font family '\(family)' is not installed or registered"
    case .fileNotReadable(let path):
      return "cannot read font file '\(path)'"
    case .notAFont(let path):
      return "'\(path)' is not a TrueType, OpenType or collection font file"
    case .invalidSize(let size):
      return "font size \(size) is not a positive number of points"
    case .fontconfigUnavailable:
      return "fontconfig could not load its configuration"
    }
  }
}
