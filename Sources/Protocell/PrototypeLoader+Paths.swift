import Foundation
import ProtocellDiagnostics

extension PrototypeLoader {
  /// The error for the first of `paths` that names nothing, or `nil` when each names a file or
  /// folder.
  ///
  /// A path the caller names is the load's input, not a cell: as `protocell` stops with exit
  /// status 2 when a path it is given does not exist, the load registers nothing and says which
  /// path, and against which working directory a relative path was looked up (the README's
  /// `["Templates"]`, run from another folder, names nothing). The check's diagnostics say it
  /// too (`unreadable-file`).
  ///
  /// - Parameter paths: The paths given to ``load(paths:into:replacing:)``.
  /// - Returns: ``RegistryError/unreadableFile(path:reason:)``, or `nil`.
  static func missingPath(among paths: [String]) -> RegistryError? {
    let manager = FileManager.default
    guard let missing = paths.first(where: { !manager.fileExists(atPath: $0) }) else {
      return nil
    }
    var reason = "no such file or directory"
    if !missing.hasPrefix("/") {
      reason +=
        " (a relative path is looked up from the working directory, '"
        + manager.currentDirectoryPath + "')"
    }
    return .unreadableFile(path: missing, reason: reason)
  }

  /// Registers the pack at `path` into `registry`, saying plainly when the file is not a pack at
  /// all: a file named without a template extension (`.xml`, `.xib`, `.storyboard`) is read as a
  /// compiled pack, so a README or a misspelt extension would otherwise be reported by its first
  /// bytes ("not a Protocell archive (magic 0x23 …)").
  ///
  /// - Parameters:
  ///   - path: A file that is no template by its extension.
  ///   - registry: Where the pack's prototypes go.
  /// - Throws: ``RegistryError/unreadableFile(path:reason:)`` for a file that does not start as
  ///   a Protocell archive does, else ``PrototypeRegistry/registerPack(atPath:options:replacing:)``'s
  ///   errors.
  static func registerPack(atPath path: String, into registry: PrototypeRegistry)
    throws(RegistryError)
  {
    do {
      try registry.registerPack(atPath: path)
    } catch .malformedArchive(let error, _) where error.offset == 0 && error.isBadMagic {
      let extensions = TemplateLoader.templateExtensions.sorted().map { "." + $0 }
      let kinds =
        "neither a template or Interface Builder file (\(extensions.joined(separator: ", "))) "
        + "nor a compiled pack"
      // Rows given where templates go: said in words, not by their first bytes.
      guard !error.startsAsJSON else {
        throw .unreadableFile(
          path: path,
          reason: "it is \(kinds): it starts as JSON does; rows of data are given with --data")
      }
      throw .unreadableFile(path: path, reason: "it is \(kinds) (\(error.reason))")
    }
  }
}

extension ArchiveDecodingError {
  /// Whether the bytes do not start with a Protocell magic number at all.
  fileprivate var isBadMagic: Bool {
    if case .badMagic = reason { return true }
    return false
  }

  /// Whether the bytes read start as JSON text does: `{` or `[` after any white space.
  fileprivate var startsAsJSON: Bool {
    guard case .badMagic(let found) = reason else { return false }
    return JSONStart.index(in: found) != nil
  }
}
