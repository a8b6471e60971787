import ProtocellDiagnostics
import Testing

/// File names and stems, as messages and prototype keys name files.
struct FilePathNameTests {
  @Test func theNameDropsTheFolders() {
    #expect(FilePathName.fileName(of: "Views/Cells/Cell~ipad.xib") == "Cell~ipad.xib")
    #expect(FilePathName.fileName(of: "/abs/Main.storyboard") == "Main.storyboard")
    #expect(FilePathName.fileName(of: "Feed.xml") == "Feed.xml")
    #expect(FilePathName.fileName(of: "Views/") == "Views")
  }

  /// The last extension goes; a name that starts with its only dot keeps it.
  @Test func theStemDropsTheLastExtension() {
    #expect(FilePathName.stem(of: "Views/Cell~ipad.xib") == "Cell~ipad")
    #expect(FilePathName.stem(of: "Feed.cells.xml") == "Feed.cells")
    #expect(FilePathName.stem(of: "Makefile") == "Makefile")
    #expect(FilePathName.stem(of: "dir.d/.xib") == ".xib")
  }
}
