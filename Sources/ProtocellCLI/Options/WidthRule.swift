import ArgumentParser
import Protocell

/// The one rule every `--width` follows: a positive, finite number of points no larger than the
/// widest cell a template may declare.
enum WidthRule {
  /// The widest width accepted, the templates' own limit on a cell's `width`.
  static let maximum = 100_000.0

  /// Checks a width (or a height) given on the command line.
  ///
  /// - Parameters:
  ///   - width: The value given.
  ///   - option: The option's name, for the message.
  ///   - allowsZero: Whether 0 is a value: a row height may be 0 (a table hides a row so), a
  ///     width may not.
  /// - Throws: A usage error (exit status 2) that says what the value must be.
  static func check(_ width: Double, option: String = "--width", allowsZero: Bool = false) throws {
    guard width.isFinite, allowsZero ? width >= 0 : width > 0, width <= maximum else {
      throw ValidationError(
        "\(option) must be a \(allowsZero ? "number of points from 0 to" : "positive number of points no larger than") 100000, not \(width.compactDescription)"
      )
    }
  }
}

/// `--width W|DEVICE`: the one width a layout command lays cells out at.
struct WidthOptions: ParsableArguments {
  @Option(
    name: .customLong("width"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      """
      The table width in points (at most 100000), or a device, whose width and scale (unless \
      --scale is given) it lays out at: \(DeviceWidth.devicesHelp). Default: each prototype's \
      own width.
      """, valueName: "width|device"))
  var widths: [String] = []

  /// The width given, if any.
  var width: String? { widths.first }

  /// The width given, if any.
  var resolved: DeviceWidth? { width.flatMap { try? DeviceWidth.parse($0) } }

  /// The width in points, if one is given.
  var points: Double? { resolved?.points }

  func validate() throws {
    // One width: a second one was dropped without a word (the fresh17 review).
    if widths.count > 1 {
      throw ValidationError(
        "measure lays rows out at one width, not \(widths.count): give one --width, or "
          + "measure once per width (preview and snapshot take several)")
    }
    if let width { _ = try DeviceWidth.parse(width) }
  }
}

/// `--width W|DEVICE…`: the widths `validate` also lays every cell out at, and `preview` draws
/// cells at, in points or as devices (as `measure` and `snapshot` take them).
struct ExtraWidthsOptions: ParsableArguments {
  @Option(
    name: .customLong("width"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      """
      A width in points (at most 100000), or a device's: \(DeviceWidth.devicesHelp). \
      Repeatable. validate lays every cell out at it too, beside the cell's own width; \
      preview draws every cell at the widths given, in place of its own.
      """, valueName: "width|device"))
  var texts: [String] = []

  /// The widths given, in order.
  var resolved: [DeviceWidth] { texts.compactMap { try? DeviceWidth.parse($0) } }

  /// The widths given, in points.
  var widths: [Double] { resolved.map(\.points) }

  /// The devices named among the widths, each as written and with its scale.
  var devices: [(name: String, scale: Double)] {
    texts.compactMap { text in
      (try? DeviceWidth.parse(text))?.scale.map { (name: text, scale: $0) }
    }
  }

  /// The scale of the devices named, when every device named has the same (`nil` when none is
  /// named).
  var deviceScale: Double? {
    let scales = Set(devices.map(\.scale))
    return scales.count == 1 ? scales.first : nil
  }

  func validate() throws {
    for text in texts { _ = try DeviceWidth.parse(text) }
  }
}
