/// How much one row of data may ask of the reader and of layout: each limit fails the row that
/// exceeds it, with a message naming the limit, and the other rows go on.
///
/// Rows come from feeds, scraped fixtures and user-generated text, so every cost a row can drive
/// has a bound: its nesting (the JSON reader recurses), its size (the reader holds a row whole),
/// the length of each bound text (shaping and line breaking are linear in it) and the lines a
/// label may take (a height of ten million points is a symptom, not an answer).
public struct RowLimits: Sendable, Hashable {
  /// How deep arrays and objects may nest in one row, the row's own object being depth 1.
  ///
  /// Default: 64. At most ``RowValue/maximumNestingDepth`` (512).
  public var maximumNestingDepth: Int
  /// The longest row, in bytes of its JSON text.
  ///
  /// A longer row is skipped as it streams past, without being held.
  ///
  /// Default: 1 MiB (1,048,576).
  public var maximumRowBytes: Int
  /// The longest text a row may bind to a label, in Unicode scalars.
  ///
  /// Default: 100,000, as ``TemplateLimits/maximumTextLength`` for a template's own texts.
  public var maximumTextLength: Int
  /// The most lines one label may take (its `numberOfLines` when that is smaller; `0` means
  /// this many).
  ///
  /// Default: 1,000: at 18 points a line, about 25 screens of one label.
  public var maximumLineCount: Int
  /// The most rows read and not yet printed at any moment.
  ///
  /// Default: 512 (four chunks of 64 rows per thread on two cores).
  public var maximumRowsInFlight: Int

  /// The defaults: depth 64, 1 MiB a row, 100,000 characters a text, 1,000 lines a label, 512
  /// rows in flight.
  public init(
    maximumNestingDepth: Int = 64, maximumRowBytes: Int = 1 << 20,
    maximumTextLength: Int = 100_000, maximumLineCount: Int = 1_000,
    maximumRowsInFlight: Int = 512
  ) {
    self.maximumNestingDepth = maximumNestingDepth
    self.maximumRowBytes = maximumRowBytes
    self.maximumTextLength = maximumTextLength
    self.maximumLineCount = maximumLineCount
    self.maximumRowsInFlight = maximumRowsInFlight
  }
}
