import ProtocellDiagnostics

/// A check of one cell, run by ``TemplateValidator``.
///
/// Each rule lives in its own file under `Rules/`, declares the codes it can report, and appends
/// diagnostics for one cell at a time. Rules that need the other cells (to tell "unknown" from
/// "belongs to another cell") read them from the context.
public protocol CellValidationRule: Sendable {
  /// The codes this rule can report, so that configuration can switch them off.
  var codes: [DiagnosticCode] { get }

  /// Appends the rule's findings about `cell` to `diagnostics`.
  func check(
    _ cell: CellPrototype, in context: ValidationContext, into diagnostics: inout [Diagnostic])

  /// Prepares for checking the cells of `files`, before the first cell is checked (the layout
  /// rule learns the line heights of missing fonts from Interface Builder's frames here).
  ///
  /// The default does nothing.
  func prepare(for files: [TemplateFile])
}

extension CellValidationRule {
  /// Does nothing: most rules look at one cell at a time.
  public func prepare(for files: [TemplateFile]) {}
}

/// What a rule may look at beside the cell it checks.
public struct ValidationContext: Sendable {
  /// Every file being validated.
  public var files: [TemplateFile]
  /// The file of the cell being checked.
  public var file: TemplateFile
  /// Every view of the cell being checked, depth first (computed once for all rules).
  public var views: [ViewNode]
  /// The ids of those views.
  public var viewIDs: Set<String>
  /// The limits in force for the file (its `.protocell.json`'s, or the defaults).
  public var limits: TemplateLimits

  /// Creates a context for one cell of a file.
  ///
  /// - Parameters:
  ///   - files: Every file being validated.
  ///   - file: The cell's file.
  ///   - cell: The cell being checked.
  ///   - limits: The limits in force for the file.
  public init(
    files: [TemplateFile], file: TemplateFile, cell: CellPrototype,
    limits: TemplateLimits = .default
  ) {
    self.files = files
    self.file = file
    self.limits = limits
    self.views = cell.allViews
    self.viewIDs = Set(views.map(\.id))
  }

  /// The cells of the whole run other than `cell` that declare a view with `id`.
  public func otherCells(declaringViewID id: String, besides cell: CellPrototype) -> [CellPrototype]
  {
    files.flatMap(\.cells).filter { other in
      !(other.reuseIdentifier == cell.reuseIdentifier && other.location == cell.location)
        && other.allViews.contains { $0.id == id }
    }
  }
}
