/// The text of a file or of standard input, which must be UTF-8: a binary file, a UTF-16 file or
/// a Latin-1 file is refused with one error that says which, where, and what to give instead,
/// rather than measured or parsed as replacement characters.
enum TextInput {
  /// `bytes` as text.
  ///
  /// - Parameters:
  ///   - bytes: What was read.
  ///   - name: What messages call the input: its path, or `<stdin>`.
  /// - Returns: The text.
  /// - Throws: ``InputError`` for a UTF-16 or UTF-32 byte order mark, a NUL byte (a binary
  ///   file, or UTF-16 without a byte order mark) or bytes that are not UTF-8, located by line
  ///   and column (in bytes) of the first.
  /// - Complexity: O(*n*) in the number of bytes.
  static func text(of bytes: [UInt8], named name: String) throws(InputError) -> String {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw InputError(
        "cannot read '\(name)': it is UTF-16 or UTF-32 text, not UTF-8; save it as UTF-8 "
          + "(iconv -f UTF-16 -t UTF-8)")
    }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == 0 {
          throw InputError(
            "cannot read '\(name)': it holds a NUL byte at \(position(of: offset, in: bytes)), "
              + "so it is binary, not text; give a UTF-8 text file")
        }
        offset += encoded.count
      case .error:
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        throw InputError(
          "cannot read '\(name)': it is not UTF-8 text (byte 0x\(byte) at "
            + "\(position(of: offset, in: bytes)) is no UTF-8); save it as UTF-8 "
            + "(iconv -f ENCODING -t UTF-8), or give a text file")
      case .emptyInput:
        return String(decoding: bytes, as: UTF8.self)
      }
    }
  }

  /// `line 3, column 7`: where the byte at `offset` is, both 1-based, the column in bytes.
  private static func position(of offset: Int, in bytes: [UInt8]) -> String {
    let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let line = bytes[..<offset].count(where: { $0 == UInt8(ascii: "\n") }) + 1
    return "line \(line), column \(offset - lineStart + 1)"
  }
}
