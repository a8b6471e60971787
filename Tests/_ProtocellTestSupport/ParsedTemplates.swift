import Foundation
import Protocell

/// The prototypes of the template files at `path`, each parsed by the template stage's own
/// ``TemplateParser`` (diagnostics aside), for the tests of a stage that need real files but not
/// the umbrella's loader.
///
/// - Parameter path: A template file, or a folder whose `.xml`, `.xib` and `.storyboard` files
///   (in subfolders too) are taken in the order of their paths.
/// - Returns: The cells of every file that could be read, in that order.
public func parsedPrototypes(at path: String) -> [CellPrototype] {
  var isFolder: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
  let files =
    isFolder.boolValue
    ? ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
      .filter { ["xml", "xib", "storyboard"].contains(URL(fileURLWithPath: $0).pathExtension) }
      .map { path + "/" + $0 }
    : [path]
  return files.flatMap { file -> [CellPrototype] in
    guard let bytes = FileManager.default.contents(atPath: file) else { return [] }
    return TemplateParser().parse(SourceFile(path: file, bytes: Array(bytes))).file.cells
  }
}
