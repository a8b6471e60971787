import ProtocellDiagnostics

/// Reports reuse identifiers with white space or control characters, and cells that share a
/// reuse identifier, within a file or across files, pointing at both.
struct DuplicateReuseIdentifierRule {
  func check(_ files: [TemplateFile]) -> [Diagnostic] {
    // Where each identifier is first declared: the location only, not a copy of the cell.
    var firstSeen: [String: SourceLocation?] = [:]
    firstSeen.reserveCapacity(files.reduce(0) { $0 + $1.cells.count })
    var diagnostics: [Diagnostic] = []
    for file in files {
      for cell in file.cells where !cell.reuseIdentifier.isEmpty {
        check(cell, firstSeen: &firstSeen, into: &diagnostics)
      }
    }
    return diagnostics
  }

  /// Whether an identifier holds white space or a control character; printable ASCII, the
  /// usual case, is told without Unicode's property tables.
  private static func hasSpaceOrControl(_ identifier: String) -> Bool {
    var identifier = identifier
    let isPlainASCII = identifier.withUTF8 { bytes in bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F } }
    if isPlainASCII { return false }
    return identifier.unicodeScalars.contains {
      $0.properties.isWhitespace || $0.properties.generalCategory == .control
    }
  }

  private func check(
    _ cell: CellPrototype, firstSeen: inout [String: SourceLocation?],
    into diagnostics: inout [Diagnostic]
  ) {
    if Self.hasSpaceOrControl(cell.reuseIdentifier) {
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
      firstSeen[cell.reuseIdentifier] = .some(cell.reuseIdentifierLocation ?? cell.location)
      return
    }
    diagnostics.append(
      Diagnostic(
        .duplicateReuseIdentifier(cell.reuseIdentifier),
        at: cell.reuseIdentifierLocation ?? cell.location,
        notes: [.firstDeclared(cell.reuseIdentifier, location: first)]))
  }
}
