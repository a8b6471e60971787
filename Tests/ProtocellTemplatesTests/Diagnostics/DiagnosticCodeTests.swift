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
    #expect(DiagnosticCode.all.count == 45)
    #expect(DiagnosticCode.all.contains(.skippedFile))
    #expect(DiagnosticCode.all.contains(.unknownConfigurationKey))
    #expect(DiagnosticCode.unknownConfigurationKey.rawValue == "unknown-configuration-key")
  }
}
