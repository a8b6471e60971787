import ProtocellTemplates

/// Why a cell's view could not be reached or a row could not be applied.
public enum CellError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No view has the `id`; `known` lists the cell's view ids, nearest first.
  case noSuchView(String, known: [String])
  /// The view exists but is of another kind (`expected` and `actual` are element names).
  case wrongKind(String, expected: String, actual: String)
  /// The row is not a JSON object.
  case rowIsNotAnObject(found: String)
  /// The row's text is not JSON.
  case malformedJSON(String)
  /// A bound key holds a value of the wrong type for its view.
  case typeMismatch(key: String, viewID: String, expected: String, found: String)
  /// A bound key holds an object for an image, but one of its sides (`member`, `width` or
  /// `height`) is not a number from 0 to 1,000,000: `found` is the number
  /// (`-5`), the kind of value (`a string`) or `missing`.
  case invalidImageSize(key: String, viewID: String, member: String, found: String)

  /// The error in one sentence.
  public var description: String {
    switch self {
    case .noSuchView(let id, let known):
      let list = known.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
      return "the cell has no view '\(id)'" + (known.isEmpty ? "" : "; its views: \(list)")
    case .wrongKind(let id, let expected, let actual):
      return "view '\(id)' is \(Self.withArticle(actual)), not \(Self.withArticle(expected))"
    case .rowIsNotAnObject(let found):
      return "a row must be a JSON object, not \(found)"
    case .malformedJSON(let reason):
      return "the row is not valid JSON: \(reason)"
    case .typeMismatch(let key, let viewID, let expected, let found):
      return "row key '\(key)' (bound to '\(viewID)') holds \(found) where \(expected) is needed"
    case .invalidImageSize(let key, let viewID, let member, let found):
      return
        "row key '\(key)' (bound to '\(viewID)') holds an image size whose \(member) is "
        + "\(found); width and height must be numbers from 0 to "
        + RowBinding.maximumImageSide.compactDescription
    }
  }
}

extension CellError {
  /// The row key whose value the error is about (a value of the wrong type, an image size out
  /// of range), or `nil` for an error about the row or a view.
  public var memberKey: String? {
    switch self {
    case .typeMismatch(let key, _, _, _), .invalidImageSize(let key, _, _, _): key
    default: nil
    }
  }

  /// `kind` after "a" or "an": "a label", "an image".
  static func withArticle(_ kind: String) -> String {
    ("aeiou".contains(kind.first?.lowercased() ?? "") ? "an " : "a ") + kind
  }
}
