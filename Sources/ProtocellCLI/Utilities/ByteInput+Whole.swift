import Protocell

extension ByteInput {
  /// The whole of the file at `path`, or of standard input for `-`, up to `limit` bytes.
  ///
  /// A file is read by `FileReader`, whose ``FileReadError`` says why it cannot be (a folder, a
  /// missing file, a file over the limit); standard input by ``readAll(limit:)``.
  static func contents(of path: String, limit: Int) throws -> [UInt8] {
    path == "-"
      ? try ByteInput(path: path).readAll(limit: limit)
      : try FileReader.contents(ofFile: path, limit: limit)
  }

  /// What messages call the input at `path`: the path, or ``standardInputName`` for `-`.
  static func name(of path: String) -> String {
    path == "-" ? standardInputName : path
  }
}
