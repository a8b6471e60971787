/// Orders names by how close they are to a misspelt one, for "did you mean" lists.
enum NearestNames {
  /// `names` sorted by edit distance to `name`, ties alphabetically.
  ///
  /// - Complexity: O(*n* · *l*²) for *n* names of length *l*.
  static func sorted(_ names: some Sequence<String>, nearestTo name: String) -> [String] {
    let target = Array(name.unicodeScalars)
    return names.map { (name: $0, distance: distance(Array($0.unicodeScalars), target)) }
      .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
      .map(\.name)
  }

  /// The Levenshtein distance between two scalar sequences (insert, delete, substitute).
  static func distance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (i, left) in lhs.enumerated() {
      current[0] = i + 1
      for (j, right) in rhs.enumerated() {
        let substitution = previous[j] + (left == right ? 0 : 1)
        current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
