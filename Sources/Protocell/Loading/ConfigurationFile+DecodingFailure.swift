import ProtocellArchive
import ProtocellDiagnostics

extension ConfigurationFile {
  /// The error for a configuration file that did not decode, located where the problem is.
  ///
  /// Foundation's decoder says only that the data is not valid JSON, so a file it refuses is
  /// read again by the row reader, which locates the first syntax error by line and column (a
  /// file cut short: its end). A file that is JSON but holds a value of the wrong type is
  /// located at the top-level key that holds it.
  ///
  /// - Parameters:
  ///   - error: What the decoder threw.
  ///   - source: The file's text.
  /// - Returns: A located error with a fix-it.
  static func diagnostic(for error: any Error, in source: SourceFile) -> Diagnostic {
    do throws(RowJSONError) {
      _ = try RowValue(parsingJSONUTF8: source.bytes)
    } catch {
      // The reader words its messages for rows: "the row is empty", "the end of the row".
      let problem = error.message.replacing("the row's", with: "the file's")
        .replacing("the row", with: "the file")
      return Diagnostic(
        .malformedConfiguration(problem), at: source.location(ofByteOffset: error.offset))
    }
    var location = SourceLocation(file: source.path, line: 1, column: 1)
    if case .typeMismatch(_, let context)? = error as? DecodingError,
      let key = context.codingPath.first?.stringValue
    {
      location = Self.location(ofKey: key, in: source)
    }
    return Diagnostic(.invalidConfiguration(describe(error)), at: location)
  }
}
