import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A tvOS document's cells are read, and a note says what of tvOS is modelled.
struct InterfaceBuilderTVOSTests {
  @Test func aTVOSDocumentIsReadWithANote() throws {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(subviews: "")
    ).replacing(
      "com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: "com.apple.InterfaceBuilder.AppleTV.XIB")
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "tv.xib")
    #expect(result.file.cells.map(\.reuseIdentifier) == ["Cell"])
    let note = try #require(result.diagnostics.first { $0.code == .unsupportedFeature })
    #expect(note.severity == .note)
    #expect(
      note.message
        == "this is a tvOS document: its text styles are measured at tvOS's default sizes whatever the content size category, and its cells are laid out with iOS's margins and control sizes, not tvOS's larger ones, so some frames differ from what Interface Builder shows"
    )
    // Line 2, the type attribute's value.
    #expect(note.location?.line == 2)
    let iOS = InterfaceBuilderImporter().importDocument(
      text: InterfaceBuilderText.xib(InterfaceBuilderText.tableCell(subviews: "")), path: "a.xib")
    #expect(!iOS.diagnostics.contains { $0.code == .unsupportedFeature })
  }
}
