import ProtocellDiagnostics
import ProtocellTemplates
import Testing

struct DiagnosticCodeTests {
  @Test func allIsInAlphabeticalOrderWithoutRepeats() {
    let spellings = DiagnosticCode.all.map(\.rawValue)
    #expect(spellings == spellings.sorted())
    #expect(Set(spellings).count == spellings.count)
  }

  @Test func allHoldsEveryCodeIncludingTheConfigurationKeyCode() {
    #expect(DiagnosticCode.all.count == 48)
    #expect(DiagnosticCode.all.contains(.squeezedLabel))
    #expect(DiagnosticCode.all.contains(.viewOutsideRow))
    #expect(DiagnosticCode.all.contains(.skippedFile))
    #expect(DiagnosticCode.all.contains(.unknownConfigurationKey))
    #expect(DiagnosticCode.unknownConfigurationKey.rawValue == "unknown-configuration-key")
  }

  /// A folder that holds no template has a code of its own, not `unreadable-file`'s.
  ///
  /// Nothing failed to be read. Like the codes of unreadable files it cannot be switched off,
  /// since no file's configuration governs the paths a command is given.
  @Test func aFolderWithoutTemplatesHasItsOwnCode() {
    #expect(DiagnosticCode.noTemplateFiles.rawValue == "no-template-files")
    #expect(DiagnosticCode.all.contains(.noTemplateFiles))
    #expect(DiagnosticCode.noTemplateFiles.isAlwaysReported)
  }
}
