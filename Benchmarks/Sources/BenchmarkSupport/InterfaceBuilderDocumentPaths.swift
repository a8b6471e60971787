import Foundation

/// The `.xib` and `.storyboard` files among `paths`: a file as given, and a folder's documents
/// (not its subfolders'), sorted.
///
/// - Parameter paths: Files and folders, as given on a benchmark's command line.
/// - Returns: The documents' paths.
public func interfaceBuilderDocuments(in paths: [String]) -> [String] {
  var result: [String] = []
  for path in paths {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
    guard isDirectory.boolValue else {
      result.append(path)
      continue
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    for name in names.sorted() where name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
      result.append(path + "/" + name)
    }
  }
  return result
}
