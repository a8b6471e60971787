import Foundation
import ProtocellDiagnostics
import ProtocellTemplates
import ProtocellTooling
import Testing

struct DiagnosticReportTests {
  @Test func fixItsAreEncodedWithTheirEdits() throws {
    let entry = DiagnosticReport.Entry(
      file: "T.xml", line: 3, column: 2, severity: .error, code: "unknown-element",
      message: "unknown element <lable>",
      fixIts: [
        DiagnosticReport.FixItEntry(
          message: "did you mean 'label'?",
          edits: [
            DiagnosticReport.Edit(
              line: 3, column: 3, endLine: 3, endColumn: 8, replacement: "label")
          ])
      ],
      notes: [])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(entry), as: UTF8.self)
    #expect(
      json
        == #"{"code":"unknown-element","column":2,"file":"T.xml","fixIts":[{"edits":[{"column":3,"endColumn":8,"endLine":3,"line":3,"replacement":"label"}],"message":"did you mean 'label'?"}],"line":3,"message":"unknown element <lable>","notes":[],"severity":"error"}"#
    )
    #expect(try JSONDecoder().decode(DiagnosticReport.Entry.self, from: Data(json.utf8)) == entry)
  }

  @Test func anOlderReportsHintIsReadAsItsOneFixIt() throws {
    let old = #"""
      {"code": "unreadable-file", "severity": "error", "message": "cannot read 'x'",
       "hint": "check the path", "replacement": null, "notes": []}
      """#
    let entry = try JSONDecoder().decode(DiagnosticReport.Entry.self, from: Data(old.utf8))
    #expect(entry.fixIts == [DiagnosticReport.FixItEntry(message: "check the path", edits: [])])
    #expect(entry.file == nil)
  }
}
