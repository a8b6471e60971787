import Foundation
import Testing
import _ProtocellTestSupport

/// One set of rules for options in every subcommand: widths, scales, unknown identifiers.
@Suite(.serialized)
struct OptionRulesTests {
  static let widthCommands: [[String]] = [
    ["measure", "Templates/Feed.xml", "--id", "TextPost"],
    ["preview", "Templates/Feed.xml", "--id", "TextPost", "-o", "-"],
    ["validate", "Templates/Feed.xml"],
    ["text", "--font", "DejaVu Sans", "Hello"],
  ]

  @Test(arguments: [("-5", "-5"), ("1e9", "1000000000"), ("100001", "100001"), ("nan", "nan")])
  func badWidthsAreUsageErrorsEverywhere(width: String, shown: String) throws {
    for command in Self.widthCommands {
      let output = try CommandRunner.run(command + ["--width", width])
      #expect(output.status == 2, "\(command)")
      let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(
        lines.first
          == "error: --width must be a positive number of points no larger than 100000, not \(shown)"
      )
      // One pointer to help, the subcommand's own.
      #expect(
        lines.filter { $0.contains("--help") } == [
          "  See 'protocell \(command[0]) --help' for more information."
        ])
    }
  }

  @Test(arguments: [
    ("--max-row-depth", "0", "--max-row-depth must be 1 to 512, not 0"),
    ("--max-row-depth", "513", "--max-row-depth must be 1 to 512, not 513"),
    ("--max-row-bytes", "0", "--max-row-bytes must be a positive whole number, not 0"),
    ("--max-text-length", "-1", "--max-text-length must be a positive whole number, not -1"),
    ("--max-label-lines", "0", "--max-label-lines must be a positive whole number, not 0"),
    ("--max-rows-in-flight", "0", "--max-rows-in-flight must be a positive whole number, not 0"),
  ])
  func rowLimitsOutOfRangeAreUsageErrors(option: String, value: String, message: String) throws {
    let output = try CommandRunner.run(
      ["measure", "Templates/Feed.xml", "--id", "TextPost", option + "=" + value])
    #expect(output.status == 2)
    #expect(output.standardError.split(separator: "\n").first == "error: \(message)"[...])
  }

  /// A negative number after a numeric option is its value, which the rule refuses naming it,
  /// not a missing value followed by an option `-1` (a review: `--tolerance -1` said "Missing
  /// value for '--tolerance <tolerance>'").
  @Test(arguments: [
    (["--tolerance", "-1"], "error: --tolerance must be a number of points, 0 or more, not -1"),
    (["--pixel-tolerance", "-2"], "error: --pixel-tolerance must be 0 to 255, not -2"),
    (
      ["--pixel-count-tolerance", "-3"],
      "error: --pixel-count-tolerance must be 0 or more, not -3"
    ),
    (
      ["--max-text-length", "-4"],
      "error: --max-text-length must be a positive whole number, not -4"
    ),
  ])
  func negativeValuesAreTheOptionsValues(arguments: [String], message: String) throws {
    try TemporaryFolder.with(prefix: "protocell-negative") { folder in
      let output = try CommandRunner.run(
        ["snapshot", "verify", "Templates/Feed.xml", "-o", folder + "/S"] + arguments)
      #expect(output.status == 2)
      #expect(output.standardError.split(separator: "\n").first == message[...])
    }
    let format = try CommandRunner.run(["format", "Templates", "--line-length", "-5"])
    #expect(format.status == 2)
    #expect(
      format.standardError.split(separator: "\n").first
        == "error: --line-length must be 40 to 1000, not -5")
  }

  /// A misspelt snapshot mode is refused with the mode it may mean, as a misspelt subcommand
  /// is; one far from both is told the two.
  @Test func aMisspeltSnapshotModeIsSuggested() throws {
    for (mode, said) in [
      ("verfy", "not 'verfy'; did you mean 'verify'?"), ("zzz", "not 'zzz'"),
    ] {
      let output = try CommandRunner.run(["snapshot", mode, "Templates", "-o", "S"])
      #expect(output.status == 2)
      #expect(
        output.standardError.split(separator: "\n").first.map(String.init)
          == "error: The value '\(mode)' is invalid for '<mode>': snapshot takes record or verify "
          + "first, \(said)")
    }
  }

  /// `--jobs -1` is a value the rule refuses, naming it, not a missing value followed by an
  /// option `-1`; in both commands that take it.
  @Test(arguments: ["-1", "0", "1025"])
  func jobsOutOfRangeAreUsageErrorsNamingTheValue(jobs: String) throws {
    try TemporaryFolder.with(prefix: "protocell-jobs") { folder in
      for command in [
        ["measure", "Templates/Feed.xml", "--id", "TextPost"],
        ["snapshot", "record", "Templates/Feed.xml", "-o", folder + "/S"],
      ] {
        let output = try CommandRunner.run(command + ["--jobs", jobs])
        #expect(output.status == 2, "\(command)")
        #expect(
          output.standardError.split(separator: "\n").first
            == "error: --jobs must be a number of threads from 1 to 1024, not \(jobs)"[...])
        #expect(output.standardOutput == "")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
  }

  @Test func theLargestWidthIsAccepted() throws {
    let output = try CommandRunner.run(
      ["measure", "Templates/Feed.xml", "--id", "FeedHeader", "--width", "100000"])
    #expect(output.status == 0)
  }

  @Test func scalesAreCheckedAndDefaultToTwoEverywhere() throws {
    for command in [["measure", "Templates/Feed.xml", "--id", "TextPost"], ["text", "Hello"]] {
      let output = try CommandRunner.run(command + ["--scale", "4"])
      #expect(output.status == 2)
      #expect(output.standardError.hasPrefix("error: --scale must be 1, 2 or 3, not 4\n"))
    }
    // DejaVu Sans 10 pt is 11.64 tall: 12 at scale 2, as measure rounds by default.
    let text = try CommandRunner.run(
      ["text", "--font", "DejaVu Sans", "--size", "10", "--format", "json", "Hello"])
    let report = try JSONSerialization.jsonObject(with: Data(text.standardOutput.utf8))
    #expect((report as? [String: Any])?["height"] as? Double == 12)
  }

  @Test(arguments: [
    ["measure", "Templates/Feed.xml", "--id", "TextPots"],
    ["preview", "Templates/Feed.xml", "--id", "TextPots", "-o", "-"],
  ])
  func unknownIdentifiersExitTheSameEverywhere(command: [String]) throws {
    let output = try CommandRunner.run(command)
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: no prototype has the reuse identifier 'TextPots'; did you mean 'TextPost'?\n")
  }

  @Test func farIdentifiersAreListedNotSuggested() throws {
    let output = try CommandRunner.run(["measure", "Templates/Feed.xml", "--id", "Zebra"])
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: no prototype has the reuse identifier 'Zebra' (known: 'FeedHeader', 'PhotoPost', 'TextPost')\n"
    )
  }

  /// A negative number is the option's value, not another option, and each message names the
  /// option and the value given.
  @Test(arguments: [
    (
      ["--size", "-3"],
      "error: --size must be a positive number of points no larger than 10000, not -3"
    ),
    (["--lines", "-1"], "error: --lines must be 0 (unlimited) or a number of lines, not -1"),
    (
      ["--line-spacing", "-100"],
      "error: --line-spacing must be a number of points from 0 to 100000, not -100"
    ),
    (
      ["--line-spacing", "1e9"],
      "error: --line-spacing must be a number of points from 0 to 100000, not 1000000000"
    ),
    (
      ["--weight", "5000"],
      "error: --weight must be ultraLight, thin, light, regular, medium, semibold, bold, heavy, "
        + "black or a number from 1 to 1000, not '5000'"
    ),
    (
      ["--line-break-mode", "wrap"],
      "error: --line-break-mode must be wordWrap, charWrap, clip, truncateHead, truncateTail or "
        + "truncateMiddle, not 'wrap'"
    ),
  ])
  func badTextOptionsNameTheOptionAndTheValue(arguments: [String], message: String) throws {
    let output = try CommandRunner.run(["text", "--font", "DejaVu Sans"] + arguments + ["x"])
    #expect(output.status == 2)
    #expect(output.standardError.split(separator: "\n").first.map(String.init) == message)
  }

  @Test func runTimeErrorsOfTextPrintNoUsage() throws {
    let output = try CommandRunner.run(["text", "--font", "No Such Family Anywhere", "x"])
    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("error: "))
    #expect(!output.standardError.contains("USAGE"))
    #expect(!output.standardError.contains("Usage"))
  }

  @Test(arguments: [
    ["validate", "Templates/Feed.xml"],
    ["measure", "Templates/Feed.xml", "--id", "TextPost"],
    ["preview", "Templates/Feed.xml", "--id", "TextPost", "-o", "-"],
    ["compile", "Templates/Feed.xml", "-o", "/dev/null"],
  ])
  func unknownContentSizeCategoriesAreUsageErrorsListingTheNames(command: [String]) throws {
    let output = try CommandRunner.run(command + ["--content-size-category", "huge"])
    #expect(output.status == 2)
    let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first
        == """
        error: --content-size-category must be one of extraSmall (xSmall), small (Small), \
        medium (Medium), large (Large), extraLarge (xLarge), extraExtraLarge (xxLarge), \
        extraExtraExtraLarge (xxxLarge), accessibilityMedium (AX1), accessibilityLarge (AX2), \
        accessibilityExtraLarge (AX3), accessibilityExtraExtraLarge (AX4), \
        accessibilityExtraExtraExtraLarge (AX5), not 'huge'
        """)
    #expect(
      lines.filter { $0.contains("--help") } == [
        "  See 'protocell \(command[0]) --help' for more information."
      ])
  }

  /// `text` measures a string in a named font, never a text style, so it has no such option.
  @Test func textHasNoContentSizeCategory() throws {
    let output = try CommandRunner.run(["text", "x", "--content-size-category", "AX1"])
    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("error: Unknown option '--content-size-category'"))
  }
}
