import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

struct TemplateLoaderTests {
  static let valid =
    #"<templates><cell reuseIdentifier="ID"><label id="l" text="x"/></cell></templates>"#

  /// Writes `text` at `path`, creating the folders on the way.
  private func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  @Test func directoriesAreSearchedRecursivelyByExtensionInSortedOrder() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      try write(Self.valid.replacingOccurrences(of: "ID", with: "B"), to: folder + "/b.xml")
      try write(
        Self.valid.replacingOccurrences(of: "ID", with: "A"), to: folder + "/nested/deeper/a.xml")
      try write("not a template", to: folder + "/notes.txt")
      try write("<broken", to: folder + "/.hidden/c.xml")
      let result = TemplateLoader().load(paths: [folder])
      #expect(result.diagnostics.isEmpty)
      #expect(result.files.map { $0.cells.map(\.reuseIdentifier) } == [["B"], ["A"]])
      #expect(
        result.files.map(\.path) == [folder + "/b.xml", folder + "/nested/deeper/a.xml"])
    }
  }

  /// An app's folder holds other formats' XML beside its templates: found in a folder, a file
  /// whose root is neither `<templates>` nor an IB document is left out with a note; named on
  /// its own, or named as well as found, it is checked and its root is an error.
  @Test func otherFormatsXMLInAFolderIsSkippedWithANote() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      try write(Self.valid, to: folder + "/Cells/a.xml")
      let manifest = folder + "/android/AndroidManifest.xml"
      try write(#"<manifest package="x"><application/></manifest>"#, to: manifest)
      let searched = TemplateLoader().load(paths: [folder])
      #expect(searched.files.map(\.path) == [folder + "/Cells/a.xml"])
      #expect(searched.diagnostics.map(\.code) == [.skippedFile])
      #expect(searched.diagnostics.map(\.severity) == [.note])
      #expect(
        searched.diagnostics.first?.message
          == "skipped '\(manifest)': its root element is <manifest>, neither <templates> nor an Interface Builder document"
      )
      for paths in [[manifest], [manifest, folder]] {
        let named = TemplateLoader().load(paths: paths)
        #expect(named.files.map(\.path).first == manifest)
        #expect(named.diagnostics.map(\.code) == [.misplacedElement])
        #expect(named.diagnostics.first?.isError == true)
      }
    }
  }

  /// What looks like a template gone wrong is checked, not skipped: a root that misspells
  /// `<templates>`, another root that holds `<cell>`s, and a `.xib` whatever its root.
  @Test func aTemplateGoneWrongInAFolderIsStillAnError() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      try write(#"<template><cell reuseIdentifier="A"/></template>"#, to: folder + "/a.xml")
      try write(#"<cells><cell reuseIdentifier="B"/></cells>"#, to: folder + "/b.xml")
      try write(
        #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#, to: folder + "/c.xib")
      let result = TemplateLoader().load(paths: [folder])
      #expect(result.files.map(\.path) == ["a.xml", "b.xml", "c.xib"].map { folder + "/" + $0 })
      #expect(!result.diagnostics.contains { $0.code == .skippedFile })
      #expect(result.diagnostics.filter(\.isError).count == 3)
    }
  }

  /// Files are read largest first, to share them out evenly over the cores; what is loaded, and
  /// what could not be read, keeps the order the files were named in.
  @Test func filesKeepTheirOrderWhateverTheirSizes() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      let labels = (0..<50).map { #"<label id="x\#($0)" text="padding"/>"# }.joined()
      try write(Self.valid.replacingOccurrences(of: "ID", with: "Small"), to: folder + "/s.xml")
      try write(
        Self.valid.replacingOccurrences(of: "ID", with: "Large")
          .replacingOccurrences(of: "</cell>", with: #"<view id="v">\#(labels)</view></cell>"#),
        to: folder + "/l.xml")
      let paths = [folder + "/s.xml", folder + "/missing.xml", folder + "/l.xml"]
      let result = TemplateLoader().load(paths: paths)
      #expect(result.files.map { $0.cells.map(\.reuseIdentifier) } == [["Small"], ["Large"]])
      #expect(result.diagnostics.map(\.code) == [.unreadableFile])
    }
  }

  /// What the walk takes besides plain files and folders: a link to a template file counts as
  /// the file, read once with the file it names when both are met (under the file's own name);
  /// a link to a folder is not followed (so a link back up cannot loop); hidden files and
  /// `node_modules` folders are passed over; a folder named like a template is searched.
  @Test func linksHiddenFilesAndNodeModulesInAFolderWalk() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      let valid = Self.valid.replacingOccurrences(of: "ID", with: "A")
      try write(valid, to: folder + "/real/a.xml")
      try write(valid, to: folder + "/node_modules/pkg/b.xml")
      try write(valid, to: folder + "/.c.xml")
      try write(valid, to: folder + "/cells.xib/d.xml")
      let manager = FileManager.default
      try manager.createSymbolicLink(
        atPath: folder + "/linked.xml", withDestinationPath: folder + "/real/a.xml")
      try manager.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: folder)
      try manager.createSymbolicLink(
        atPath: folder + "/dangling.xml", withDestinationPath: folder + "/missing.xml")
      let result = TemplateLoader().load(paths: [folder])
      #expect(result.diagnostics.isEmpty)
      #expect(
        result.files.map(\.path) == [folder + "/cells.xib/d.xml", folder + "/real/a.xml"])
      // Named alone, the link is the file.
      #expect(
        TemplateLoader().load(paths: [folder + "/linked.xml"]).files.map(\.path) == [
          folder + "/linked.xml"
        ])
    }
  }

  /// The Interface Builder corpus of the template stage's tests (its Fixtures/InterfaceBuilder):
  /// ten `.xib` and `.storyboard` files (and their licences, which are not taken) whose cells
  /// InterfaceBuilderCorpusTests counts by hand: 1 + 1 + 1 + 2 + 4 + 1 + 7 + 1 + 1 + 5 = 24.
  @Test func everyInterfaceBuilderCorpusFileLoadsFromTheFolder() {
    let folder =
      CommandRunner.packageRoot + "/Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder"
    let result = TemplateLoader().load(paths: [folder])
    #expect(result.files.count == 10)
    #expect(result.files.map(\.cells.count).reduce(0, +) == 24)
  }

  @Test func missingPathsAndDirectoriesWithoutTemplatesAreReported() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      let result = TemplateLoader().load(paths: [folder + "/missing.xml", folder])
      #expect(result.diagnostics.map(\.code) == [.unreadableFile, .noTemplateFiles])
      #expect(result.diagnostics.map(\.severity) == [.error, .warning])
      // The missing file is the one the first is about; the second is about a folder, no file.
      #expect(result.diagnostics.map(\.file) == [folder + "/missing.xml", nil])
      #expect(result.diagnostics.map(\.location) == [nil, nil])
      #expect(
        result.diagnostics.last?.message
          == "no template files (*.storyboard, *.xib, *.xml) under '\(folder)'")
      #expect(result.hasReadFailure)
    }
  }

  @Test func oversizedFilesAreRefusedWithoutReadingThem() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      try write(Self.valid, to: folder + "/big.xml")
      let loader = TemplateLoader(
        parser: TemplateParser(limits: TemplateLimits(maximumFileSize: 20)))
      let result = loader.load(paths: [folder + "/big.xml"])
      #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
      #expect(result.diagnostics.map(\.wholeFile) == [folder + "/big.xml"])
      #expect(result.files.isEmpty)
    }
  }

  @Test func checkerAppliesTheNearestConfigurationFile() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      try write(
        #"<templates><cell reuseIdentifier="A"><label id="l"/></cell></templates>"#,
        to: folder + "/sub/a.xml")
      let before = TemplateChecker().check(paths: [folder])
      #expect(before.diagnostics.map(\.code) == [.labelWithoutText])
      try write(
        #"{"disabledRules": ["label-without-text", "no-such-rule"]}"#,
        to: folder + "/.protocell.json")
      let after = TemplateChecker().check(paths: [folder])
      #expect(after.diagnostics.map(\.code) == [.unknownRule])
      #expect(after.diagnostics.first?.fixIts.isEmpty == true)
      try write(#"{"warningsAsErrors": true}"#, to: folder + "/sub/.protocell.json")
      let promoted = TemplateChecker().check(paths: [folder])
      #expect(promoted.diagnostics.map(\.severity) == [.error])
      let ignored = TemplateChecker(usesConfigurationFiles: false).check(paths: [folder])
      #expect(ignored.diagnostics.map(\.severity) == [.warning])
    }
  }

  @Test func unknownConfigurationKeysAreReportedWithASuggestion() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      try write(Self.valid, to: folder + "/a.xml")
      try write(#"{"disabledRule": ["label-without-text"]}"#, to: folder + "/.protocell.json")
      let report = TemplateChecker().check(paths: [folder])
      #expect(
        report.diagnostics.map(\.message) == ["the configuration has an unknown key 'disabledRule'"]
      )
      #expect(report.diagnostics.map(\.code) == [.unknownConfigurationKey])
      #expect(report.diagnostics.first?.fixIts.first?.message == "did you mean 'disabledRules'?")
      let path = folder + "/.protocell.json"
      #expect(
        report.diagnostics.first?.fixIts.first?.edits == [
          FixIt.Edit(
            range: SourceLocation(
              file: path, line: 1, column: 3)..<SourceLocation(
                file: path, line: 1, column: 15),
            replacement: "disabledRules")
        ])
    }
  }

  @Test func malformedConfigurationIsReported() throws {
    try TemporaryFolder.with(prefix: "protocell-loader") { folder in
      try write(Self.valid, to: folder + "/a.xml")
      try write(#"{"disabledRules": "all"}"#, to: folder + "/.protocell.json")
      let report = TemplateChecker().check(paths: [folder])
      #expect(report.diagnostics.map(\.code) == [.invalidValue])
      #expect(report.diagnostics.first?.location?.file == folder + "/.protocell.json")
    }
  }
}
