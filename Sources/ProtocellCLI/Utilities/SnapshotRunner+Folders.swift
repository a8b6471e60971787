import Foundation

extension SnapshotRunner {
  /// Creates the folders under `output` that `folders` (relative paths) need, all or none.
  ///
  /// A file where a folder must go is found before anything is created, and named; a folder
  /// that cannot be created takes back those this call made, so that a failed run leaves `-o`
  /// as it found it.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` naming the file in the way, or the folder that could
  ///   not be created and why.
  static func createFolders(_ folders: [String], under output: String) throws {
    let manager = FileManager.default
    // Every path from `output` (and its missing parents) down to each folder, parents first,
    // once.
    var paths: [String] = []
    var parent = output
    while !parent.isEmpty, parent != "/", !manager.fileExists(atPath: parent) {
      paths.insert(parent, at: 0)
      parent = parent.lastIndex(of: "/").map { String(parent[..<$0]) } ?? ""
    }
    var isFolder: ObjCBool = true
    if !parent.isEmpty, manager.fileExists(atPath: parent, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      throw CommandFailure.usage(
        "'\(parent)' is a file, where -o needs a folder: choose another -o")
    }
    for folder in folders.sorted() {
      var path = output
      for component in folder.split(separator: "/") {
        path += "/" + component
        if !paths.contains(path) { paths.append(path) }
      }
    }
    var missing: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        missing.append(path)
        continue
      }
      if !isFolder.boolValue {
        throw CommandFailure.usage(
          "'\(path)' is a file, where the snapshots need a folder of that name: move it, or "
            + "choose another -o")
      }
    }
    var created: [String] = []
    for path in missing {
      do {
        try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
        created.append(path)
      } catch {
        for made in created.reversed() { try? manager.removeItem(atPath: made) }
        throw CommandFailure.usage(
          "cannot create the folder '\(path)': \(reason(of: error)); choose another -o")
      }
    }
  }
}
