import Protocell

extension RowMembers {
  /// Why a row names no prototype by its `--id-key` field `key`: `the row has no string field
  /// 'Type' naming its prototype; did you mean --id-key type?` when the row lacks the field and
  /// has one whose name is a misspelling of it (a review: a misspelt `--id-key` failed every
  /// row without a word of the field meant, where a misspelt `--key` is told).
  func noPrototypeFieldMessage(_ key: String) -> String {
    let nearest =
      self[key] == nil ? Suggestions.misspelling(of: key, in: names.sorted()) : nil
    return "the row has no string field '\(key)' naming its prototype"
      + (nearest.map { "; did you mean --id-key \(PrototypeSource.shellWord($0))?" } ?? "")
  }
}
