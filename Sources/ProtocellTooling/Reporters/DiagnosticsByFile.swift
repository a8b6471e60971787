import ProtocellDiagnostics
import ProtocellTemplates

/// Diagnostics grouped by the file they are in, for the reporters that write one entry per file.
struct DiagnosticsByFile {
  /// The diagnostics of one file, or of no file.
  struct Group {
    /// The path, or `nil` for diagnostics without a place.
    var file: String?
    /// The diagnostics, in the order given.
    var diagnostics: [Diagnostic]
  }

  /// Diagnostics without a place first, then every checked file (with findings or not) in the
  /// order given, then any other file a diagnostic names.
  let groups: [Group]

  init(_ diagnostics: [Diagnostic], checkedFiles files: [String]) {
    var byFile: [String: [Diagnostic]] = [:]
    var placeless: [Diagnostic] = []
    var order = files
    var known = Set(files)
    for diagnostic in diagnostics {
      guard let file = diagnostic.file else {
        placeless.append(diagnostic)
        continue
      }
      byFile[file, default: []].append(diagnostic)
      if known.insert(file).inserted { order.append(file) }
    }
    var groups: [Group] = placeless.isEmpty ? [] : [Group(file: nil, diagnostics: placeless)]
    groups += order.map { Group(file: $0, diagnostics: byFile[$0] ?? []) }
    self.groups = groups
  }
}
