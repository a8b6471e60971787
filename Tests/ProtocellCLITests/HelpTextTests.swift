import Testing
import _ProtocellTestSupport

/// What `--help` says about the paths and the options of each subcommand.
struct HelpTextTests {
  /// The help of `command`, its white space (the wrapping) made single spaces.
  private func help(_ command: String) throws -> String {
    let output = try CommandRunner.run([command, "--help"])
    #expect(output.status == 0)
    return output.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Interface Builder documents, the main input of most users, are named among the paths.
  @Test(arguments: [
    (
      "validate",
      "<paths> .xib and .storyboard files, template files or folders, or '-' for standard input. "
        + "Default: Templates"
    ),
    (
      "compile",
      "<paths> .xib and .storyboard files, template files or folders, or '-' for standard input. "
        + "Default: Templates"
    ),
    (
      "measure",
      "<paths> .xib and .storyboard files, template files or folders, compiled packs, or '-' for "
        + "standard input."
    ),
    (
      "preview",
      "<paths> .xib and .storyboard files, template files or folders, compiled packs, or '-' for "
        + "standard input."
    ),
    (
      "generate-swift",
      "<paths> .xib and .storyboard files, template files or folders. Default: Templates"
    ),
    (
      "snapshot",
      "<paths> .xib and .storyboard files, template files or folders, or compiled packs."
    ),
  ])
  func thePathsNameInterfaceBuilderDocuments(command: String, arguments: String) throws {
    #expect(try help(command).contains(arguments))
  }

  /// A default is given once, by argument-parser's `(default: …)`, not also in the text.
  @Test(arguments: [
    "validate", "measure", "preview", "compile", "inspect", "convert", "format", "generate-swift",
    "text", "snapshot",
  ])
  func noDefaultIsGivenTwice(command: String) throws {
    let text = try help(command)
    #expect(!text.contains("Default: large. (default: large)"))
    #expect(!text.contains("Default: ltr. (default: ltr)"))
    let twice = try Regex(#"Default: ([^ ]+)\. \(default: \1\)"#)
    #expect(text.firstMatch(of: twice) == nil)
    // Nor are an option's values: argument-parser lists them.
    #expect(!text.contains("auto, always or never. (values: auto, always, never"))
    if !["format", "inspect", "generate-swift", "text"].contains(command) {
      #expect(text.contains("(values: auto, always, never; default: auto)"))
    }
  }

  @Test func theContentSizeCategoryDefaultIsGivenOnce() throws {
    for command in ["validate", "measure", "preview", "compile"] {
      #expect(
        try help(command).contains(
          "--content-size-category <name> The Dynamic Type size Interface Builder text styles are "
            + "laid out at: UIKit's name (extraSmall … accessibilityExtraExtraExtraLarge) or the "
            + "short one (xSmall … xxxLarge, AX1 … AX5). (default: large)"))
    }
    #expect(
      try help("preview").contains(
        "forced directions kept). HTML only. (default: ltr)"))
  }

  /// A mistyped subcommand is named as one, not read as a path.
  ///
  /// A word first on the command line that is no file or folder and is near a subcommand's
  /// name: exit 2, and the nearest name. Typed after `validate`, or with an extension, it is a
  /// path.
  @Test func aMistypedSubcommandIsNamed() throws {
    let mistyped = try CommandRunner.run(["mesure", "Templates"])
    #expect(mistyped.status == 2)
    #expect(
      mistyped.standardError
        == "error: unknown subcommand 'mesure'; did you mean 'measure'? (no file or folder "
        + "'mesure' either; 'protocell --help' lists the subcommands)\n")
    let path = try CommandRunner.run(["validate", "mesure"])
    #expect(path.status == 2)
    #expect(path.standardOutput.contains("no such file or directory: 'mesure'"))
    let file = try CommandRunner.run(["mesure.xml"])
    #expect(file.status == 2)
    #expect(!file.standardError.contains("unknown subcommand"))
    // measure takes one width: a second was dropped without a word (the fresh17 review).
    let widths = try CommandRunner.run(
      ["measure", "Templates/Feed.xml", "--width", "200", "--width", "600"])
    #expect(widths.status == 2)
    #expect(
      widths.standardError.hasPrefix(
        "error: measure lays rows out at one width, not 2: give one --width, or measure once "
          + "per width (preview and snapshot take several)\n"))
    // One prototype and one scale: a second --id or --scale was taken in place of the first
    // without a word (the fresh20 review).
    let ids = try CommandRunner.run(
      ["measure", "Templates/Feed.xml", "--id", "TextPost", "--id", "PhotoPost"])
    #expect(ids.status == 2)
    #expect(
      ids.standardError.hasPrefix(
        "error: measure lays out one prototype per --id, not 2: give one --id, none to measure "
          + "every prototype, or --id-key to take each row's from the row\n"))
    for command in ["measure", "preview"] {
      let scales = try CommandRunner.run(
        [command, "Templates/Feed.xml", "--scale", "2", "--scale", "3"])
      #expect(scales.status == 2)
      #expect(
        scales.standardError.hasPrefix(
          "error: give one --scale, not 2: cells are laid out at one scale at a time\n"))
    }
    // The README's "gallery" is preview's: it was read as a path (the fresh17 review).
    let gallery = try CommandRunner.run(["gallery", "Templates"])
    #expect(gallery.status == 2)
    #expect(
      gallery.standardError
        == "error: unknown subcommand 'gallery'; the gallery is written by 'protocell preview "
        + "PATH… --all -o gallery.html' (no file or folder 'gallery' either)\n")
  }

  /// A `--system-family` no font carries is the same usage error in every subcommand that
  /// measures text, where it stood in silently (measure), warned per label (validate) or
  /// failed alone (text).
  @Test(arguments: [
    ["measure", "Templates", "--id", "TextPost"], ["validate", "Templates"], ["text", "Hi"],
  ])
  func anUnknownSystemFamilyIsAUsageError(command: [String]) throws {
    let result = try CommandRunner.run(command + ["--system-family", "NoFamily"])
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(
        "error: --system-family 'NoFamily' is neither installed nor registered with "
          + "--font-file ('fc-list : family' lists the installed families)\n"))
  }
}
