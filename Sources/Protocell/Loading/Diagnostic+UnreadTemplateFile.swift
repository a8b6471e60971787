import ProtocellDiagnostics

extension Diagnostic {
  /// Whether the diagnostic says that a template file found could not be read: a named pipe, a
  /// file without read permission, one over the size limit.
  ///
  /// Such a file is left out as one that is no XML is, and the other files' prototypes are laid
  /// out (``PrototypeLoader/ErrorPolicy/recovering``, `compile --skip-invalid`). A path given
  /// that names nothing is the caller's mistake, not a file's, and a configuration file's
  /// problem is the project's: neither is one.
  package var isUnreadTemplateFile: Bool {
    guard let file = wholeFile, location == nil, isError,
      code == .unreadableFile || code == .fileTooLarge,
      messageID != DiagnosticMessage.noSuchFile("").id
    else { return false }
    return FilePathName.fileName(of: file) != ConfigurationFile.fileName
  }

  /// Whether the diagnostic is a read failure no recovering load goes past: a path given that
  /// names nothing, or a configuration file that cannot be read (not a template file found,
  /// ``isUnreadTemplateFile``).
  package var stopsTheLoad: Bool {
    code == .unreadableFile && isError && !isUnreadTemplateFile
  }
}
