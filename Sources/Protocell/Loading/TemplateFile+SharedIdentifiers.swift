import ProtocellTemplates

extension [TemplateFile] {
  /// Keys the Interface Builder cells whose reuse identifier another file of the run also uses
  /// by their identifier and object id (`Cell@abc-12-xyz`), as each document already keys its
  /// own tables' shared identifiers (a document whose cells it keyed so counts as using the
  /// identifier, whichever files a run is given).
  ///
  /// UIKit scopes reuse identifiers per table view, and two documents' cells are never in one
  /// table: `Cell` in every storyboard of an app is normal, not the duplicate it would be among
  /// templates, whose identifiers name prototypes in one registry. A template's cell keeps its
  /// identifier; so does a document's cell that no other file's cell shares. When the object id
  /// does not tell the cells apart (a document copied whole, ids and all, or Xcode's default id
  /// `KGk-i7-Jjw` of every new `.xib` cell, as in `Cell~iphone.xib` and `Cell~ipad.xib`), each
  /// of those cells is keyed by its file's name instead (`Cell@Cell~iphone`, `Cell@Cell~ipad`),
  /// numbered if that is taken (`Cell@Cell-2` for `fr.lproj/Cell.xib` beside
  /// `en.lproj/Cell.xib`): every cell can be named, and none is a duplicate.
  ///
  /// - Complexity: O(*n*) in the number of cells; nothing is hashed in a run without documents.
  mutating func qualifyInterfaceBuilderIdentifiersSharedAcrossFiles() {
    // Only documents' cells are qualified, so a run without a document (or whose documents'
    // identifiers no other file uses) is left as it is without hashing every identifier.
    let documents = indices.filter { self[$0].interfaceBuilder != nil }
    guard !documents.isEmpty else { return }
    var files: [String: Set<Int>] = [:]
    for index in documents {
      for cell in self[index].cells.indices {
        files[self[index].cells[cell].reuseIdentifier, default: []].insert(index)
      }
      // A document that keys its own tables' `Cell`s `Cell@…` still uses `Cell`: another
      // file's `Cell` is qualified too, so that `--id Cell` finds every one of them.
      for record in self[index].interfaceBuilder?.cells ?? [] {
        files[record.unqualifiedKey, default: []].insert(index)
      }
    }
    for index in indices where self[index].interfaceBuilder == nil {
      for cell in self[index].cells.indices {
        files[self[index].cells[cell].reuseIdentifier]?.insert(index)
      }
    }
    guard files.values.contains(where: { $0.count > 1 }) else { return }
    // How many documents' cells share each identifier and object id: where the id does not
    // tell them apart, the file's name comes first.
    var sharing: [String: Int] = [:]
    for index in documents {
      for record in self[index].interfaceBuilder?.cells ?? [] {
        sharing[record.reuseIdentifier + "@" + record.ibID, default: 0] += 1
      }
    }
    var taken = Set(files.keys)
    for index in indices where self[index].interfaceBuilder == nil {
      for cell in self[index].cells.indices {
        taken.insert(self[index].cells[cell].reuseIdentifier)
      }
    }
    for index in documents {
      guard var records = self[index].interfaceBuilder else { continue }
      // Each cell's place by key (a document's keys are its own: one cell each).
      let cells = Dictionary(
        self[index].cells.indices.map { (self[index].cells[$0].reuseIdentifier, $0) },
        uniquingKeysWith: { first, _ in first })
      for position in records.cells.indices {
        let key = records.cells[position].reuseIdentifier
        guard (files[key]?.count ?? 0) > 1 else { continue }
        guard let cell = cells[key] else { continue }
        let byID = key + "@" + records.cells[position].ibID
        let byFile = key + "@" + FilePathName.stem(of: self[index].path)
        let qualified = Self.unusedKey(
          (sharing[byID] ?? 0) > 1 ? [byFile] : [byID, byFile], taken: &taken)
        self[index].cells[cell].reuseIdentifier = qualified
        records.cells[position].reuseIdentifier = qualified
      }
      self[index].interfaceBuilder = records
    }
  }

  /// The first of `candidates` not in `taken`, else the last one numbered (`-2`, `-3`, …),
  /// inserted into `taken`.
  private static func unusedKey(_ candidates: [String], taken: inout Set<String>) -> String {
    for candidate in candidates where taken.insert(candidate).inserted { return candidate }
    let last = candidates[candidates.count - 1]
    var number = 2
    while !taken.insert(last + "-\(number)").inserted { number += 1 }
    return last + "-\(number)"
  }
}
