/// Items as a message lists them when there may be many: the first few, then how many more.
enum ShortList {
  /// `'a', 'b', 'c'`, or past `limit` items `'a', 'b', 'c', … and 4 more`.
  ///
  /// - Parameters:
  ///   - items: The items, each as it is printed.
  ///   - limit: The most items printed.
  ///   - separator: What stands between two items.
  /// - Returns: The list.
  static func text(_ items: [String], atMost limit: Int, separator: String = ", ") -> String {
    let shown = items.prefix(limit).joined(separator: separator)
    guard items.count > limit else { return shown }
    return shown + "\(separator)… and \(items.count - limit) more"
  }
}
