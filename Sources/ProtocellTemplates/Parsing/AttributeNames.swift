/// The attribute names one element of the template language takes, grouped by UTF-8 length:
/// telling whether a name is among them compares it only with the names as long as it is, and
/// hashes nothing (a template file's every attribute is checked against these).
struct AttributeNames: Sendable {
  /// The names of each length, by length.
  private let byLength: [[String]]

  /// The names given.
  init(_ names: [String]) {
    byLength = names.reduce(into: []) { table, name in
      while table.count <= name.utf8.count { table.append([]) }
      table[name.utf8.count].append(name)
    }
  }

  /// Whether `name` is one of the names.
  func contains(_ name: String) -> Bool {
    let length = name.utf8.count
    return length < byLength.count && byLength[length].contains(name)
  }
}

extension TemplateSchema {
  /// Each element's attribute names, in the order of ``elementNames``.
  private static let attributeNameTables: [(element: String, names: AttributeNames)] =
    elementNames.map { ($0, AttributeNames(attributes[$0] ?? [])) }

  /// The attribute names `element` takes, or `nil` for an element the language does not have
  /// (its name compared with the language's few, short strings compared whole, not hashed).
  static func attributeNames(of element: String) -> AttributeNames? {
    attributeNameTables.first { $0.element == element }?.names
  }
}
