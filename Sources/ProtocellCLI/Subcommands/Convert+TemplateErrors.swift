import Protocell

// `convert`'s check of the template it writes for errors the document does not have: UIKit
// takes any string as a reuse identifier (`Image Cell`), a template's may hold no white space,
// so a clean document could give a template that fails `validate` without a word.

extension ProtocellCommand.Convert {
  /// The errors `validate` reports in the converted template `text` without a layout, as warnings.
  ///
  /// Each is located in the template, and the list is empty when there are none. Undetermined
  /// heights, which need a layout, are ``undeterminedHeightsWarning(in:output:document:)``'s.
  ///
  /// - Parameters:
  ///   - text: The template written.
  ///   - output: Where it is written; `nil` for standard output (located as `-`).
  /// - Returns: The warnings, each with the fix-its of its error.
  static func templateErrorWarnings(in text: String, output: String?) -> [Diagnostic] {
    let parsed = TemplateParser().parse(text: text, path: output ?? "-")
    let errors = (parsed.diagnostics + TemplateValidator().validate(parsed.file)).filter(\.isError)
    let validate = validateCommand(for: output)
    return errors.map { error in
      var warning = error
      warning.severity = .warning
      warning.message +=
        "; Interface Builder allows it, but it is an error in a template, so \(validate) will "
        + "report it"
      return warning
    }
  }

  /// How a warning names `validate` of the template written to `output`: `'protocell validate
  /// Cell.xml'`, or `'protocell validate' of the template` for standard output (`nil`).
  static func validateCommand(for output: String?) -> String {
    output.map { "'protocell validate \(PrototypeSource.shellWord($0))'" }
      ?? "'protocell validate' of the template"
  }
}
