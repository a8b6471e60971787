import Foundation

/// A project's `.protocell.json`, found beside the templates or in a folder above them, as linters do.
///
/// ```json
/// { "disabledRules": ["label-without-text"], "warningsAsErrors": true }
/// ```
///
/// Codes that report unreadable input (`malformed-xml`, `not-utf8`, …) cannot be disabled.
public struct ConfigurationFile: Sendable, Hashable {
  /// The file name looked for.
  public static let fileName = ".protocell.json"

  /// Where the file was found.
  public var path: String
  /// The configuration it holds.
  public var configuration: ValidationConfiguration
  /// Problems with the file itself (unknown rule codes, malformed JSON).
  public var diagnostics: [Diagnostic]

  private struct Contents: Decodable {
    var disabledRules: [String]?
    var warningsAsErrors: Bool?
  }

  /// Reads a configuration file.
  public init(path: String) {
    self.path = path
    self.diagnostics = []
    self.configuration = ValidationConfiguration()
    let location = SourceLocation(file: path, line: 1, column: 1)
    guard let data = FileManager.default.contents(atPath: path) else {
      diagnostics.append(
        Diagnostic(code: .unreadableFile, message: "cannot read configuration '\(path)'", location: nil))
      return
    }
    let contents: Contents
    do {
      contents = try JSONDecoder().decode(Contents.self, from: data)
    } catch {
      diagnostics.append(
        Diagnostic(
          code: .invalidValue, message: "the configuration is not valid: \(Self.describe(error))",
          location: location,
          fixIt: FixIt(message: "write {\"disabledRules\": [\"code\"], \"warningsAsErrors\": false}")))
      return
    }
    let keys = ["disabledRules", "warningsAsErrors"]
    if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
      for key in object.keys.sorted() where !keys.contains(key) {
        diagnostics.append(
          Diagnostic(
            code: .unknownRule, severity: .warning, message: "the configuration has an unknown key '\(key)'",
            location: location,
            fixIt: Suggestions.fixIt(for: key, in: keys) ?? FixIt(message: "the keys are \(keys.joined(separator: ", "))")))
      }
    }
    let known = DiagnosticCode.all.map(\.rawValue)
    for rule in contents.disabledRules ?? [] {
      if !known.contains(rule) {
        diagnostics.append(
          Diagnostic(
            code: .unknownRule, severity: .warning, message: "the configuration disables unknown rule '\(rule)'",
            location: location, fixIt: Suggestions.fixIt(for: rule, in: known)))
      } else if DiagnosticCode(rawValue: rule).isAlwaysReported {
        diagnostics.append(
          Diagnostic(
            code: .unknownRule, severity: .warning, message: "'\(rule)' reports unreadable input and cannot be disabled",
            location: location))
      }
      configuration.disabledCodes.insert(DiagnosticCode(rawValue: rule))
    }
    configuration.warningsAsErrors = contents.warningsAsErrors ?? false
  }

  /// The nearest configuration file for a template: in its folder or the closest folder above.
  public static func nearest(toTemplateAt templatePath: String) -> String? {
    var directory = URL(fileURLWithPath: templatePath).standardizedFileURL.deletingLastPathComponent()
    while true {
      let candidate = directory.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { return nil }
      directory = parent
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }
}
