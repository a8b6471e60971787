import Protocell

extension RowMembers {
  /// Why `row` names no prototype by its `--id-key` field `key`.
  ///
  /// `the row has no string field 'Type' naming its prototype; did you mean --id-key type?`
  /// when the row lacks the field and has one whose name is a misspelling of it (a review: a misspelt `--id-key` failed every
  /// row without a word of the field meant, where a misspelt `--key` is told). Without a row,
  /// no suggestion.
  static func noPrototypeFieldMessage(_ key: String, in row: RowMembers?) -> String {
    let nearest =
      row.flatMap { $0[key] == nil ? Suggestions.misspelling(of: key, in: $0.names.sorted()) : nil }
    return "the row has no string field '\(key)' naming its prototype"
      + (nearest.map { "; did you mean --id-key \(PrototypeSource.shellWord($0))?" } ?? "")
  }
}
