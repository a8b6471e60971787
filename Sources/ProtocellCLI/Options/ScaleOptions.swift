import ArgumentParser
import Protocell

/// `--scale 1|2|3`: the device pixel sizes round to; the same default (2) in every subcommand.
struct ScaleOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "The device scale sizes round up to: 1, 2 or 3.")
  var scale: Double = 2

  func validate() throws {
    guard [1.0, 2, 3].contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale.compactDescription)")
    }
  }
}
