import ArgumentParser

/// `--no-config` and `--warnings-as-errors`: how templates are checked, shared by `validate` and
/// `compile`.
struct ConfigurationOptions: ParsableArguments {
  @Flag(help: "Report warnings as errors.")
  var warningsAsErrors = false

  @OptionGroup var noConfigOptions: NoConfigOptions

  /// Whether `.protocell.json` files are read.
  var usesConfigurationFiles: Bool { noConfigOptions.usesConfigurationFiles }

  /// The inputs whose `.protocell.json` files are read: `paths`, or none with `--no-config`.
  func configurationPaths(for paths: [String]) -> [String] {
    noConfigOptions.configurationPaths(for: paths)
  }
}
