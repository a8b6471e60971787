/// A suggested fix for a diagnostic: a sentence for people and, when the fix is mechanical, the
/// edits that make it.
///
/// Protocell calls this a *fix-it* everywhere: in the model, in the formatter's
/// `= fix-it: …` lines and in the `fixIts` key of the JSON report.
public struct FixIt: Sendable, Hashable {
  /// One replacement of a span of the source.
  public struct Edit: Sendable, Hashable {
    /// The span to replace; an empty span inserts.
    public var range: SourceRange
    /// The text to put in its place; empty to delete.
    public var replacement: String

    /// Creates an edit.
    ///
    /// - Parameters:
    ///   - range: The span to replace.
    ///   - replacement: The text to put in its place.
    public init(range: SourceRange, replacement: String) {
      self.range = range
      self.replacement = replacement
    }
  }

  /// The fix in words, such as "did you mean 'label'?".
  public var message: String
  /// The edits that apply the fix, empty when it needs a person's judgement.
  public var edits: [Edit]

  /// Creates a fix-it.
  ///
  /// - Parameters:
  ///   - message: The fix in words.
  ///   - edits: The edits that apply it, if it is mechanical.
  public init(message: String, edits: [Edit] = []) {
    self.message = message
    self.edits = edits
  }

  /// A fix-it that replaces the `length` scalars at `location` with `replacement`, or only words
  /// when there is no location.
  ///
  /// - Parameters:
  ///   - message: The fix in words.
  ///   - replacement: The text to put instead of the token.
  ///   - location: Where the token starts.
  ///   - length: The token's length in Unicode scalars.
  /// - Returns: The fix-it, with one edit when `location` is known.
  public static func replacing(
    _ message: String, with replacement: String, at location: SourceLocation?, length: Int
  ) -> FixIt {
    FixIt(
      message: message,
      edits: location.map { [Edit(range: $0.range(length: length), replacement: replacement)] }
        ?? [])
  }
}
