import ArgumentParser

/// `--no-config` and `--warnings-as-errors`: how templates are checked, shared by `validate` and
/// `compile`.
struct ConfigurationOptions: ParsableArguments {
  @Flag(help: "Report warnings as errors.")
  var warningsAsErrors = false

  @Flag(help: "Ignore .protocell.json configuration files.")
  var noConfig = false

  /// Whether `.protocell.json` files are read.
  var usesConfigurationFiles: Bool { !noConfig }
}
