import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and parses template files: single files, or directories searched recursively.
///
/// Files are parsed in parallel; results keep the order of the paths given (directory contents
/// sorted by path), so output is deterministic.
public struct TemplateLoader: Sendable {
  /// The parser used for each file.
  public var parser: TemplateParser
  /// The extensions (without the dot) of the files taken from directories. Files named
  /// explicitly are read whatever their extension.
  public var fileExtensions: Set<String>

  /// Creates a loader.
  public init(parser: TemplateParser = TemplateParser(), fileExtensions: Set<String> = ["xml"]) {
    self.parser = parser
    self.fileExtensions = fileExtensions
  }

  /// Parses one file.
  public func load(file path: String) -> TemplateLoadResult {
    load(paths: [path])
  }

  /// Parses every file named, and every template file under every directory named.
  public func load(paths: [String]) -> TemplateLoadResult {
    var diagnostics: [Diagnostic] = []
    let files = expand(paths, diagnostics: &diagnostics)
    let slots = Locked<[TemplateParser.Result?]>(Array(repeating: nil, count: files.count))
    let readDiagnostics = Locked<[Diagnostic?]>(Array(repeating: nil, count: files.count))
    let parser = self.parser
    // libxml2's documents are freed together when the store goes, after every file is read.
    let documents = XMLDocumentStore()
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      switch Self.read(files[index], limit: parser.limits.maximumFileSize) {
      case .success(let source):
        let parsed = parser.parse(source, freeingInto: documents)
        slots.withLock { $0[index] = parsed }
      case .failure(let failure):
        readDiagnostics.withLock { $0[index] = failure.diagnostic }
      }
    }
    let parsedFiles = slots.withLock { $0 }
    let readFailures = readDiagnostics.withLock { $0 }
    var result = TemplateLoadResult()
    for index in files.indices {
      if let diagnostic = readFailures[index] { diagnostics.append(diagnostic) }
      guard let parsed = parsedFiles[index] else { continue }
      result.files.append(parsed.file)
      result.sources[parsed.source.path] = parsed.source
      diagnostics += parsed.diagnostics
    }
    result.diagnostics = diagnostics
    return result
  }

  // MARK: - Files

  private func expand(_ paths: [String], diagnostics: inout [Diagnostic]) -> [String] {
    var files: [String] = []
    var seen: Set<String> = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(
          Diagnostic(
            code: .unreadableFile, message: "no such file or directory: '\(path)'", location: nil,
            fixIt: FixIt(message: "check the path")))
        continue
      }
      let found = isDirectory.boolValue ? templateFiles(under: path) : [path]
      if isDirectory.boolValue, found.isEmpty {
        diagnostics.append(
          Diagnostic(
            code: .unreadableFile, severity: .warning,
            message: "no template files (\(fileExtensions.sorted().map { "*." + $0 }.joined(separator: ", "))) under '\(path)'",
            location: nil))
      }
      for file in found where seen.insert(file).inserted { files.append(file) }
    }
    return files
  }

  private func templateFiles(under directory: String) -> [String] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      // Plain string operations: NSString's lastPathComponent and pathExtension bridge each
      // name into an NSString, which costs more than the rest of the walk.
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      if name.hasPrefix(".") || name == "node_modules" {
        enumerator.skipDescendants()
        continue
      }
      let extensionName = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? ""
      guard fileExtensions.contains(extensionName) else { continue }
      let full = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
        result.append(full)
      }
    }
    return result.sorted()
  }

  private static func read(_ path: String, limit: Int) -> Result<SourceFile, XMLParseFailure> {
    if let bytes = readRegularFile(path, limit: limit) { return .success(SourceFile(path: path, bytes: bytes)) }
    return readReportingFailure(path, limit: limit)
  }

  /// The bytes of a regular file of at most `limit` bytes, read with one `open`, `fstat` and
  /// `read`; `nil` for anything else (missing, unreadable, a directory, too large, changing),
  /// which ``readReportingFailure(_:limit:)`` then describes.
  private static func readRegularFile(_ path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let size = Int(status.st_size)
    guard size <= limit else { return nil }
    var complete = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        let result = systemRead(descriptor, base + count, buffer.count - count)
        if result < 0, errno == EINTR { continue }
        guard result > 0 else {
          complete = result == 0
          return
        }
        count += result
      }
    }
    // One byte more than fstat promised means the file grew while being read.
    guard complete, bytes.count == size else { return nil }
    return bytes
  }

  private static func readReportingFailure(_ path: String, limit: Int) -> Result<SourceFile, XMLParseFailure> {
    let manager = FileManager.default
    if let size = (try? manager.attributesOfItem(atPath: path))?[.size] as? NSNumber,
      size.intValue > limit
    {
      return .failure(
        XMLParseFailure(
          code: .fileTooLarge, message: "'\(path)' is \(size.intValue) bytes; the limit is \(limit)",
          location: nil, hint: "split the templates over several files, or raise the limit"))
    }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      return .success(SourceFile(path: path, bytes: Array(data)))
    } catch {
      var isDirectory: ObjCBool = false
      let reason =
        manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        ? "it is a directory"
        : manager.isReadableFile(atPath: path) ? error.localizedDescription : "permission denied"
      return .failure(
        XMLParseFailure(
          code: .unreadableFile, message: "cannot read '\(path)': \(reason)", location: nil,
          hint: nil))
    }
  }
}

/// `read(2)`, which `TemplateLoader.read` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// The files a loader parsed, their sources and what went wrong reading and parsing them.
public struct TemplateLoadResult: Sendable {
  /// The parsed files, in order.
  public var files: [TemplateFile] = []
  /// The source of each parsed file, by path, for diagnostic snippets.
  public var sources: [String: SourceFile] = [:]
  /// Read and parse diagnostics, in file order.
  public var diagnostics: [Diagnostic] = []

  /// Creates an empty result.
  public init() {}

  /// Whether a file could not be read at all (as opposed to read and found wanting).
  public var hasReadFailure: Bool {
    diagnostics.contains { $0.code == .unreadableFile && $0.isError }
  }
}
