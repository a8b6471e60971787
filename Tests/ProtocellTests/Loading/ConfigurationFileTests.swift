import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `limits` object of `.protocell.json`: read, checked, and applied to the templates the
/// file governs.
struct ConfigurationFileTests {
  private func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  @Test func limitsAreReadByName() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let path = folder + "/.protocell.json"
      try write(
        #"{"limits": {"maximumNestingDepth": 80, "maximumTextLength": 5, "maximumFileSize": 1048576, "#
          + #""maximumViewsPerCell": 3, "maximumConstraintsPerCell": 4}}"#, to: path)
      let file = ConfigurationFile(path: path)
      #expect(file.diagnostics.isEmpty)
      #expect(
        file.limits == [
          .maximumNestingDepth: 80, .maximumTextLength: 5, .maximumFileSize: 1_048_576,
          .maximumViewsPerCell: 3,
          .maximumConstraintsPerCell: 4,
        ])
      #expect(
        TemplateLimits.default.overriding(with: file.limits)
          == TemplateLimits(
            maximumFileSize: 1_048_576, maximumNestingDepth: 80, maximumViewsPerCell: 3,
            maximumConstraintsPerCell: 4,
            maximumTextLength: 5))
    }
  }

  /// A trailing comma, which Foundation's decoder takes, is not JSON: an error at the '}' it
  /// stands before (column 38 of `{ "disabledRules": ["custom-class"], }`), and nothing of the
  /// file applies (the tenth newcomer's review).
  @Test func aTrailingCommaIsALocatedError() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let path = folder + "/.protocell.json"
      try write(#"{ "disabledRules": ["custom-class"], }"# + "\n", to: path)
      let file = ConfigurationFile(path: path)
      #expect(
        file.diagnostics.map(\.message) == [
          "the configuration is not valid JSON: expected a member name in double quotes, found '}'"
        ])
      #expect(file.diagnostics.first?.location?.line == 1)
      #expect(file.diagnostics.first?.location?.column == 38)
      #expect(file.configuration.disabledCodes.isEmpty)
    }
  }

  @Test func unknownAndInvalidLimitsAreReportedWhereTheyStand() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let path = folder + "/.protocell.json"
      try write(
        """
        {
          "limits": {
            "maximumViewPerCell": 10,
            "maximumFileSize": "16MB",
            "maximumNestingDepth": 1000,
            "maximumTextLength": 0,
            "maximumConstraintsPerCell": 2.5,
            "maximumViewsPerCell": 10
          }
        }
        """, to: path)
      let file = ConfigurationFile(path: path)
      #expect(file.limits == [.maximumViewsPerCell: 10])
      #expect(
        file.diagnostics.map(\.code) == [
          .invalidValue, .invalidValue, .invalidValue, .invalidValue, .unknownConfigurationKey,
        ])
      #expect(
        file.diagnostics.map(\.message) == [
          "the limit 'maximumConstraintsPerCell' must be a whole number of at least 1, not 2.5",
          "the limit 'maximumFileSize' must be a whole number of at least 1, not \"16MB\"",
          "the limit 'maximumNestingDepth' must be a whole number in 1...256, not 1000",
          "the limit 'maximumTextLength' must be a whole number of at least 1, not 0",
          "the configuration has an unknown limit 'maximumViewPerCell'",
        ])
      #expect(file.diagnostics.map { $0.location?.line } == [7, 4, 5, 6, 3])
      #expect(file.diagnostics.map { $0.location?.column } == [5, 5, 5, 5, 5])
      #expect(file.diagnostics.last?.fixIts.first?.message == "did you mean 'maximumViewsPerCell'?")
      #expect(file.diagnostics.first?.fixIts.first?.message == "the default is 5000")
    }
  }

  @Test func limitsAreLocatedInFilesWithCRLFLineEnds() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let path = folder + "/.protocell.json"
      try write("{\r\n  \"limits\": {\r\n    \"maximumTextLength\": 0\r\n  }\r\n}\r\n", to: path)
      let file = ConfigurationFile(path: path)
      #expect(file.diagnostics.map(\.code) == [.invalidValue])
      #expect(file.diagnostics.map { $0.location?.line } == [3])
      #expect(file.diagnostics.map { $0.location?.column } == [5])
    }
  }

  @Test func limitExceededCannotBeDisabled() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try write(
        #"{"disabledRules": ["limit-exceeded"], "limits": {"maximumTextLength": 2}}"#,
        to: folder + "/.protocell.json")
      try write(
        #"<templates><cell reuseIdentifier="A"><label id="l" text="xyz"/></cell></templates>"#,
        to: folder + "/a.xml")
      let report = TemplateChecker().check(paths: [folder])
      #expect(report.diagnostics.map(\.code) == [.unknownRule, .limitExceeded])
      #expect(report.diagnostics.first?.message == "'limit-exceeded' cannot be disabled")
    }
  }

  /// A configuration's `warningsAsErrors` makes its own findings errors too, as it does its
  /// folder's (an unknown rule stayed a warning: the fresh17 review); without it they stay
  /// warnings.
  @Test func warningsAsErrorsCoversTheConfigurationsOwnFindings() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try write(
        #"{"disabledRules": ["ambiguos-layout"], "warningsAsErrors": true}"#,
        to: folder + "/.protocell.json")
      try write(
        #"<templates><cell reuseIdentifier="A"><view id="v"/></cell></templates>"#,
        to: folder + "/a.xml")
      let strict = TemplateChecker().check(paths: [folder]).diagnostics
        .filter { $0.code == .unknownRule }
      #expect(strict.map(\.severity) == [.error])
      try write(#"{"disabledRules": ["ambiguos-layout"]}"#, to: folder + "/.protocell.json")
      let lenient = TemplateChecker().check(paths: [folder]).diagnostics
        .filter { $0.code == .unknownRule }
      #expect(lenient.map(\.severity) == [.warning])
    }
  }

  /// `no-template-files` is about the paths a command is given, which no configuration file
  /// governs: disabling it is a warning that points at `--allow-no-files`.
  @Test func noTemplateFilesCannotBeDisabled() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let path = folder + "/.protocell.json"
      try write(#"{"disabledRules": ["no-template-files"]}"#, to: path)
      let file = ConfigurationFile(path: path)
      #expect(file.diagnostics.map(\.code) == [.unknownRule])
      #expect(file.diagnostics.map { $0.location?.column } == [20])
      #expect(
        file.diagnostics.first?.message
          == "'no-template-files' is about the paths a command is given, not about a file, and "
          + "cannot be disabled")
      #expect(
        file.diagnostics.first?.fixIts.map(\.message) == [
          "pass --allow-no-files to let paths without templates pass"
        ])
    }
  }

  /// Each entry of `disabledRules` that is no rule, or one that cannot be disabled, is reported
  /// at its own place in the file, not at its start; a misspelt one is offered the rule there.
  @Test func disabledRulesAreReportedWhereTheyStand() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let path = folder + "/.protocell.json"
      try write(
        """
        {
          "warningsAsErrors": false,
          "disabledRules": ["label-without-text",
            "custom-clas", "unreadable-file"]
        }
        """, to: path)
      let file = ConfigurationFile(path: path)
      #expect(file.diagnostics.map(\.code) == [.unknownRule, .unknownRule])
      #expect(file.diagnostics.map { $0.location?.line } == [4, 4])
      #expect(file.diagnostics.map { $0.location?.column } == [5, 20])
      let fixIt = try #require(file.diagnostics.first?.fixIts.first)
      #expect(fixIt.message == "did you mean 'custom-class'?")
      #expect(fixIt.edits.map(\.range.lowerBound.column) == [6])
      #expect(fixIt.edits.map(\.replacement) == ["custom-class"])
    }
  }

  /// A template whose label is at depth `wrappers + 3`.
  private func nestedTemplate(_ wrappers: Int) -> String {
    #"<templates><cell reuseIdentifier="A">"#
      + (0..<wrappers).map { #"<view id="v\#($0)">"# }.joined()
      + #"<label id="l" text="x"/>"# + String(repeating: "</view>", count: wrappers)
      + "</cell></templates>"
  }

  @Test func checkerReadsEachTemplateWithItsNearestLimits() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try write(nestedTemplate(70), to: folder + "/deep/a.xml")
      try write(nestedTemplate(70), to: folder + "/other/b.xml")
      let before = TemplateChecker().check(paths: [folder])
      #expect(before.diagnostics.map(\.code) == [.limitExceeded, .limitExceeded])

      try write(#"{"limits": {"maximumNestingDepth": 73}}"#, to: folder + "/deep/.protocell.json")
      let after = TemplateChecker().check(paths: [folder])
      #expect(after.diagnostics.map(\.code) == [.limitExceeded])
      #expect(after.diagnostics.first?.location?.file == folder + "/other/b.xml")
      #expect(after.files.map(\.path) == [folder + "/deep/a.xml", folder + "/other/b.xml"])
      #expect(after.files.map(\.cells.count) == [1, 0])

      let ignored = TemplateChecker(usesConfigurationFiles: false).check(paths: [folder])
      #expect(ignored.diagnostics.map(\.code) == [.limitExceeded, .limitExceeded])
    }
  }

  @Test func configuredFileSizeIsAppliedBeforeReading() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      let template =
        #"<templates><cell reuseIdentifier="A"><label id="l" text="x"/></cell></templates>"#
      try write(template, to: folder + "/a.xml")
      try write(#"{"limits": {"maximumFileSize": 20}}"#, to: folder + "/.protocell.json")
      let report = TemplateChecker().check(paths: [folder])
      #expect(report.diagnostics.map(\.code) == [.fileTooLarge])
      #expect(
        report.diagnostics.map(\.message) == [
          "'\(folder)/a.xml' is \(template.utf8.count) bytes; the limit is 20"
        ])
      #expect(report.hasReadFailure == false)
      #expect(report.files.isEmpty)
    }
  }

  @Test func configurationThatIsNotARegularFileIsRefusedUnopened() throws {
    try TemporaryFolder.with(prefix: "protocell-configuration") { folder in
      try #require(mkfifo(folder + "/.protocell.json", 0o644) == 0)
      try write(
        #"<templates><cell reuseIdentifier="A"><label id="l" text="x"/></cell></templates>"#,
        to: folder + "/a.xml")
      let report = TemplateChecker().check(paths: [folder])
      #expect(
        report.diagnostics.map(\.message) == [
          "cannot read '\(folder)/.protocell.json': it is a named pipe"
        ])
      #expect(report.files.map(\.cells.count) == [1])
    }
  }
}
