import Protocell

extension PrototypeSource {
  /// How many cells of `files` declare the prototype `key`: more than one when several
  /// templates reuse an identifier, each copy then left out; at least 1 (a pack's prototype,
  /// declared in no file read).
  ///
  /// - Parameters:
  ///   - key: The prototype's key.
  ///   - files: The template files read.
  /// - Returns: The number of cells measured or lost under that key.
  static func declarations(of key: String, in files: [TemplateFile]) -> Int {
    max(1, files.reduce(0) { $0 + $1.cells.count { $0.reuseIdentifier == key } })
  }
}

extension PrototypeSource.Loaded {
  /// How many cells declare the prototype `key` (``PrototypeSource/declarations(of:in:)``).
  func declarations(of key: String) -> Int {
    PrototypeSource.declarations(of: key, in: files)
  }
}
