import Foundation
import Protocell
import ProtocellDiagnostics
import ProtocellTemplates

/// Writes diagnostics as a SARIF 2.1.0 log, the format of GitHub code scanning and of most
/// static-analysis dashboards.
///
/// The log has one run whose tool is `protocell` (its release number as the driver's
/// `version`), with one rule per code that occurs (its short and full descriptions, help and
/// default level from the code's ``ProtocellTemplates/RuleDescription``: the one given for it
/// in ``ruleDescriptions``, else ``ProtocellTemplates/DiagnosticCode/ruleDescription``), every
/// checked file as an artifact, and one result per diagnostic: its rule, level (`error`, `warning` or `note`),
/// text (the message, the fix-its and any notes, one per line), its place (columns count
/// Unicode code points, as Protocell's do; the file alone, with no region, for a problem with a
/// whole file) and, for notes with a place, related locations.
/// Relative paths stay relative URI references; absolute ones become `file:` URIs.
public struct SARIFReporter: DiagnosticReporter {
  /// The descriptions of codes the template checker does not describe (the snapshots'
  /// findings, say), by code; a code given here is described with these words.
  public var ruleDescriptions: [DiagnosticCode: RuleDescription]

  /// Creates the reporter.
  ///
  /// - Parameter ruleDescriptions: The descriptions of codes that
  ///   ``ProtocellTemplates/DiagnosticCode/ruleDescription`` does not describe, by code.
  public init(ruleDescriptions: [DiagnosticCode: RuleDescription] = [:]) {
    self.ruleDescriptions = ruleDescriptions
  }

  /// The whole SARIF log, as pretty-printed JSON with sorted keys.
  public func report(_ diagnostics: [Diagnostic], checkedFiles files: [String]) -> String {
    let codes = Set(diagnostics.map(\.code.rawValue)).sorted()
    let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
    let results = diagnostics.map { diagnostic in
      SARIFLog.Result(
        ruleId: diagnostic.code.rawValue, ruleIndex: ruleIndex[diagnostic.code.rawValue] ?? 0,
        level: Self.level(diagnostic.severity), message: .init(text: diagnostic.fullText),
        locations: diagnostic.location.map { [Self.location($0)] }
          ?? diagnostic.wholeFile.map { [Self.location(wholeFile: $0)] },
        relatedLocations: Self.relatedLocations(diagnostic.notes))
    }
    let run = SARIFLog.Run(
      tool: .init(
        driver: .init(
          name: "protocell", version: ProtocellRelease.number, rules: codes.map(rule(code:)))
      ),
      artifacts: files.map { .init(location: .init(uri: Self.uri(forPath: $0))) },
      results: results, columnKind: "unicodeCodePoints")
    let log = SARIFLog(runs: [run])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(log) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The rule of `code`: its id and, when the code has a ``RuleDescription`` (in
  /// ``ruleDescriptions``, else its own), the first sentence of when it is reported as the short
  /// description, all of it as the full description, the fix as help, and its default severity
  /// as the level.
  func rule(code: String) -> SARIFLog.Rule {
    let diagnosticCode = DiagnosticCode(rawValue: code)
    guard
      let description = ruleDescriptions[diagnosticCode] ?? diagnosticCode.ruleDescription
    else {
      return SARIFLog.Rule(id: code)
    }
    return SARIFLog.Rule(
      id: code, shortDescription: .init(text: description.summary),
      fullDescription: .init(text: description.reportedWhen), help: .init(text: description.fix),
      defaultConfiguration: .init(level: Self.level(description.defaultSeverity)))
  }

  private static func level(_ severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  private static func location(_ location: SourceLocation, id: Int? = nil, message: String? = nil)
    -> SARIFLog.Location
  {
    SARIFLog.Location(
      id: id,
      physicalLocation: .init(
        artifactLocation: .init(uri: uri(forPath: location.file)),
        region: .init(startLine: location.line, startColumn: location.column)),
      message: message.map { .init(text: $0) })
  }

  /// The location of a result about a whole file: the file, with no region.
  private static func location(wholeFile file: String) -> SARIFLog.Location {
    SARIFLog.Location(
      id: nil,
      physicalLocation: .init(artifactLocation: .init(uri: uri(forPath: file)), region: nil),
      message: nil)
  }

  private static func relatedLocations(_ notes: [DiagnosticNote]) -> [SARIFLog.Location]? {
    let located = notes.compactMap { note in note.location.map { ($0, note.message) } }
    guard !located.isEmpty else { return nil }
    return located.enumerated().map { index, note in
      location(note.0, id: index, message: note.1)
    }
  }

  /// A path as a URI reference: bytes outside the unreserved set and `/` percent-encoded, and
  /// `file://` before an absolute path.
  static func uri(forPath path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let isUnreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x30 && byte <= 0x39) || [0x2D, 0x2E, 0x5F, 0x7E, 0x2F].contains(byte)
      if isUnreserved {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
