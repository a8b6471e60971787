/// How a label wraps and truncates its text: UIKit's `NSLineBreakMode`.
///
/// Every mode but ``charWrap`` wraps lines at word boundaries (UAX #14 break opportunities); a word
/// wider than the line is broken between characters, as UILabel does. The modes differ in what
/// happens to the last visible line when the text needs more lines than the label allows.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable, Codable {
  /// Wrap at words; text past the last line is dropped.
  case wordWrap
  /// Wrap between characters (grapheme clusters); text past the last line is dropped.
  case charWrap
  /// Wrap at words; the last line holds the rest of its paragraph, cut at the label's edge.
  case clip
  /// Wrap at words; the last line holds the rest of its paragraph with its start replaced by `…`.
  case truncateHead
  /// Wrap at words; the last line holds the rest of its paragraph with its end replaced by `…`.
  case truncateTail
  /// Wrap at words; the last line holds the rest of its paragraph with its middle replaced by `…`.
  case truncateMiddle

  /// Whether the last visible line shows an ellipsis when text is hidden.
  var truncates: Bool { self == .truncateHead || self == .truncateTail || self == .truncateMiddle }
}
