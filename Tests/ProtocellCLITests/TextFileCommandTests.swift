import Foundation
import Testing
import _ProtocellTestSupport

/// `protocell text --file` measures UTF-8 text only: a binary, UTF-16 or Latin-1 file is one
/// usage error (exit status 2) saying which and where, not a measurement of replacement
/// characters.
@Suite(.serialized)
struct TextFileCommandTests {
  /// Each file's bytes, and the error they give.
  static let notText: [(bytes: [UInt8], message: String)] = [
    // An executable's first bytes: `\u{7F}ELF`, then a NUL at byte 5.
    (
      [0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01] as [UInt8],
      "error: cannot read 'f.txt': it holds a NUL byte at line 1, column 5, so it is binary, "
        + "not text; give a UTF-8 text file\n"
    ),
    // "café" in Latin-1, on the second line: 0xE9 is the fourth byte of line 2.
    (
      Array("ok\ncaf".utf8) + [0xE9],
      "error: cannot read 'f.txt': it is not UTF-8 text (byte 0xE9 at line 2, column 4 is no "
        + "UTF-8); save it as UTF-8 (iconv -f ENCODING -t UTF-8), or give a text file\n"
    ),
    // "hi" in UTF-16, little-endian, with its byte order mark.
    (
      [0xFF, 0xFE, 0x68, 0x00, 0x69, 0x00],
      "error: cannot read 'f.txt': it is UTF-16 or UTF-32 text, not UTF-8; save it as UTF-8 "
        + "(iconv -f UTF-16 -t UTF-8)\n"
    ),
  ]

  @Test(arguments: notText)
  func aFileThatIsNotUTF8TextIsAUsageError(bytes: [UInt8], message: String) throws {
    try TemporaryFolder.with(prefix: "protocell-text") { folder in
      try Data(bytes).write(to: URL(fileURLWithPath: folder + "/f.txt"))
      let output = try CommandRunner.run(["text", "--file", "f.txt"], in: folder)
      #expect(output.status == 2)
      #expect(output.standardError == message)
      #expect(output.standardOutput == "")
    }
  }

  /// Standard input is held to the same rule, and named `<stdin>`.
  @Test func standardInputThatIsNotUTF8TextIsAUsageError() throws {
    let output = try CommandRunner.run(["text", "--file", "-"]) { descriptor in
      let bytes: [UInt8] = [0x68, 0x00, 0x69, 0x00]
      _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: cannot read '<stdin>': it holds a NUL byte at line 1, column 2, so it is "
        + "binary, not text; give a UTF-8 text file\n")
  }

  /// UTF-8 text beyond ASCII is measured as it is.
  @Test func utf8TextIsMeasured() throws {
    try TemporaryFolder.with(prefix: "protocell-text") { folder in
      try "café".write(toFile: folder + "/f.txt", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(
        ["text", "--font", "DejaVu Sans", "--file", "f.txt"], in: folder)
      #expect(output.status == 0)
      #expect(output.standardOutput.contains("|café|"))
    }
  }
}
