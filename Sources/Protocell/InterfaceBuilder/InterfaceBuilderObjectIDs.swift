import Foundation

/// The Interface Builder object ids of the cells and views of `.xib` and `.storyboard` files, by
/// the names Protocell gives them: to print each view's `ibID` beside its frame, and to let a
/// user name a cell without a reuse identifier by its object id.
public struct InterfaceBuilderObjectIDs: Sendable {
  /// For each prototype (by its key in the registry), each view's object id by view name.
  public private(set) var viewObjectIDs: [String: [String: String]] = [:]
  /// Each cell's prototype key, by the cell's object id.
  public private(set) var prototypeKeys: [String: String] = [:]

  /// Reads the Interface Builder documents among `paths` (files, and the `.xib` and
  /// `.storyboard` files anywhere under folders); other files are skipped, unreadable ones too
  /// (the loader reports them).
  ///
  /// - Parameter paths: Files and folders, as given to a command.
  public init(paths: [String]) {
    for path in paths {
      for file in Self.documents(at: path) {
        guard
          let bytes = try? FileReader.contents(
            ofFile: file, limit: TemplateLimits.default.maximumFileSize)
        else { continue }
        let document = InterfaceBuilderImporter().importDocument(
          SourceFile(path: file, bytes: bytes))
        for cell in document.cells {
          prototypeKeys[cell.ibID] = prototypeKeys[cell.ibID] ?? cell.reuseIdentifier
          var views = viewObjectIDs[cell.reuseIdentifier] ?? [:]
          for view in cell.views where views[view.name] == nil { views[view.name] = view.ibID }
          viewObjectIDs[cell.reuseIdentifier] = views
        }
      }
    }
  }

  /// The prototype key of the cell with the given object id (`KE4-nN-LJX`), if any.
  public func prototypeKey(forObjectID id: String) -> String? { prototypeKeys[id] }

  /// The `.xib` and `.storyboard` files at `path`: the path itself if it is a file with either
  /// extension, every such file under it if it is a folder.
  private static func documents(at path: String) -> [String] {
    let isDocument = { (name: String) in name.hasSuffix(".xib") || name.hasSuffix(".storyboard") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return isDocument(path) ? [path] : [] }
    let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    return names.filter(isDocument).sorted().map { path + "/" + $0 }
  }
}
