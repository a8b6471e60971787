import ProtocellDiagnostics

extension TemplateLoader {
  /// The bytes of the template (or configuration) file at `path`, or why it cannot be read.
  ///
  /// The file is read by ``FileReader``: a directory, named pipe, device or socket is refused
  /// unopened, and so is a file larger than `limit`.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The source, or the read error (``diagnostic(for:)`` reports it).
  static func readFile(atPath path: String, limit: Int) -> Result<SourceFile, FileReadError> {
    do throws(FileReadError) {
      return .success(
        SourceFile(path: path, bytes: try FileReader.contents(ofFile: path, limit: limit)))
    } catch {
      return .failure(error)
    }
  }

  /// A read error as a diagnostic: `file-too-large` or `unreadable-file`, about the whole file
  /// (no location in it).
  static func diagnostic(for error: FileReadError) -> Diagnostic {
    let path = error.path
    switch error.reason {
    case .tooLarge(let size, let limit):
      return Diagnostic(
        .fileTooLargeToRead(path, bytes: size, limit: limit), aboutWholeFile: path)
    case .notRegularFile(let kind):
      return Diagnostic(
        .unreadableFile(error.description), aboutWholeFile: path,
        fixIts: [
          FixIt(
            message: kind == .directory
              ? "name the folder as a path to search it for templates" : "name a template file")
        ])
    case .grewWhileRead:
      return Diagnostic(
        .unreadableFile(error.description), aboutWholeFile: path,
        fixIts: [FixIt(message: "read it again once nothing writes to it")])
    case .system:
      return Diagnostic(.unreadableFile(error.description), aboutWholeFile: path)
    }
  }
}
