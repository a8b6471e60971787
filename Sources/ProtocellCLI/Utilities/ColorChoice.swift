import ArgumentParser

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  case auto
  case always
  case never

  /// Whether to colour output written to `output`.
  func resolved(for output: FileOutput) -> Bool {
    switch self {
    case .auto: output.supportsColor
    case .always: true
    case .never: false
    }
  }
}
