import Foundation
import Testing
import _ProtocellTestSupport

/// `--font-file` takes a folder as `"fonts"` in `.protocell.json` does: its font files, read
/// without following links round a cycle.
@Suite(.serialized)
struct FontFileFolderTests {
  /// A folder holding DejaVu Sans and a subfolder linking back to it twice: the font is
  /// registered and `text` answers (before, fontconfig scanned the folder round its links and
  /// never returned, a robustness review's `fdir6`); a folder without fonts is a usage error.
  @Test func aFolderOfFontsIsReadOnceAndAnEmptyOneRefused() throws {
    try TemporaryFolder.with(prefix: "protocell-font-folder") { folder in
      let fonts = folder + "/Fonts"
      try FileManager.default.createDirectory(
        atPath: fonts + "/x", withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: fonts + "/Brand.ttf")
      try FileManager.default.createSymbolicLink(
        atPath: fonts + "/x/back", withDestinationPath: "..")
      try FileManager.default.createSymbolicLink(
        atPath: fonts + "/x/again", withDestinationPath: "..")
      let text = try CommandRunner.run(
        ["text", "--size", "12", "--font", "DejaVu Sans", "hi", "--font-file", "Fonts"], in: folder)
      #expect(text.status == 0)
      #expect(text.standardOutput.hasPrefix("font: DejaVu Sans 400 12.000pt"))
      try FileManager.default.createDirectory(
        atPath: folder + "/Empty", withIntermediateDirectories: true)
      let empty = try CommandRunner.run(
        ["text", "--size", "12", "hi", "--font-file", "Empty"], in: folder)
      #expect(empty.status == 2)
      #expect(
        empty.standardError.hasSuffix(
          "error: --font-file 'Empty' is a folder that holds no .ttf, .otf or .ttc file: name "
            + "the app's font files, or the folder they are in\n"))
    }
  }

  /// A `--font-file` that cannot be used is a usage error, exit 2, in every command that lays
  /// cells out, with its message and never a Swift value (`usage("…")`): `validate` skipped
  /// its layout checks with a warning and passed, exit 0, so a CI gate went green unchecked.
  @Test(arguments: [
    ["validate", "t.xml"], ["compile", "t.xml", "-o", "t.pcpack"], ["measure", "t.xml"],
    ["preview", "t.xml", "-o", "g.html"],
  ])
  func aFontFileThatCannotBeUsedIsAUsageError(command: [String]) throws {
    try TemporaryFolder.with(prefix: "protocell-font-file-usage") { folder in
      try "<templates><cell reuseIdentifier=\"A\"/></templates>\n".write(
        toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      try "not a font\n".write(toFile: folder + "/notes.ttf", atomically: false, encoding: .utf8)
      try FileManager.default.createDirectory(
        atPath: folder + "/Empty", withIntermediateDirectories: true)
      let cases = [
        (
          "notes.ttf",
          "--font-file: 'notes.ttf' is not a TrueType, OpenType or collection font file"
        ),
        (
          "Empty",
          "--font-file 'Empty' is a folder that holds no .ttf, .otf or .ttc file: name the app's "
            + "font files, or the folder they are in"
        ),
        ("nofile.ttf", "--font-file 'nofile.ttf' names no file or folder (from '\(folder)')"),
      ]
      for (given, message) in cases {
        let result = try CommandRunner.run(command + ["--font-file", given], in: folder)
        #expect(result.status == 2, "\(command) \(given)")
        #expect(result.standardError == "error: \(message)\n", "\(command) \(given)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/t.pcpack"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/g.html"))
      }
    }
  }
}
