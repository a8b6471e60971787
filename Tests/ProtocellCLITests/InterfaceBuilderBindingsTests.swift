import Foundation
import Testing
import _ProtocellTestSupport

/// Rows filling Interface Builder cells: by outlet name, or by a project's own keys mapped to
/// outlets in `.protocell.json`.
@Suite(.serialized)
struct InterfaceBuilderBindingsTests {
  static let cell = "xmartlabs__XLPagerTabStrip__PostCell-b8n-8Y-pxb"

  /// Runs `measure` (or `arguments`) on a copy of PostCell.xib beside `configuration` (if any)
  /// and `feed`.
  static func measure(
    configuration: String?, feed: String,
    arguments: [String] = [
      "measure", InterfaceBuilderCommandTests.postCell, "--id", cell, "--data", "feed.json",
      "--quiet",
    ]
  ) throws -> CommandRunner.Output {
    var output: CommandRunner.Output?
    try TemporaryFolder.with(prefix: "protocell-bindings") { folder in
      try FileManager.default.copyItem(
        atPath: InterfaceBuilderCommandTests.fixtures + "/" + InterfaceBuilderCommandTests.postCell,
        toPath: folder + "/" + InterfaceBuilderCommandTests.postCell)
      if let configuration {
        try configuration.write(
          toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
      }
      try feed.write(toFile: folder + "/feed.json", atomically: false, encoding: .utf8)
      output = try CommandRunner.run(arguments, in: folder)
    }
    return try #require(output)
  }

  // PostCell's postText is a 15-point system label (numberOfLines 0) from y 38, 20 points above
  // the content view's bottom (@999). Three lines written with line breaks are three lines
  // whatever the glyph widths: 3 × 15 × (1950 + 494) / 2048 = 53.701 points, rounded up to the
  // 2× pixel: 54, so the row is 38 + 54 + 20 = 112. A row without the outlets' keys leaves
  // both labels as the document designed them, as a cell whose code never sets them shows
  // them: "Label" in 15-point system, one line each, 15 × (1950 + 494) / 2048 = 17.9 points, 18
  // on the grid, so the row is 12 + 18 + 8 + 18 + 20 = 76.
  static let feed = #"[{"title": "Ada", "content": "one\ntwo\nthree"}]"#

  @Test func rowKeysNamedLikeOutletsFillTheViews() throws {
    let output = try Self.measure(
      configuration: nil, feed: #"[{"postName": "Ada", "postText": "one\ntwo\nthree"}]"#)
    #expect(output.status == 0)
    #expect(output.standardOutput == "row\tprototype\theight\n1\t\(Self.cell)\t112\n")
  }

  @Test func aFeedWithItsOwnKeysLeavesTheOutletsUnmappedAsDesigned() throws {
    let output = try Self.measure(configuration: nil, feed: Self.feed)
    #expect(output.status == 0)
    #expect(output.standardOutput == "row\tprototype\theight\n1\t\(Self.cell)\t76\n")
  }

  @Test func configurationMapsAFeedsKeysToOutlets() throws {
    let output = try Self.measure(
      configuration: """
        {"bindings": {"\(Self.cell)": {"title": "postName", "content": "postText"}}}
        """,
      feed: Self.feed)
    #expect(output.status == 0)
    #expect(output.standardOutput == "row\tprototype\theight\n1\t\(Self.cell)\t112\n")
  }

  @Test func anUnknownOutletIsAnErrorWithTheNearestName() throws {
    let output = try Self.measure(
      configuration: """
        {"bindings": {"\(Self.cell)": {"content": "postTxt"}}}
        """,
      feed: Self.feed)
    #expect(output.status == 1)
    #expect(
      output.standardError.contains(
        ".protocell.json:1:\(Self.cell.count + 31): error: the configuration binds 'content' to 'postTxt', which is no view of '\(Self.cell)' [unknown-item]"
      ))
    #expect(output.standardError.contains("did you mean 'postText'?"))
  }

  @Test func anUnknownPrototypeIsAWarningWithTheNearestIdentifier() throws {
    let output = try Self.measure(
      configuration: #"{"bindings": {"PostCel": {"content": "postText"}}}"#, feed: Self.feed)
    // A warning does not stop measuring; the feed's keys are then not mapped.
    #expect(output.status == 0)
    #expect(output.standardOutput == "row\tprototype\theight\n1\t\(Self.cell)\t76\n")
    let validated = try Self.measure(
      configuration: #"{"bindings": {"PostCel": {"content": "postText"}}}"#, feed: Self.feed,
      arguments: ["validate", InterfaceBuilderCommandTests.postCell])
    #expect(
      validated.standardOutput.contains(
        ".protocell.json:1:15: warning: the configuration binds keys for 'PostCel', which no template checked declares [unknown-configuration-key]"
      ))
    #expect(validated.standardOutput.contains("did you mean '\(Self.cell)'?"))
  }

  @Test func twoKeysForOneViewAreAnError() throws {
    let output = try Self.measure(
      configuration: """
        {"bindings": {"\(Self.cell)": {"name": "postName", "title": "postName"}}}
        """,
      feed: Self.feed, arguments: ["validate", InterfaceBuilderCommandTests.postCell])
    #expect(output.status == 1)
    #expect(
      output.standardOutput.contains(
        "error: the configuration binds both 'name' and 'title' to 'postName'; a view shows one key [invalid-value]"
      ))
  }
}
