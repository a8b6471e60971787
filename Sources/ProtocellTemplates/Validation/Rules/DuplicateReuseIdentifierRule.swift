import ProtocellDiagnostics

/// Reports reuse identifiers with white space or control characters, and cells that share a
/// reuse identifier, within a file or across files, pointing at both.
struct DuplicateReuseIdentifierRule {
  func check(_ files: [TemplateFile]) -> [Diagnostic] {
    var firstSeen: [String: CellPrototype] = [:]
    var diagnostics: [Diagnostic] = []
    for cell in files.flatMap(\.cells) where !cell.reuseIdentifier.isEmpty {
      if cell.reuseIdentifier.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || $0.properties.generalCategory == .control
      }) {
        let suggestion = cell.reuseIdentifier.split(whereSeparator: \.isWhitespace).joined()
        diagnostics.append(
          Diagnostic(
            .reuseIdentifierWithSpace(cell.reuseIdentifier),
            at: cell.reuseIdentifierLocation ?? cell.location,
            fixIts: [
              .replacing(
                "write it as one word, e.g. '\(suggestion)'", with: suggestion,
                at: cell.reuseIdentifierLocation,
                length: cell.reuseIdentifier.unicodeScalars.count)
            ]))
      }
      guard let first = firstSeen[cell.reuseIdentifier] else {
        firstSeen[cell.reuseIdentifier] = cell
        continue
      }
      diagnostics.append(
        Diagnostic(
          .duplicateReuseIdentifier(cell.reuseIdentifier),
          at: cell.reuseIdentifierLocation ?? cell.location,
          notes: [
            .firstDeclared(
              cell.reuseIdentifier, location: first.reuseIdentifierLocation ?? first.location)
          ]))
    }
    return diagnostics
  }
}
