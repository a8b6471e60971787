import Foundation
import ProtocellArchive
import ProtocellDiagnostics

extension ConfigurationFile {
  /// The error for a configuration file that did not decode, located where the problem is.
  ///
  /// Foundation's decoder says only that the data is not valid JSON, so a file it refuses is
  /// read again by the row reader, which locates the first syntax error by line and column (a
  /// file cut short: its end). A file that is JSON but holds a value of the wrong type is
  /// located at the value of the top-level key that holds it, and the message names the entry
  /// (`fonts[0]`), what it should be and what was written, in the file's terms rather than the
  /// decoder's.
  ///
  /// - Parameters:
  ///   - error: What the decoder threw.
  ///   - source: The file's text.
  /// - Returns: A located error with a fix-it.
  static func diagnostic(for error: any Error, in source: SourceFile) -> Diagnostic {
    let parsed: RowValue
    do throws(RowJSONError) {
      parsed = try RowValue(parsingJSONUTF8: source.bytes)
    } catch {
      // The reader words its messages for rows: "the row is empty", "the end of the row".
      let problem = error.message.replacing("the row's", with: "the file's")
        .replacing("the row", with: "the file")
      return Diagnostic(
        .malformedConfiguration(problem), at: source.location(ofByteOffset: error.offset))
    }
    guard case .object = parsed else {
      return Diagnostic(
        .invalidConfiguration(
          "the file holds \(parsed.kindDescription), not an object", key: nil),
        at: SourceLocation(file: source.path, line: 1, column: 1))
    }
    let path = Self.codingPath(of: error)
    var location = SourceLocation(file: source.path, line: 1, column: 1)
    if let key = path.first?.stringValue {
      let offset = RowMembers.valueOffset(ofMember: key, inJSONUTF8: source.bytes)
      location = offset.map(source.location(ofByteOffset:)) ?? Self.location(ofKey: key, in: source)
    }
    return Diagnostic(
      .invalidConfiguration(
        describe(error, path: path, in: parsed), key: path.first?.stringValue),
      at: location)
  }

  /// The coding path of a decoding error: the keys and indices to the value it is about.
  private static func codingPath(of error: any Error) -> [any CodingKey] {
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
      return context.codingPath
    default:
      return []
    }
  }

  /// What is wrong, in the file's terms: `'fonts[0]' should be a string (a font file or folder),
  /// not a number`.
  static func describe(_ error: any Error, path: [any CodingKey], in file: RowValue) -> String {
    guard let key = path.first?.stringValue else { return "\(error)" }
    var name = key
    var value: RowValue? = file[key]
    for component in path.dropFirst() {
      if let index = component.intValue {
        name += "[\(index)]"
        if case .array(let items)? = value, items.indices.contains(index) {
          value = items[index]
        } else {
          value = nil
        }
      } else {
        name += ".\(component.stringValue)"
        value = value?[component.stringValue]
      }
    }
    let written = value.map { ", not \($0.kindDescription)" } ?? ""
    return "'\(name)' should be \(expected(at: path.map(\.stringValue)))\(written)"
  }

  /// What the value at `path` (a top-level key, then the keys and indices in it) should be.
  private static func expected(at path: [String]) -> String {
    switch (path.first ?? "", path.count) {
    case ("disabledRules", 1): "a list of rule codes"
    case ("disabledRules", _): "a rule code in quotes"
    case ("warningsAsErrors", _): "true or false"
    case ("limits", 1): "an object of limit names and whole numbers"
    case ("limits", _): "a whole number"
    case ("bindings", 1): "an object of cell names, each with an object of row keys and view names"
    case ("bindings", 2): "an object of row keys and view names"
    case ("bindings", _): "a view name in quotes"
    case ("snapshots", 1): "an object of trait lists"
    case ("snapshots", 2): "a list"
    case ("snapshots", _) where path[1] == "widths": "a width in points or a device name"
    case ("snapshots", _): "a name in quotes"
    case ("fonts", 1): "a list of font files or folders"
    case ("fonts", _): "a string (a font file or folder)"
    default: "of another type"
    }
  }
}
