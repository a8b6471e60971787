import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// The `fonts` list of `.protocell.json`: the app's font files, relative to the file.
struct ConfigurationFileFontsTests {
  /// Each entry is resolved against the configuration's folder.
  ///
  /// `Fonts` is a folder with two fonts (one in a subfolder) and a note; `Brand.otf` a file
  /// beside the configuration; `Missing` names nothing. The folder gives its `.ttf`/`.otf` files
  /// sorted, the file itself follows, and the missing entry is a warning on its line (line 1,
  /// column 34: `{"fonts": ["Fonts", "Brand.otf", ` is 11 + 9 + 13 = 33 characters before its quote).
  @Test func entriesResolveAgainstTheFilesFolder() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration-fonts") { folder in
      let manager = FileManager.default
      try manager.createDirectory(
        atPath: folder + "/Fonts/Bold", withIntermediateDirectories: true)
      for file in ["/Fonts/Regular.ttf", "/Fonts/Bold/Bold.otf", "/Fonts/README.md", "/Brand.otf"] {
        try Data("not a font, only a name".utf8).write(to: URL(fileURLWithPath: folder + file))
      }
      let path = folder + "/.protocell.json"
      try #"{"fonts": ["Fonts", "Brand.otf", "Missing"]}"#.write(
        toFile: path, atomically: false, encoding: .utf8)
      let configuration = ConfigurationFile(path: path)
      let resolved = URL(fileURLWithPath: folder).standardizedFileURL.path
      #expect(
        configuration.fontFiles == [
          resolved + "/Fonts/Bold/Bold.otf", resolved + "/Fonts/Regular.ttf",
          resolved + "/Brand.otf",
        ])
      #expect(configuration.diagnostics.count == 1)
      let warning = try #require(configuration.diagnostics.first)
      #expect(warning.severity == .warning)
      #expect(warning.message.contains("'Missing'"))
      #expect(warning.location?.line == 1)
      #expect(warning.location?.column == 34)
    }
  }

  /// A folder's own `.protocell.json` governs it as an input, and every template inside it or
  /// in a subfolder.
  @Test func anInputFolderFindsItsOwnConfiguration() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration-input") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/App/Cells", withIntermediateDirectories: true)
      try "{}".write(toFile: folder + "/App/.protocell.json", atomically: false, encoding: .utf8)
      #expect(
        ConfigurationFile.nearest(toInputAt: folder + "/App") == folder + "/App/.protocell.json")
      #expect(
        ConfigurationFile.nearest(toInputAt: folder + "/App/Cells/Feed.xml")
          == folder + "/App/.protocell.json")
      #expect(
        ConfigurationFile.nearest(toInputAt: folder + "/App/Cells") == folder
          + "/App/.protocell.json")
    }
  }

  /// Several inputs at once find what each would alone, a folder searched once for all its
  /// files: two files of `App/Cells` and a folder take `App`'s file, a file of `Other` the one
  /// in `Other`, and a file with neither above it none.
  @Test func severalInputsFindWhatEachWouldAlone() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration-inputs") { folder in
      let manager = FileManager.default
      for path in ["/App/Cells", "/Other", "/Bare"] {
        try manager.createDirectory(atPath: folder + path, withIntermediateDirectories: true)
      }
      for path in ["/App/.protocell.json", "/Other/.protocell.json"] {
        try "{}".write(toFile: folder + path, atomically: false, encoding: .utf8)
      }
      let inputs = [
        "/App/Cells/A.xib", "/Other/B.xml", "/App/Cells/C.xml", "/App/Cells", "/Bare/D.xml",
      ].map { folder + $0 }
      let app = folder + "/App/.protocell.json"
      let expected = [app, folder + "/Other/.protocell.json", app, app, nil]
      #expect(ConfigurationFile.nearest(toInputsAt: inputs) == expected)
      #expect(inputs.map(ConfigurationFile.nearest(toInputAt:)) == expected)
    }
  }
}
