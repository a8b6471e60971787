import ProtocellDiagnostics

extension TemplateLoader {
  /// The bytes of the template (or configuration) file at `path`, or why it cannot be read, as
  /// a diagnostic-ready failure.
  ///
  /// The file is read by ``FileReader``: a directory, named pipe, device or socket is refused
  /// unopened, and so is a file larger than `limit`.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The source, or an `unreadable-file` or `file-too-large` failure.
  static func readFile(atPath path: String, limit: Int) -> Result<SourceFile, XMLParseFailure> {
    do throws(FileReadError) {
      return .success(
        SourceFile(path: path, bytes: try FileReader.contents(ofFile: path, limit: limit)))
    } catch {
      return .failure(failure(for: error))
    }
  }

  /// The diagnostic-ready form of a read error.
  private static func failure(for error: FileReadError) -> XMLParseFailure {
    let path = error.path
    switch error.reason {
    case .tooLarge(let size, let limit):
      return XMLParseFailure(
        message: .fileTooLargeToRead(path, bytes: size, limit: limit), location: nil)
    case .notRegularFile(let kind):
      return XMLParseFailure(
        message: .unreadableFile(error.description), location: nil,
        fixIt: kind == .directory
          ? "name the folder as a path to search it for templates" : "name a template file")
    case .grewWhileRead:
      return XMLParseFailure(
        message: .unreadableFile(error.description), location: nil,
        fixIt: "read it again once nothing writes to it")
    case .system:
      return XMLParseFailure(message: .unreadableFile(error.description), location: nil)
    }
  }
}
