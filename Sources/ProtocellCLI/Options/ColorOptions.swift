import ArgumentParser

/// `--color auto|always|never`, shared by every subcommand that prints diagnostics.
struct ColorOptions: ParsableArguments {
  @Option(help: "Colour diagnostics.")
  var color: ColorChoice = .auto

  /// Whether to colour what is written to `output`.
  func usesColors(for output: FileOutput) -> Bool {
    color.resolved(for: output)
  }
}
