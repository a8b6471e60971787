import Foundation
import ProtocellDiagnostics
import ProtocellTemplates
import Testing

/// The diagnostics every reporter test renders: three real templates parsed and validated (an
/// unknown element, a label without text, an unknown attribute, a reuse identifier declared in
/// two files with a located note), and one diagnostic without a place.
enum ReporterFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Reporters")

  /// The fixture files, by the name they are reported under.
  static let names = ["Broken.xml", "Clean.xml", "Mixed, 50%.xml"]

  /// The paths the reporters see.
  static var checkedFiles: [String] { names.map { "Templates/" + $0 } }

  /// Every diagnostic, ordered as `protocell validate` orders them.
  static func diagnostics() throws -> [Diagnostic] {
    var files: [TemplateFile] = []
    var diagnostics: [Diagnostic] = []
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let result = TemplateParser().parse(text: text, path: "Templates/" + name)
      files.append(result.file)
      diagnostics += result.diagnostics
    }
    diagnostics += TemplateValidator().validate(files)
    diagnostics.append(
      Diagnostic(
        code: .unreadableFile, message: "no such file or directory: 'Missing.xml'",
        location: nil))
    diagnostics.append(
      Diagnostic(
        code: .fileTooLarge, message: "'Templates/Huge.xml' is 40 bytes; the limit is 20",
        location: nil, wholeFile: "Templates/Huge.xml"))
    return diagnostics.sortedByLocation()
  }

  /// Checks `output` against `Expected/<name>`, or rewrites that file when
  /// `PROTOCELL_UPDATE_GOLDENS` is set.
  static func expectGolden(_ output: String, named name: String) throws {
    let url = folder.appendingPathComponent("Expected").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["PROTOCELL_UPDATE_GOLDENS"] != nil {
      try output.write(to: url, atomically: false, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(output == expected, "differs from Expected/\(name)")
  }

  /// Runs a tool with `arguments`, giving `input` on standard input; returns its exit status and
  /// what it printed on both outputs.
  static func run(_ arguments: [String], input: String = "") throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let standardInput = Pipe()
    let output = Pipe()
    process.standardInput = standardInput
    process.standardOutput = output
    process.standardError = output
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
