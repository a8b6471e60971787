import ArgumentParser

/// An output format a subcommand offers, with its default.
protocol OutputFormatChoice: ExpressibleByArgument, CaseIterable, Sendable {
  /// The format used without `--format`.
  static var defaultFormat: Self { get }
}

/// `--format F`: the one spelling of the output-format option, over each subcommand's formats.
struct FormatOptions<Format: OutputFormatChoice>: ParsableArguments {
  @Option(help: ArgumentHelp("The output format.", valueName: "format"))
  var format: Format = .defaultFormat
}
