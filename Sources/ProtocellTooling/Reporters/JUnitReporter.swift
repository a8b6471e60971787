import ProtocellDiagnostics
import ProtocellTemplates

/// Writes diagnostics as a JUnit XML test report, which CI services show as test results.
///
/// Each checked file is one `<testcase>` (named by its path, with class name
/// `protocell.validate`); each error in it is a `<failure>` whose `type` is the rule code and
/// whose text is `file:line:col: error: message [code]` with the fix-its and notes below. Warnings
/// and notes do not fail a test case: they go in its `<system-out>`. Diagnostics without a
/// place form one more test case, named `(no file)`. The suite's `failures` counts the test
/// cases with at least one failure, as JUnit counts failed tests.
public struct JUnitReporter: DiagnosticReporter {
  /// The name of the test suite.
  public var suiteName: String

  /// Creates the reporter.
  ///
  /// - Parameter suiteName: The name of the test suite, as result viewers title it.
  public init(suiteName: String = "protocell validate") {
    self.suiteName = suiteName
  }

  /// The whole JUnit document.
  public func report(_ diagnostics: [Diagnostic], checkedFiles files: [String]) -> String {
    let groups = DiagnosticsByFile(diagnostics, checkedFiles: files).groups
    let failed = groups.filter { $0.diagnostics.contains(where: \.isError) }.count
    let name = XMLEscaping.escape(suiteName, inAttribute: true)
    let counts = "tests=\"\(groups.count)\" failures=\"\(failed)\" errors=\"0\""
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output += "<testsuites name=\"\(name)\" \(counts)>\n"
    output += "  <testsuite name=\"\(name)\" \(counts) skipped=\"0\">\n"
    for group in groups { output += testCase(for: group) }
    return output + "  </testsuite>\n</testsuites>\n"
  }

  private func testCase(for group: DiagnosticsByFile.Group) -> String {
    let name = XMLEscaping.escape(group.file ?? "(no file)", inAttribute: true)
    var output = "    <testcase name=\"\(name)\" classname=\"protocell.validate\""
    guard !group.diagnostics.isEmpty else { return output + "/>\n" }
    output += ">\n"
    let errors = group.diagnostics.filter(\.isError)
    for error in errors {
      output +=
        "      <failure type=\"\(XMLEscaping.escape(error.code.rawValue, inAttribute: true))\""
      output += " message=\"\(XMLEscaping.escape(error.messageWithCode, inAttribute: true))\">"
      output += XMLEscaping.escape(Self.line(for: error)) + "</failure>\n"
    }
    let others = group.diagnostics.filter { !$0.isError }
    if !others.isEmpty {
      let text = others.map(Self.line(for:)).joined(separator: "\n")
      output += "      <system-out>\(XMLEscaping.escape(text))</system-out>\n"
    }
    return output + "    </testcase>\n"
  }

  /// `file:line:col: severity: message [code]`, then the fix-its and notes.
  private static func line(for diagnostic: Diagnostic) -> String {
    let place =
      diagnostic.location.map { "\($0): " } ?? diagnostic.wholeFile.map { "\($0): " } ?? ""
    return "\(place)\(diagnostic.severity.rawValue): \(diagnostic.fullText)"
  }
}
