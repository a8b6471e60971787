import Foundation
import Protocell

/// Templates read from standard input (`-` among the paths): copied once into a private
/// temporary file, which every message then calls `<stdin>`.
final class StandardInputTemplates {
  /// The paths to load, with `-` replaced by the temporary file.
  let paths: [String]
  private let folder: String?
  private let temporaryPath: String?

  /// The largest template accepted on standard input, as the templates' own file-size limit.
  static let maximumSize = 16 << 20

  /// Reads standard input if `paths` holds `-`.
  ///
  /// - Throws: ``InputError`` when standard input cannot be read or a file not be written.
  init(_ paths: [String]) throws(InputError) {
    guard paths.contains("-") else {
      self.paths = paths
      folder = nil
      temporaryPath = nil
      return
    }
    let bytes = try ByteInput(path: "-").readAll(limit: Self.maximumSize)
    let folder = NSTemporaryDirectory() + "protocell-stdin-" + UUID().uuidString
    let path = folder + "/stdin.xml"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    } catch {
      throw InputError("cannot keep standard input in '\(path)': \(error.localizedDescription)")
    }
    self.folder = folder
    temporaryPath = path
    self.paths = paths.map { $0 == "-" ? path : $0 }
  }

  /// Reads standard input if `paths` holds `-`, as every command that takes templates does: a
  /// failure to read or keep it is a usage error (exit 2) saying why.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` with the reason.
  static func reading(_ paths: [String]) throws -> StandardInputTemplates {
    do { return try StandardInputTemplates(paths) } catch {
      throw CommandFailure.usage("\(error)")
    }
  }

  deinit {
    if let folder { try? FileManager.default.removeItem(atPath: folder) }
  }

  /// `cell` with its source locations in the temporary file naming `<stdin>`, as a pack
  /// records them: no temporary path outlives the run.
  func named(_ cell: CellPrototype) -> CellPrototype {
    guard let temporaryPath else { return cell }
    return cell.renamingSourceFile(temporaryPath, to: ByteInput.standardInputName)
  }

  /// `diagnostics` located in the temporary file located in `<stdin>` instead: their own
  /// locations, their notes' and their fix-its' edits, for the reports (SARIF, JUnit, …) that
  /// write paths themselves, where renaming their text would miss an encoded form.
  func named(diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard let temporaryPath else { return diagnostics }
    return diagnostics.map {
      $0.renamingSourceFile(temporaryPath, to: ByteInput.standardInputName)
    }
  }

  /// `path` as messages name it: `<stdin>` for the temporary file.
  func displayPath(_ path: String) -> String {
    path == temporaryPath ? ByteInput.standardInputName : path
  }

  /// `text` with the temporary file's path shown as `<stdin>`.
  func named(_ text: String) -> String {
    guard let temporaryPath else { return text }
    return text.replacingOccurrences(of: temporaryPath, with: ByteInput.standardInputName)
  }
}
