import ArgumentParser
import Protocell
import TextMeasurement

/// The `protocell` command: checks, compiles and measures prototype-cell templates.
@main
struct ProtocellCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "protocell",
    abstract: "Check, compile and measure table-view cell prototypes.",
    discussion: """
      Reads Interface Builder's .xib and .storyboard files as they are, and template files \
      (XML declaring several cell prototypes each). Run 'protocell validate' on a folder of \
      them to check them like a compiler, 'protocell measure' to lay their cells out.
      """,
    version: "protocell \(ProtocellRelease.description)",
    subcommands: [
      Validate.self, Measure.self, Preview.self, Compile.self, Inspect.self, Text.self,
      Convert.self,
      Format.self, GenerateSwift.self, Snapshot.self,
    ],
    defaultSubcommand: Validate.self
  )

  /// Runs the command, mapping usage errors to exit status 2 as documented
  /// (0 clean, 1 diagnostics with errors, 2 usage or I/O failure).
  static func main() async {
    // Most commands measure text: fontconfig's files are read on the other core meanwhile.
    FontLibrary.prepareInBackground()
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let failure as CommandFailure {
      FileOutput.standardError.write("error: \(failure.message)\n")
      Self.exit(withError: failure.exitCode)
    } catch {
      if exitCode(for: error) == .validationFailure {
        // The argument parser's message already ends with the one pointer to help.
        FileOutput.standardError.write(
          Self.shorteningHelp(Self.lowercasingErrorPrefix(fullMessage(for: error))) + "\n")
        Self.exit(withError: ExitCode.usageOrInputFailure)
      }
      Self.exit(withError: error)
    }
  }

  /// `message` with the argument parser's leading `Error: ` written `error: `, as every other
  /// error of the command (and of compilers) is.
  static func lowercasingErrorPrefix(_ message: String) -> String {
    message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
  }
}

extension ProtocellCommand {
  /// The longest `Help:` line an error keeps whole.
  static let longestHelpLine = 100

  /// `message` with a long `Help:` line (the argument parser's quote of an option's help, given
  /// with a value it cannot read: `--height abc`) cut to its first sentence: the help's
  /// paragraph is `--help`'s to give, and the usage line below points there.
  static func shorteningHelp(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasPrefix("Help:"), line.count > longestHelpLine,
        let end = sentenceEnd(in: line)
      else { return String(line) }
      return String(line[...end])
    }.joined(separator: "\n")
  }

  /// The full stop that ends the first sentence of `text`, or `nil`.
  ///
  /// A sentence ends at a full stop followed by a space and a capital, so "e.g. type" does not.
  private static func sentenceEnd(in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while let stop = text[index...].firstIndex(of: ".") {
      let next = text.index(after: stop)
      if next < text.endIndex, text[next] == " " {
        let word = text.index(after: next)
        if word < text.endIndex, text[word].isUppercase { return stop }
      }
      index = next
    }
    return nil
  }
}

extension ExitCode {
  /// Exit status 2: the command line was wrong or an input could not be read.
  static let usageOrInputFailure = ExitCode(2)
}
