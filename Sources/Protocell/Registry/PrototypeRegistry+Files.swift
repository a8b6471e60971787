import Foundation

extension PrototypeRegistry {
  /// Registers every prototype of a compiled pack file, or none if one clashes.
  ///
  /// The file is read and its checksum and index checked; prototypes are decoded when first
  /// used. No XML is parsed.
  ///
  /// - Parameters:
  ///   - path: The pack's path, as `protocell compile` wrote it.
  ///   - options: Limits for decoding the pack.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Throws: ``RegistryError/unreadableFile(path:reason:)``,
  ///   ``RegistryError/malformedArchive(_:source:)`` or
  ///   ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``.
  public func registerPack(
    atPath path: String, options: ArchiveDecodingOptions = ArchiveDecodingOptions(),
    replacing: Bool = false
  ) throws(RegistryError) {
    let bytes = try Self.contentsOfFile(atPath: path)
    let pack: PrototypePack
    do {
      pack = try PrototypePack(bytes: bytes, options: options)
    } catch {
      throw .malformedArchive(error, source: .pack(path: path, compiledFrom: nil))
    }
    try register(pack, path: path, replacing: replacing)
  }

  /// Parses, validates and registers every template file named and found under the folders
  /// named, or nothing if any template has an error or any identifier clashes.
  ///
  /// Validation is `protocell validate`'s, configuration files included: a template with
  /// errors is never registered.
  ///
  /// - Parameters:
  ///   - paths: Template files or folders (searched recursively for `*.xml`).
  ///   - checker: How templates are loaded and validated.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Returns: The warnings the templates gave.
  /// - Throws: ``RegistryError/invalidTemplates(_:)`` with every diagnostic if any is an error,
  ///   or ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``.
  @discardableResult
  public func registerTemplates(
    atPaths paths: [String], checker: TemplateChecker = TemplateChecker(), replacing: Bool = false
  ) throws(RegistryError) -> [Diagnostic] {
    let report = checker.check(paths: paths)
    guard !report.diagnostics.containsErrors else {
      throw .invalidTemplates(report.diagnostics)
    }
    try register(report.files.flatMap(\.cells), replacing: replacing)
    return report.diagnostics
  }

  /// The bytes of a file, read straight into an array (no intermediate `Data`).
  static func contentsOfFile(atPath path: String) throws(RegistryError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadableFile(path: path, reason: "not a regular file")
    }
    let size = Int(status.st_size)
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      while count < size, let base = buffer.baseAddress {
        let read = Foundation.read(descriptor, base + count, size - count)
        if read < 0, errno == EINTR { continue }
        guard read > 0 else {
          failure = read < 0 ? errno : EIO
          return
        }
        count += read
      }
    }
    guard failure == 0, bytes.count == size else {
      throw .unreadableFile(
        path: path, reason: String(cString: strerror(failure == 0 ? EIO : failure)))
    }
    return bytes
  }
}
