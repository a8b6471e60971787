import Foundation
import ProtocellTemplates
import Testing

/// A temporary folder removed when the test ends.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "protocell-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ text: String, to relativePath: String) throws {
    let full = path + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: full, atomically: true, encoding: .utf8)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

struct TemplateLoaderTests {
  static let valid =
    #"<templates><cell reuseIdentifier="ID"><label id="l" text="x"/></cell></templates>"#

  @Test func directoriesAreSearchedRecursivelyByExtensionInSortedOrder() throws {
    let folder = try TemporaryDirectory()
    try folder.write(Self.valid.replacingOccurrences(of: "ID", with: "B"), to: "b.xml")
    try folder.write(
      Self.valid.replacingOccurrences(of: "ID", with: "A"), to: "nested/deeper/a.xml")
    try folder.write("not a template", to: "notes.txt")
    try folder.write("<broken", to: ".hidden/c.xml")
    let result = TemplateLoader().load(paths: [folder.path])
    #expect(result.diagnostics.isEmpty)
    #expect(result.files.map { $0.cells.map(\.reuseIdentifier) } == [["B"], ["A"]])
    #expect(
      result.files.map(\.path) == [folder.path + "/b.xml", folder.path + "/nested/deeper/a.xml"])
  }

  @Test func missingPathsAndDirectoriesWithoutTemplatesAreReported() throws {
    let folder = try TemporaryDirectory()
    let result = TemplateLoader().load(paths: [folder.path + "/missing.xml", folder.path])
    #expect(result.diagnostics.map(\.code) == [.unreadableFile, .unreadableFile])
    #expect(result.diagnostics.map(\.severity) == [.error, .warning])
    #expect(result.hasReadFailure)
  }

  @Test func oversizedFilesAreRefusedWithoutReadingThem() throws {
    let folder = try TemporaryDirectory()
    try folder.write(Self.valid, to: "big.xml")
    let loader = TemplateLoader(parser: TemplateParser(limits: TemplateLimits(maximumFileSize: 20)))
    let result = loader.load(paths: [folder.path + "/big.xml"])
    #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
    #expect(result.files.isEmpty)
  }

  @Test func checkerAppliesTheNearestConfigurationFile() throws {
    let folder = try TemporaryDirectory()
    try folder.write(
      #"<templates><cell reuseIdentifier="A"><label id="l"/></cell></templates>"#, to: "sub/a.xml")
    let before = TemplateChecker().check(paths: [folder.path])
    #expect(before.diagnostics.map(\.code) == [.labelWithoutText])
    try folder.write(
      #"{"disabledRules": ["label-without-text", "no-such-rule"]}"#, to: ".protocell.json")
    let after = TemplateChecker().check(paths: [folder.path])
    #expect(after.diagnostics.map(\.code) == [.unknownRule])
    #expect(after.diagnostics.first?.fixIts.isEmpty == true)
    try folder.write(#"{"warningsAsErrors": true}"#, to: "sub/.protocell.json")
    let promoted = TemplateChecker().check(paths: [folder.path])
    #expect(promoted.diagnostics.map(\.severity) == [.error])
    let ignored = TemplateChecker(usesConfigurationFiles: false).check(paths: [folder.path])
    #expect(ignored.diagnostics.map(\.severity) == [.warning])
  }

  @Test func unknownConfigurationKeysAreReportedWithASuggestion() throws {
    let folder = try TemporaryDirectory()
    try folder.write(Self.valid, to: "a.xml")
    try folder.write(#"{"disabledRule": ["label-without-text"]}"#, to: ".protocell.json")
    let report = TemplateChecker().check(paths: [folder.path])
    #expect(
      report.diagnostics.map(\.message) == ["the configuration has an unknown key 'disabledRule'"])
    #expect(report.diagnostics.map(\.code) == [.unknownConfigurationKey])
    #expect(report.diagnostics.first?.fixIts.first?.message == "did you mean 'disabledRules'?")
    let path = folder.path + "/.protocell.json"
    #expect(
      report.diagnostics.first?.fixIts.first?.edits == [
        FixIt.Edit(
          range: SourceLocation(
            file: path, line: 1, column: 3)..<SourceLocation(
              file: path, line: 1, column: 15),
          replacement: "disabledRules")
      ])
  }

  @Test func malformedConfigurationIsReported() throws {
    let folder = try TemporaryDirectory()
    try folder.write(Self.valid, to: "a.xml")
    try folder.write(#"{"disabledRules": "all"}"#, to: ".protocell.json")
    let report = TemplateChecker().check(paths: [folder.path])
    #expect(report.diagnostics.map(\.code) == [.invalidValue])
    #expect(report.diagnostics.first?.location?.file == folder.path + "/.protocell.json")
  }
}
