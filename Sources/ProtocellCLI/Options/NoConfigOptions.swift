import ArgumentParser

/// `--no-config`: whether `.protocell.json` files are read, shared by every command that reads
/// templates (`validate` and `compile` through ``ConfigurationOptions``, `measure`, `preview`
/// and `snapshot` on their own).
///
/// A layout command reads a configuration's limits, bindings, fonts and snapshot traits; a
/// broken or unwanted one (another team's, in a folder above) is passed over with it, as in
/// `validate` (the fresh20 review: only `validate` and `compile` took it).
struct NoConfigOptions: ParsableArguments {
  @Flag(help: "Ignore .protocell.json configuration files.")
  var noConfig = false

  /// Whether `.protocell.json` files are read.
  var usesConfigurationFiles: Bool { !noConfig }

  /// The inputs whose `.protocell.json` files are read (for the fonts they list): `paths`, or
  /// none with `--no-config`.
  func configurationPaths(for paths: [String]) -> [String] {
    usesConfigurationFiles ? paths : []
  }
}
