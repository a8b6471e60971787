import Foundation

/// The one JSON encoder setup of every subcommand: pretty-printed, keys sorted, slashes as is.
enum JSONOutput {
  /// The encoder every `--format json` uses.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// `value` as JSON text, with a final line break.
  static func text(of value: some Encodable) throws -> String {
    String(decoding: try makeEncoder().encode(value), as: UTF8.self) + "\n"
  }
}
