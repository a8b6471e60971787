import ArgumentParser
import Protocell

/// The one rule every `--width` follows: a positive, finite number of points no larger than the
/// widest cell a template may declare.
enum WidthRule {
  /// The widest width accepted, the templates' own limit on a cell's `width`.
  static let maximum = 100_000.0

  /// Throws a usage error (exit status 2) that says what a width must be.
  static func check(_ width: Double, option: String = "--width") throws {
    guard width.isFinite, width > 0, width <= maximum else {
      throw ValidationError(
        "\(option) must be a positive number of points no larger than 100000, not \(width.compactDescription)"
      )
    }
  }
}

/// `--width W`: the one width a layout command lays cells out at.
struct WidthOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: "The table width in points (at most 100000). Default: each prototype's own width.")
  var width: Double?

  func validate() throws {
    if let width { try WidthRule.check(width) }
  }
}

/// `--width W…`: extra widths `validate` lays every cell out at.
struct ExtraWidthsOptions: ParsableArguments {
  @Option(
    name: .customLong("width"), parsing: .unconditionalSingleValue,
    help: "Also lay every cell out at this width in points (repeatable, at most 100000).")
  var widths: [Double] = []

  func validate() throws {
    for width in widths { try WidthRule.check(width) }
  }
}
