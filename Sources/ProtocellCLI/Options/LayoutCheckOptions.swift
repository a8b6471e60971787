import ArgumentParser
import Protocell

/// `--no-layout`: whether `validate` and `compile` lay every cell out with real fonts to find
/// unsatisfiable constraints, ambiguous views, undetermined heights and missing fonts.
struct LayoutCheckOptions: ParsableArguments {
  @Flag(help: "Skip the layout checks (unsatisfiable, ambiguous, undetermined height, fonts).")
  var noLayout = false

  /// The layout rules to run: none with `--no-layout`, else the layout check with `fonts`, at
  /// each cell's own width and at `extraWidths`.
  ///
  /// When the fonts cannot be loaded, the checks are skipped with a warning on standard error.
  ///
  /// - Parameters:
  ///   - fonts: The fonts labels are measured with.
  ///   - extraWidths: Widths checked besides each cell's own.
  /// - Returns: The rules for ``TemplateValidator/layoutRules``.
  func layoutRules(fonts: FontOptions, extraWidths: [Double] = []) -> [any CellValidationRule] {
    guard !noLayout else { return [] }
    do {
      return [LayoutValidationRule(measurer: try fonts.makeMeasurer(), extraWidths: extraWidths)]
    } catch {
      FileOutput.standardError.write("warning: layout checks skipped: \(error)\n")
      return []
    }
  }
}
