import ArgumentParser
import Protocell
import ProtocellTooling

/// The limits of `measure`'s rows (``RowLimits``), one option each.
///
/// `--max-row-depth`, `--max-row-bytes`, `--max-text-length`, `--max-label-lines` and
/// `--max-rows-in-flight`. A row over a limit fails with a message naming the option; the other
/// rows go on.
struct RowLimitOptions: ParsableArguments {
  @Option(
    parsing: .unconditional, help: "The deepest nesting of arrays and objects in a row (1 to 512).")
  var maxRowDepth = RowLimits().maximumNestingDepth

  @Option(
    parsing: .unconditional,
    help: "The longest row in bytes; a longer one is skipped unread, not held.")
  var maxRowBytes = RowLimits().maximumRowBytes

  @Option(
    parsing: .unconditional,
    help: "The longest text a row may give a label, in characters (Unicode scalars).")
  var maxTextLength = RowLimits().maximumTextLength

  @Option(
    parsing: .unconditional, help: "The most lines one label may take (numberOfLines 0 included).")
  var maxLabelLines = RowLimits().maximumLineCount

  @Option(parsing: .unconditional, help: "The most rows read and not yet printed at once.")
  var maxRowsInFlight = RowLimits().maximumRowsInFlight

  /// The limits as the library takes them.
  var limits: RowLimits {
    RowLimits(
      maximumNestingDepth: maxRowDepth, maximumRowBytes: maxRowBytes,
      maximumTextLength: maxTextLength, maximumLineCount: maxLabelLines,
      maximumRowsInFlight: maxRowsInFlight)
  }

  func validate() throws {
    guard (1...RowValue.maximumNestingDepth).contains(maxRowDepth) else {
      throw ValidationError(
        "--max-row-depth must be 1 to \(RowValue.maximumNestingDepth), not \(maxRowDepth)")
    }
    for (name, value) in [
      ("--max-row-bytes", maxRowBytes), ("--max-text-length", maxTextLength),
      ("--max-label-lines", maxLabelLines), ("--max-rows-in-flight", maxRowsInFlight),
    ] where value < 1 {
      throw ValidationError("\(name) must be a positive whole number, not \(value)")
    }
  }
}
