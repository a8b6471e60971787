/// Reports cells that share a reuse identifier, within a file or across files, pointing at both.
struct DuplicateReuseIdentifierRule {
  func check(_ files: [TemplateFile]) -> [Diagnostic] {
    var firstSeen: [String: CellTemplate] = [:]
    var diagnostics: [Diagnostic] = []
    for cell in files.flatMap(\.cells) where !cell.reuseIdentifier.isEmpty {
      guard let first = firstSeen[cell.reuseIdentifier] else {
        firstSeen[cell.reuseIdentifier] = cell
        continue
      }
      diagnostics.append(
        Diagnostic(
          code: .duplicateReuseIdentifier,
          message: "duplicate reuse identifier '\(cell.reuseIdentifier)'",
          location: cell.reuseIdentifierLocation ?? cell.location,
          notes: [
            DiagnosticNote(
              message: "'\(cell.reuseIdentifier)' is first declared here",
              location: first.reuseIdentifierLocation ?? first.location)
          ],
          fixIt: FixIt(message: "give each prototype its own reuse identifier")))
    }
    return diagnostics
  }
}
