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
}
