import ProtocellDiagnostics
import ProtocellTemplates
import Testing

/// A diagnostic read from a temporary copy of standard input names `<stdin>` in every place
/// that copy holds, and keeps the places of other files.
struct DiagnosticRenamingTests {
  @Test func everyPlaceInTheFileIsRenamedAndOthersKept() {
    let temporary = SourceLocation(file: "/tmp/copy/stdin.xml", line: 3, column: 2)
    let other = SourceLocation(file: "Other.xml", line: 7, column: 1)
    let diagnostic = Diagnostic(
      code: .unknownElement, message: "unknown element <lable>", location: temporary,
      notes: [
        DiagnosticNote(message: "here", location: temporary),
        DiagnosticNote(message: "there", location: other),
      ],
      fixIts: [
        FixIt(
          message: "did you mean 'label'?",
          edits: [
            FixIt.Edit(
              range: temporary..<SourceLocation(file: temporary.file, line: 3, column: 7),
              replacement: "label")
          ])
      ])
    let renamed = diagnostic.renamingSourceFile("/tmp/copy/stdin.xml", to: "<stdin>")
    let stdin = SourceLocation(file: "<stdin>", line: 3, column: 2)
    #expect(renamed.location == stdin)
    #expect(renamed.notes.map(\.location) == [stdin, other])
    #expect(
      renamed.fixIts.first?.edits.first?.range
        == stdin..<SourceLocation(file: "<stdin>", line: 3, column: 7))
    #expect(renamed.message == diagnostic.message)
    #expect(other.renamingFile("/tmp/copy/stdin.xml", to: "<stdin>") == other)
  }

  /// A problem with the whole copy (too large, say) is renamed too; one with another whole
  /// file keeps its name.
  @Test func aWholeFileIsRenamedToo() {
    let diagnostic = Diagnostic(
      code: .fileTooLarge, message: "the file is 20 bytes; the limit is 10", location: nil,
      wholeFile: "/tmp/copy/stdin.xml")
    let renamed = diagnostic.renamingSourceFile("/tmp/copy/stdin.xml", to: "<stdin>")
    #expect(renamed.wholeFile == "<stdin>")
    #expect(renamed.file == "<stdin>")
    #expect(renamed.location == nil)
    #expect(diagnostic.renamingSourceFile("Other.xml", to: "<stdin>") == diagnostic)
  }
}
