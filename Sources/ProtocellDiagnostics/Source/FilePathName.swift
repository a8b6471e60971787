/// The parts of a file's path that messages and keys name, as `/`-separated paths spell them.
public enum FilePathName {
  /// The file's name without its folders: `Cell~ipad.xib` of `Views/Cell~ipad.xib`.
  public static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The file's name without its folders and extension: `Cell~ipad` of `Views/Cell~ipad.xib`.
  ///
  /// A name whose only dot starts it (`.xib`, `.protocell`) is its own stem.
  public static func stem(of path: String) -> String {
    let name = fileName(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
