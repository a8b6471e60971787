import Protocell

/// What every command says of a compiled pack whose bytes do not decode: bad input data, exit
/// status 1 (as a malformed template is), whichever command read it.
enum MalformedPack {
  /// The failure for the pack `name`: the decoder's located reason, then what to do about it.
  ///
  /// - Parameters:
  ///   - error: Why the pack does not decode.
  ///   - name: What messages call the pack: `pack app.pcpack`, or the path alone.
  /// - Returns: Exit status 1 with the reason and, when there is one, the fix-it line.
  static func failure(_ error: ArchiveDecodingError, named name: String) -> CommandFailure {
    .failure("\(name): \(error)" + (fixIt(for: error.reason).map { "\n" + $0 } ?? ""))
  }

  /// The fix-it line for a reason, indented as the diagnostics formatter indents one; `nil`
  /// when the reason says what to do itself (a newer format version).
  static func fixIt(for reason: ArchiveDecodingError.Reason) -> String? {
    let recompile = "compile it again with 'protocell compile TEMPLATES -o FILE.pcpack'"
    switch reason {
    case .unsupportedMajorVersion:
      return nil
    case .truncated, .checksumMismatch, .trailingBytes:
      return "      = fix-it: the pack was cut short or changed after it was written: "
        + recompile
    default:
      return "      = fix-it: the file is not a pack this version of protocell wrote, or it was "
        + "damaged: " + recompile
    }
  }
}
