import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// The `snapshots` object of `.protocell.json`: widths as numbers or device names, categories by
/// name, kept as the command line would give them.
struct ConfiguredSnapshotTraitsTests {
  @Test func widthsAndCategoriesAreReadAsWritten() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let path = folder + "/.protocell.json"
      try #"{"snapshots": {"widths": [320, 320.5, "iPhone 15"], "contentSizeCategories": ["AX3"]}}"#
        .write(toFile: path, atomically: false, encoding: .utf8)
      let file = ConfigurationFile(path: path)
      #expect(file.diagnostics.isEmpty)
      #expect(file.snapshotTraits.widths == ["320", "320.5", "iPhone 15"])
      #expect(file.snapshotTraits.contentSizeCategories == ["AX3"])
    }
  }

  @Test func aFileWithoutTheKeyHasNoTraits() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let path = folder + "/.protocell.json"
      try #"{"warningsAsErrors": true}"#.write(toFile: path, atomically: false, encoding: .utf8)
      #expect(ConfigurationFile(path: path).snapshotTraits == ConfiguredSnapshotTraits())
    }
  }
}
