import Foundation
import ProtocellTemplates

/// A JSON value of a data row, as bindings read it.
public enum RowValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([RowValue])
  /// An object.
  case object([String: RowValue])

  /// Parses JSON text with the row reader of ``init(parsingJSONUTF8:)-(UnsafeBufferPointer<UInt8>)``.
  ///
  /// - Parameter text: One JSON value, usually an object.
  /// - Throws: ``CellError/malformedJSON(_:)`` saying where and what: `line 1, column 9: …`.
  public init(parsingJSON text: String) throws(CellError) {
    var text = text
    let result = text.withUTF8 { buffer in
      Result { () throws(RowJSONError) -> RowValue in try RowValue(parsingJSONUTF8: buffer) }
    }
    switch result {
    case .success(let value): self = value
    case .failure(let error): throw .malformedJSON(error.description)
    }
  }

  /// The member of an object with the given key, or `nil` (also for values that are not objects).
  public subscript(key: String) -> RowValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// What kind of value it is, for error messages: `a string`, `null`, `an object`...
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension RowValue: Decodable {
  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([RowValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: RowValue].self))
    }
  }
}
