import Foundation
import ProtocellDiagnostics

extension ConfigurationFile {
  /// The extensions of the font files a folder in `fonts` contributes.
  static let fontFileExtensions: Set<String> = ["ttf", "otf", "ttc"]

  /// Resolves the entries of `fonts` against the file's folder into ``fontFiles``, reporting
  /// each entry that names no font file or folder of fonts at its place in the file.
  mutating func readFonts(_ entries: [String], source: SourceFile) {
    let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    var found: [String] = []
    for entry in entries {
      let url =
        entry.hasPrefix("/")
        ? URL(fileURLWithPath: entry) : folder.appendingPathComponent(entry)
      let resolved = url.standardizedFileURL.path
      let files = Self.fontFiles(at: resolved)
      if files.isEmpty {
        let offset = Self.offset(ofString: entry, in: source)
        missingFonts.append(
          Diagnostic(
            .configuredFontNotFound(entry, resolved: resolved),
            at: offset.map(source.location(ofByteOffset:))
              ?? SourceLocation(file: path, line: 1, column: 1)))
      }
      for file in files where !found.contains(file) { found.append(file) }
    }
    fontFiles = found
    diagnostics += missingFonts
  }

  /// The font file at `path`, or the font files in the folder at `path` and its subfolders,
  /// sorted; none when `path` is neither.
  package static func fontFiles(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return [path] }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
    var files: [String] = []
    for case let relative as String in enumerator
    where fontFileExtensions.contains((relative as NSString).pathExtension.lowercased()) {
      files.append((path as NSString).appendingPathComponent(relative))
    }
    return files.sorted()
  }

  /// The font files listed under `fonts` by the `.protocell.json` nearest to each of `paths`
  /// (a folder's own file counts for it), each once, in the order found, and the warnings for
  /// entries that name no font: the app's own fonts, which every command and
  /// ``PrototypeLoader`` measure its labels with.
  ///
  /// - Parameter paths: Template files and folders, as given to a command or a load.
  /// - Returns: The font files, and a diagnostic for each entry that names none.
  public static func configuredFonts(forInputsAt paths: [String]) -> (
    files: [String], missing: [Diagnostic]
  ) {
    var configurations: [String] = []
    for found in nearest(toInputsAt: paths.filter { $0 != "-" }) {
      if let found, !configurations.contains(found) { configurations.append(found) }
    }
    var files: [String] = []
    var missing: [Diagnostic] = []
    for configuration in configurations {
      let file = ConfigurationFile(path: configuration)
      missing += file.missingFonts
      for font in file.fontFiles where !files.contains(font) { files.append(font) }
    }
    return (files, missing)
  }
}
