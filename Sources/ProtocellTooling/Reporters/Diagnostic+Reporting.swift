import ProtocellDiagnostics
import ProtocellTemplates

extension Diagnostic {
  /// The fix-its' messages, as reporters print them.
  ///
  /// Reporters read fix-its only through this property, so that they follow the diagnostic's
  /// fix-it API in one place.
  var reportedFixIts: [String] { fixIts.map(\.message) }

  /// The message followed by the rule code, as the text formatter prints it: `message [code]`.
  var messageWithCode: String { "\(message) [\(code.rawValue)]" }

  /// The message, each fix-it and each note, one per line, for formats with a single text field.
  var fullText: String {
    var lines = [messageWithCode]
    for fixIt in reportedFixIts { lines.append("fix-it: \(fixIt)") }
    for note in notes {
      lines.append("note: \(note.message)" + (note.location.map { " (\($0))" } ?? ""))
    }
    return lines.joined(separator: "\n")
  }
}
