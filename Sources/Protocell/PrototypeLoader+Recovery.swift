import Foundation

extension PrototypeLoader {
  /// What a load does with prototypes whose templates have errors.
  public enum ErrorPolicy: Sendable, Hashable {
    /// Registers every prototype UIKit could instantiate, as UIKit loads a nib whose layout
    /// has problems and logs them: a broken or ambiguous layout, an undetermined height, a size
    /// below zero, a missing font or a reuse identifier that another table shares never stop a
    /// prototype, and an error in one prototype never stops another. A prototype is left out
    /// only for errors in its own structure (an unknown element, a constraint that does not
    /// parse, a limit exceeded); ``PrototypeLoadReport/skipped`` lists it with them. A template
    /// file found that cannot be read (a named pipe, no permission) is left out with its
    /// prototypes; a path given that names nothing still stops the load.
    case recovering
    /// Registers nothing if any template has an error: what `protocell compile` does before it
    /// writes a pack.
    case strict
  }

  /// The diagnostic codes that never stop a prototype from being registered under
  /// ``ErrorPolicy/recovering``: what UIKit lays out anyway, logging it (the layout answers for
  /// it on each row), and what Interface Builder itself reports without refusing to build.
  public static let recoverableCodes: Set<DiagnosticCode> = [
    .unsatisfiableConstraints, .ambiguousLayout, .undeterminedHeight, .invalidSize, .unknownFont,
    .misplacedView, .duplicateReuseIdentifier,
  ]

  /// The files' cells that may be registered under `policy`, and the ones left out with the
  /// errors that leave them out.
  ///
  /// A diagnostic belongs to the cell whose element it falls in: from the cell's start to the
  /// next cell's. In an Interface Builder document only a limit stops a cell: the importer
  /// leaves out what it cannot read (a constraint naming a view outside the cell, say), and what
  /// is left is what UIKit would load.
  ///
  /// - Parameter check: The templates' check.
  /// - Returns: The files with the cells to register, and the cells left out.
  static func recoverable(from check: TemplateCheckReport)
    -> (files: [TemplateFile], skipped: [SkippedPrototype])
  {
    partition(check, stoppingFilesOutsideCells: false) { diagnostic, file in
      !recoverableCodes.contains(diagnostic.code)
        && (file.interfaceBuilder == nil || diagnostic.code == .limitExceeded)
    }
  }

  /// The files' cells that have no error of their own, and the ones left out with their errors:
  /// what `protocell compile --skip-invalid` compiles.
  ///
  /// Every error counts, whatever its code (a layout that UIKit recovers from too). An error
  /// belongs to the cell whose element it falls in, from the cell's start to the next cell's,
  /// as in ``recoverable(from:)``; one before a file's first cell leaves all of the file's cells
  /// out, each with that error. Errors without a place, or placed in a file that is no template
  /// (a `.protocell.json`), belong to no cell: the caller decides what they mean.
  ///
  /// - Parameter check: The templates' check.
  /// - Returns: The files with the cells that have no error, and the cells left out.
  package static func cellsWithoutErrors(in check: TemplateCheckReport)
    -> (files: [TemplateFile], skipped: [SkippedPrototype])
  {
    partition(check, stoppingFilesOutsideCells: true) { _, _ in true }
  }

  /// The files' cells without an error that `isStopping` says stops a cell, and the cells left
  /// out with those errors; with `stoppingFilesOutsideCells`, such an error before a file's
  /// first cell stops every cell of the file.
  private static func partition(
    _ check: TemplateCheckReport, stoppingFilesOutsideCells: Bool,
    isStopping: (Diagnostic, TemplateFile) -> Bool
  ) -> (files: [TemplateFile], skipped: [SkippedPrototype]) {
    var blocking: [String: [Diagnostic]] = [:]
    for diagnostic in check.diagnostics where diagnostic.isError {
      guard let file = diagnostic.location?.file else { continue }
      blocking[file, default: []].append(diagnostic)
    }
    var files: [TemplateFile] = []
    var skipped: [SkippedPrototype] = []
    for var file in check.files {
      let stopping = (blocking[file.path] ?? []).filter { isStopping($0, file) }
      if !stopping.isEmpty {
        let spans = Self.spans(of: file.cells)
        let outside = stopping.filter { diagnostic in
          guard let location = diagnostic.location else { return false }
          return !spans.contains { $0.contains(location) }
        }
        var kept: [CellPrototype] = []
        for (cell, span) in zip(file.cells, spans) {
          var own = stopping.filter { diagnostic in
            guard let location = diagnostic.location else { return false }
            return span.contains(location)
          }
          if stoppingFilesOutsideCells { own = outside + own }
          if own.isEmpty {
            kept.append(cell)
          } else {
            skipped.append(SkippedPrototype(reuseIdentifier: cell.reuseIdentifier, errors: own))
          }
        }
        file.cells = kept
      }
      files.append(file)
    }
    return (files, skipped)
  }

  /// Where each cell's diagnostics fall: from its element's start up to the next cell's.
  static func spans(of cells: [CellPrototype]) -> [CellSpan] {
    let starts = cells.map { $0.location.map { ($0.line, $0.column) } ?? (0, 0) }
    return starts.indices.map { index in
      let end = starts.dropFirst(index + 1).filter { $0 > starts[index] }.min { $0 < $1 }
      return CellSpan(start: starts[index], end: end)
    }
  }

  /// The lines and columns of one cell's element.
  struct CellSpan {
    var start: (line: Int, column: Int)
    var end: (line: Int, column: Int)?

    func contains(_ location: SourceLocation) -> Bool {
      let place = (location.line, location.column)
      guard place >= start else { return false }
      guard let end else { return true }
      return place < end
    }
  }
}

/// A prototype that a load left out, and the errors in its own structure that left it out.
public struct SkippedPrototype: Sendable, Hashable {
  /// The prototype's reuse identifier (its key).
  public var reuseIdentifier: String
  /// The errors located in the prototype's element that stop it.
  public var errors: [Diagnostic]
}

extension [SkippedPrototype] {
  /// Whether a prototype with the reuse identifier was left out.
  public func contains(reuseIdentifier: String) -> Bool {
    contains { $0.reuseIdentifier == reuseIdentifier }
  }
}
