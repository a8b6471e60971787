/// A template read for formatting: what the printed file holds, comments included.
///
/// The model the parser builds drops comments and layout; the formatter keeps both, so it reads
/// the text again with ``FormattingReader`` once libxml2 has found it well-formed.
enum FormattingNode {
  /// An element: its name as written, its attributes in file order, and its children.
  case element(name: String, attributes: [(name: String, value: String)], children: [Self])
  /// Character data, decoded.
  case text(String)
  /// A comment's content, between `<!--` and `-->`, verbatim.
  case comment(String)
  /// A processing instruction or document type declaration, verbatim with its delimiters.
  case verbatim(String)
  /// One or more blank lines between two nodes, which the author used to group them.
  case blankLine
}
