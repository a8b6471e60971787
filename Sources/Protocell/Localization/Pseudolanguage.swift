/// The pseudolanguages Xcode's scheme options offer for finding layout problems before there
/// are translations: each turns a development-language text into a test text.
///
/// - `doubleLength`: the text twice, space-separated (Xcode's "Double-Length Pseudolanguage"):
///   room for languages that run long, such as German and Finnish.
/// - `accented`: each Latin letter with a diacritic (Xcode's "Accented Pseudolanguage"): taller
///   glyphs and characters outside ASCII, the same length.
/// - `bounded`: the text between `[#` and `#]` (Xcode's "Bounded String Pseudolanguage"): a
///   truncated or clipped text loses a bound.
/// - `rightToLeft`: the text as it is, laid out right to left (Xcode's "Right-to-Left
///   Pseudolanguage", which runs the app with a right-to-left layout direction and the
///   development language's strings): leading and trailing flip before any translation exists.
public enum Pseudolanguage: String, Sendable, Hashable, CaseIterable {
  /// The text twice.
  case doubleLength = "double-length"
  /// Accented letters.
  case accented
  /// Bounded by `[#` and `#]`.
  case bounded
  /// The texts as they are, in a right-to-left layout (``isRightToLeft``).
  case rightToLeft = "right-to-left"

  /// Whether the pseudolanguage lays cells out right to left, whatever direction is asked for.
  public var isRightToLeft: Bool { self == .rightToLeft }

  /// The test text for `text`.
  public func apply(to text: String) -> String {
    switch self {
    case .doubleLength: return text.isEmpty ? text : text + " " + text
    case .bounded: return "[# " + text + " #]"
    case .rightToLeft: return text
    case .accented:
      var result = ""
      result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
      for scalar in text.unicodeScalars {
        result.unicodeScalars.append(Self.accents[scalar] ?? scalar)
      }
      return result
    }
  }

  /// Each ASCII letter's accented stand-in: one precomposed Latin letter with a diacritic.
  private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    let marked = Array("áƀćďéƒĝĥíĵķĺḿńóṕɋŕśťúṽŵẋýźÁƁĆĎÉƑĜĤÍĴĶĹḾŃÓṔɊŔŚŤÚṼŴẊÝŹ".unicodeScalars)
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()
}
