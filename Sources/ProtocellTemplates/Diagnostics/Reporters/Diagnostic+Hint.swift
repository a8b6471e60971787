extension Diagnostic {
  /// The hint at a fix, as reporters print it.
  ///
  /// Reporters read fix-its only through this property, so that they follow the diagnostic's
  /// fix-it API in one place.
  var reportedHint: String? { fixIt?.message }

  /// The message followed by the rule code, as the text formatter prints it: `message [code]`.
  var messageWithCode: String { "\(message) [\(code.rawValue)]" }

  /// The message, the hint and each note, one per line, for formats with a single text field.
  var fullText: String {
    var lines = [messageWithCode]
    if let hint = reportedHint { lines.append("hint: \(hint)") }
    for note in notes {
      lines.append("note: \(note.message)" + (note.location.map { " (\($0))" } ?? ""))
    }
    return lines.joined(separator: "\n")
  }
}
