import TextMeasurement

/// How a text view (a `UITextView` that does not scroll) sets its text, where it differs from a
/// label: the text sits inside its container's inset and line fragment padding, every line is as
/// tall as the font's leading (TextKit gives the first line it too), and an empty text view keeps
/// one line (TextKit's extra line fragment), so that it is never 0 points tall.
public struct TextContainer: Sendable, Hashable {
  /// The space between the text view's edges and its text container (`textContainerInset`).
  public var inset: EdgeInsets
  /// The space at each end of every line inside the container (`lineFragmentPadding`).
  public var lineFragmentPadding: Double

  /// Creates a text container; the defaults are UITextView's.
  public init(
    inset: EdgeInsets = EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0),
    lineFragmentPadding: Double = 5
  ) {
    self.inset = inset
    self.lineFragmentPadding = lineFragmentPadding
  }

  /// UITextView's: an inset of 8 points above and below the text and none at the sides, and 5
  /// points of line fragment padding.
  public static let textView = TextContainer()

  /// The space between the view's edges and its text on each side: the inset, and the padding
  /// at the leading and trailing ends.
  public var textInsets: EdgeInsets {
    EdgeInsets(
      top: inset.top, leading: inset.leading + lineFragmentPadding, bottom: inset.bottom,
      trailing: inset.trailing + lineFragmentPadding)
  }
}

extension LabelContent {
  /// The content made a text view's: every line shown, broken at words, inside `container`.
  mutating func setTextView(_ container: TextContainer = .textView) {
    numberOfLines = 0
    lineBreakMode = .wordWrap
    textContainer = container
  }
}
