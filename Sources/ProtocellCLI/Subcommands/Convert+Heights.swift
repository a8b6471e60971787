import ArgumentParser
import Protocell

// `convert`'s layout check of the template it writes: `undetermined-height` is a warning in an
// Interface Builder document (a table may set the row height) and an error in the template
// language (rows size themselves), so a clean document could give a template that fails
// `validate` without a word; the document's own layout errors (a conflict) are said too.

extension ProtocellCommand.Convert {
  /// What the layout checks of the converted template `text` find that `validate` of it
  /// reports as errors: the undetermined heights, said in one warning
  /// (``undeterminedHeightsWarning(in:errors:output:)``), and each other layout error (a
  /// conflict the document has too, say) as a warning located in the template.
  ///
  /// - Parameters:
  ///   - text: The template written.
  ///   - output: Where it is written; `nil` for standard output.
  ///   - document: The document converted, whose `.protocell.json` may list the app's fonts.
  /// - Returns: The warnings; none when the fonts cannot be loaded to lay the cells out.
  static func layoutWarnings(in text: String, output: String?, document: String) -> (
    undetermined: Diagnostic?, others: [Diagnostic]
  ) {
    guard let measurer = try? FontOptions.parse([]).makeMeasurer(configuredFor: [document])
    else { return (nil, []) }
    let file = TemplateParser().parse(text: text, path: output ?? "-").file
    let validator = TemplateValidator(layoutRules: [LayoutValidationRule(measurer: measurer)])
    let errors = validator.validate(file).filter(\.isError)
    let validate = validateCommand(for: output)
    let others = errors.filter { $0.code != .undeterminedHeight }.map { error in
      var warning = error
      warning.severity = .warning
      warning.message += "; \(validate) will report it as an error"
      return warning
    }
    return (undeterminedHeightsWarning(in: file, errors: errors, output: output), others)
  }

  /// The warning for the cells of the converted template `file` whose height their content
  /// does not determine, which `validate` of the template reports as errors (among
  /// `errors`); `nil` when there are none.
  private static func undeterminedHeightsWarning(
    in file: TemplateFile, errors: [Diagnostic], output: String?
  ) -> Diagnostic? {
    let located = errors.filter { $0.code == .undeterminedHeight }
    let cells = file.cells.filter { cell in located.contains { $0.location == cell.location } }
    guard let first = cells.first else { return nil }
    let named = ShortList.text(cells.map { "'\($0.reuseIdentifier)'" }, atMost: 5)
    // To the thousandth, as every height the tool prints: a scale-3 document records
    // 43.666666666666664.
    let height = (first.estimatedHeight ?? 44).thousandthsDescription
    return Diagnostic(
      code: .undeterminedHeight, severity: .warning,
      message: (cells.count == 1
        ? "the height of cell \(named) is not determined by its content"
        : "the heights of \(cells.count) cells (\(named)) are not determined by their content")
        + ": a warning in an Interface Builder document, where a table may set the row height, "
        + "but an error in a template, whose rows size themselves, so "
        + validateCommand(for: output) + " will report "
        + (cells.count == 1 ? "it" : "them"),
      location: nil,
      fixIts: [
        FixIt(
          message:
            "in the template, tie "
            + (cells.count == 1 ? "its views" : "the views of each")
            + " in a chain of constraints from 'margins.top' to 'margins.bottom', or give "
            + (cells.count == 1 ? "it" : "each")
            + " the height its document shows ('superview.height == \(height)' for "
            + "'\(first.reuseIdentifier)'); or switch the rule off for the template in its "
            + ".protocell.json: \"disabledRules\": [\"undetermined-height\"]")
      ])
  }
}
