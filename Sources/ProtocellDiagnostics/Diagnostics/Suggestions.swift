/// "Did you mean" suggestions: the candidates nearest to a misspelt word.
public enum Suggestions {
  /// The candidates within a plausible edit distance of `word`, nearest first (ties keep their order).
  ///
  /// A candidate is plausible when its case-insensitive edit distance is at most a third of the
  /// longer word's length (at least 1) and at most half of what the two words do not share at
  /// their ends (at least 2: `ProtocolTableViewCell` is no spelling of `SettingTableViewCell`,
  /// however long their shared suffix), or when the candidate contains the word, or the word
  /// contains a candidate at least half its length.
  ///
  /// - Complexity: O(*c* · *n* · *m*) for *c* candidates of length *m* and a word of length *n*.
  public static func nearest(to word: String, in candidates: [String]) -> [String] {
    let lowered = Array(word.lowercased().unicodeScalars)
    var scored: [(candidate: String, distance: Int, index: Int)] = []
    for (index, candidate) in candidates.enumerated() {
      let other = Array(candidate.lowercased().unicodeScalars)
      let distance = editDistance(lowered, other)
      let limit = max(1, max(lowered.count, other.count) / 3)
      // A candidate holding the word is what a part was typed of (`PostCel` of a key
      // `…__PostCell-b8n-8Y-pxb`); a word holding a candidate names it only when the candidate
      // is at least half of it (`title` in `titleX`), not when it is a common part of a longer
      // word (`cell` in `JTACCellMonthView`, a view's class given for a cell's identifier).
      let contains =
        lowered.count >= 3 && other.count >= 3
        && (candidate.lowercased().contains(word.lowercased())
          || (2 * other.count >= lowered.count
            && word.lowercased().contains(candidate.lowercased())))
      if (distance <= limit && distance <= distinctLimit(lowered, other)) || contains {
        scored.append((candidate, distance, index))
      }
    }
    scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
    return scored.map(\.candidate)
  }

  /// Half the length of the longer of the two words' parts that remain once the prefix and the
  /// suffix they share are set aside, at least 2.
  static func distinctLimit(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    let shortest = min(lhs.count, rhs.count)
    var prefix = 0
    while prefix < shortest, lhs[prefix] == rhs[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shortest - prefix, lhs[lhs.count - 1 - suffix] == rhs[rhs.count - 1 - suffix] {
      suffix += 1
    }
    let distinct = max(lhs.count, rhs.count) - prefix - suffix
    return max(2, distinct / 2)
  }

  /// The single nearest plausible candidate, if any.
  public static func best(for word: String, in candidates: [String]) -> String? {
    nearest(to: word, in: candidates).first
  }

  /// The candidate `word` is a misspelling of, if any: the nearest within an edit distance of a
  /// quarter of the shorter word's length (at least 1), by edits alone.
  ///
  /// Stricter than ``best(for:in:)``: a word that contains a candidate or differs by a whole
  /// syllable (`authorID`, `subtitle` beside `author`, `title`) is another word, not a typo
  /// (`autor`, `labelNmae`). A candidate that differs only in case (`namelabel`, `nameLabel`)
  /// is the nearest of all.
  public static func misspelling(of word: String, in candidates: [String]) -> String? {
    // A word that is a candidate is spelt right.
    guard !candidates.contains(word) else { return nil }
    let lowered = Array(word.lowercased().unicodeScalars)
    var found: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      let distance = editDistance(lowered, other)
      if distance == 0 { return candidate }
      guard distance <= max(1, min(lowered.count, other.count) / 4) else {
        continue
      }
      if distance < found?.distance ?? .max { found = (candidate, distance) }
    }
    return found?.candidate
  }

  /// All candidates ordered by edit distance to `word`, nearest first, ties alphabetically:
  /// the "known identifiers" list of an unknown-identifier error.
  ///
  /// - Complexity: O(*c* · *n* · *m* + *c* log *c*).
  public static func ordered(byDistanceTo word: String, _ candidates: some Sequence<String>)
    -> [String]
  {
    let target = Array(word.unicodeScalars)
    return
      candidates
      .map { (name: $0, distance: editDistance(target, Array($0.unicodeScalars))) }
      .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
      .map(\.name)
  }

  /// The edit distance between two scalar sequences, counting an insertion, a deletion, a
  /// substitution or a transposition of neighbours as one edit (optimal string alignment).
  static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    let width = rhs.count + 1
    var table = [Int](repeating: 0, count: (lhs.count + 1) * width)
    for i in 0...lhs.count { table[i * width] = i }
    for j in 0...rhs.count { table[j] = j }
    for i in 1...lhs.count {
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        var best = min(
          table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
          table[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          best = min(best, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = best
      }
    }
    return table[lhs.count * width + rhs.count]
  }

  /// A "did you mean" fix-it for the best candidate, replacing `word` at `location`; else the
  /// fallback sentence, if any.
  ///
  /// - Parameters:
  ///   - word: The misspelt word, as written at `location`.
  ///   - candidates: The words it could have been.
  ///   - location: Where `word` starts, for the fix-it's edit.
  ///   - fallback: The fix in words when no candidate is near.
  /// - Returns: One fix-it, or none.
  package static func fixIts(
    for word: String, in candidates: [String], at location: SourceLocation?,
    otherwise fallback: String? = nil
  ) -> [FixIt] {
    if let best = best(for: word, in: candidates) {
      return [
        .replacing(
          "did you mean '\(best)'?", with: best, at: location, length: word.unicodeScalars.count)
      ]
    }
    return fallback.map { [FixIt(message: $0)] } ?? []
  }
}
