import Protocell

// What an error that asks to name one prototype offers: the keys with the files they come
// from, and the Interface Builder object ids of cells, which `--id` takes too.

extension PrototypeSource.Loaded {
  /// `keys` quoted, each with the name of the file its cell comes from when that is known (a
  /// pack's prototypes have none): `'Cell@17T-Eu-dbr' (Main.storyboard), 'Cell@2Mh-Hx-kyR'
  /// (Settings.storyboard)`.
  func quotedWithFiles(_ keys: [String]) -> String {
    PrototypeSource.quoted(keys, withFilesOf: files) { standardInput?.named($0) ?? $0 }
  }

  /// The prototype keys of the cells of each Interface Builder object id: what a mistyped
  /// object id is compared with.
  var cellObjectIDs: [String: [String]] {
    Dictionary(
      uniqueKeysWithValues: documents.prototypeKeys.keys.map {
        ($0, documents.prototypeKeys(forObjectID: $0))
      })
  }
}

extension PrototypeSource {
  /// `keys` quoted, each with the name of the file of `files` its cell comes from, that file's
  /// path given to `naming` first (standard input's is `<stdin>`); where two files of the list
  /// share a name (`Cell~iphone.xib` and `sub/Cell~iphone.xib`), their paths as given.
  static func quoted(
    _ keys: [String], withFilesOf files: [TemplateFile], naming: (String) -> String = { $0 }
  ) -> String {
    let wanted = Set(keys)
    let listed = files.filter { $0.cells.contains { wanted.contains($0.reuseIdentifier) } }
    var sharedNames: [String: Int] = [:]
    for file in listed {
      sharedNames[FilePathName.fileName(of: naming(file.path)), default: 0] += 1
    }
    var fileNames: [String: String] = [:]
    for file in files {
      let path = naming(file.path)
      let name = FilePathName.fileName(of: path)
      let shown = (sharedNames[name] ?? 0) > 1 ? path : name
      for cell in file.cells where fileNames[cell.reuseIdentifier] == nil {
        fileNames[cell.reuseIdentifier] = shown
      }
    }
    return keys.map { key in "'\(key)'" + (fileNames[key].map { " (\($0))" } ?? "") }
      .joined(separator: ", ")
  }
}
