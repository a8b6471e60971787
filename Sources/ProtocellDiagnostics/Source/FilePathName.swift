/// The parts of a file's path that messages and keys name, as `/`-separated paths spell them.
package enum FilePathName {
  /// The file's name without its folders: `Cell~ipad.xib` of `Views/Cell~ipad.xib`.
  package static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The file's name without its folders and extension: `Cell~ipad` of `Views/Cell~ipad.xib`.
  ///
  /// A name whose only dot starts it (`.xib`, `.protocell`) is its own stem.
  package static func stem(of path: String) -> String {
    let name = fileName(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The file's extension, without its dot: `xib` of `Views/Cell~ipad.xib`; empty for a name
  /// without one or whose only dot starts it (`.protocell`).
  package static func pathExtension(of path: String) -> String {
    let name = fileName(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }
}
