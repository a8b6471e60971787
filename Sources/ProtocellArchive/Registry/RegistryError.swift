import ProtocellDiagnostics
import ProtocellTemplates

/// Why the registry could not register or hand out a prototype.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A reuse identifier is already registered; `existing` and `new` say where each came from.
  case duplicateReuseIdentifier(String, existing: RegistrationSource, new: RegistrationSource)
  /// No prototype has the reuse identifier; `known` lists the registered ones, nearest first.
  case unknownReuseIdentifier(String, known: [String])
  /// A compiled prototype or pack is malformed.
  case malformedArchive(ArchiveDecodingError, source: RegistrationSource)
  /// A file could not be read.
  case unreadableFile(path: String, reason: String)
  /// Templates had errors, so nothing was registered.
  case invalidTemplates([Diagnostic])
  /// The fonts needed to check the templates' layout could not be loaded.
  case fontsUnavailable(reason: String)
  /// No prototype has the reuse identifier because a load left it out for its errors
  /// (`PrototypeLoadReport.skipped`); `errors` are those errors.
  case leftOut(String, errors: [Diagnostic])

  /// The error in one or a few sentences.
  public var description: String {
    switch self {
    case .duplicateReuseIdentifier(let identifier, let existing, let new)
    where existing == new && new != .code:
      // The same file registered by two calls: one place, said once.
      return "reuse identifier '\(identifier)' from \(new) is already registered (an earlier "
        + "registration took the same file); pass 'replacing: true' to replace it"
    case .duplicateReuseIdentifier(let identifier, let existing, let new):
      return "reuse identifier '\(identifier)' is registered twice: first from \(existing),"
        + " again from \(new); pass 'replacing: true' to replace it"
    case .unknownReuseIdentifier(let identifier, let known):
      if let shared = Self.sharedIdentifierDescription(identifier, known: known) { return shared }
      guard !known.isEmpty else {
        return "no prototype has reuse identifier '\(identifier)': none is registered"
      }
      let shown = known.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
      let more = known.count > 10 ? " and \(known.count - 10) more" : ""
      return "no prototype has reuse identifier '\(identifier)'; registered: \(shown)\(more)"
    case .malformedArchive(let error, let source):
      return "\(source): \(error)"
    case .unreadableFile(let path, let reason):
      return "cannot read '\(path)': \(reason)"
    case .fontsUnavailable(let reason):
      return "cannot check the templates' layout: \(reason)"
    case .leftOut(let identifier, let errors):
      let first = errors.first.map { ": \($0)" } ?? ""
      return "no prototype has reuse identifier '\(identifier)': it was left out for its "
        + "\(errors.count == 1 ? "error" : "\(errors.count) errors")\(first); fix "
        + "\(errors.count == 1 ? "it" : "them") and register the templates again"
    case .invalidTemplates(let diagnostics):
      let errors = diagnostics.filter(\.isError)
      let first = errors.first.map { ": \($0)" } ?? ""
      return "templates have \(errors.count) error\(errors.count == 1 ? "" : "s")\(first)"
    }
  }

  /// The keys of `known` that qualify `identifier` (`Cell@tbl-01`, `Cell@Main`): the keys of the
  /// cells that share the reuse identifier, whose bare identifier is then no key (as a load
  /// qualifies them: per table, then per document), in order.
  public static func keys(qualifying identifier: String, in known: some Sequence<String>)
    -> [String]
  {
    known.filter { $0.hasPrefix(identifier + "@") }.sorted()
  }

  /// The description of an identifier no prototype has alone because several cells share it,
  /// listing their keys; `nil` when none does.
  static func sharedIdentifierDescription(_ identifier: String, known: [String]) -> String? {
    let keys = keys(qualifying: identifier, in: known)
    guard !keys.isEmpty else { return nil }
    let shown = keys.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
    let more = keys.count > 10 ? " and \(keys.count - 10) more" : ""
    return "no prototype is keyed '\(identifier)' alone: it is the reuse identifier of "
      + "\(keys.count == 1 ? "a cell" : "\(keys.count) cells"), keyed with \(keys.count == 1 ? "its" : "each one's") "
      + "table, document or own object id after '@': name \(keys.count == 1 ? "it" : "one of") \(shown)\(more)"
  }
}
