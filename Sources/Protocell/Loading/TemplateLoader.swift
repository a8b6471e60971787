import Foundation
import ProtocellDiagnostics
import _ProtocellConcurrency

/// Reads and parses template files: single files, or directories searched recursively.
///
/// Files are parsed in parallel; results keep the order of the paths given (directory contents
/// sorted by path), so output is deterministic.
public struct TemplateLoader: Sendable {
  /// The parser used for each file.
  public var parser: TemplateParser
  /// The extensions (without the dot) of the files taken from directories.
  ///
  /// They are those of templates and of Interface Builder documents. Files named explicitly are
  /// read whatever their extension.
  public var fileExtensions: Set<String>

  /// The extensions of template files (Protocell templates and Interface Builder documents):
  /// what a folder is searched for, and what tells a template from a compiled pack.
  public static let templateExtensions: Set<String> = ["xml", "xib", "storyboard"]

  /// Creates a loader.
  public init(
    parser: TemplateParser = TemplateParser(), fileExtensions: Set<String> = templateExtensions
  ) {
    self.parser = parser
    self.fileExtensions = fileExtensions
  }

  /// Parses one file.
  ///
  /// The path must name a regular file: a directory, a named pipe, a device or a socket is
  /// reported as `unreadable-file` without being opened (use ``load(paths:)`` to search a
  /// directory).
  public func load(file path: String) -> TemplateLoadResult {
    load(files: [path], limits: [parser.limits])
  }

  /// Parses every file named, and every template file under every directory named.
  public func load(paths: [String]) -> TemplateLoadResult {
    load(paths: paths) { _ in parser.limits }
  }

  /// Parses every file named and every template file under every directory named, each with
  /// the limits `limitsForFile` gives for its path (called once per file, in order, before any
  /// is read).
  func load(paths: [String], limitsForFile: (String) -> TemplateLimits) -> TemplateLoadResult {
    var diagnostics: [Diagnostic] = []
    var searched: Set<String> = []
    let files = expand(paths, searched: &searched, diagnostics: &diagnostics)
    var result = load(files: files, limits: files.map(limitsForFile), searched: searched)
    result.diagnostics = diagnostics + result.diagnostics
    return result
  }

  /// Reads and parses `files` in parallel, file `i` with `limits[i]`.
  ///
  /// A `*.xml` file found by searching a folder (`searched`) whose root is another format's
  /// (``TemplateParser/Result/foreignRoot``: an app's `AndroidManifest.xml`, a `strings.xml`)
  /// is left out with a note: a folder of an app holds such files beside its templates. Named
  /// on its own, it is an error, as any file given that is no template; so is a `.xib` or
  /// `.storyboard` whatever its root.
  private func load(
    files: [String], limits: [TemplateLimits], searched: Set<String> = []
  ) -> TemplateLoadResult {
    var diagnostics: [Diagnostic] = []
    let parser = self.parser
    // The largest files first, so that no core is left reading a big one alone at the end.
    let read = concurrentMap(
      files.count, largestFirst: files.map { FileReader.size(ofFile: $0) ?? 0 }
    ) { index -> (parsed: TemplateParser.Result?, failure: Diagnostic?) in
      var parser = parser
      parser.limits = limits[index]
      switch Self.readFile(atPath: files[index], limit: parser.limits.maximumFileSize) {
      case .success(let source): return (parser.parse(source), nil)
      case .failure(let failure): return (nil, Self.diagnostic(for: failure))
      }
    }
    var result = TemplateLoadResult()
    for (parsed, failure) in read {
      if let failure { diagnostics.append(failure) }
      guard let parsed else { continue }
      if let root = parsed.foreignRoot, searched.contains(parsed.source.path),
        FilePathName.pathExtension(of: parsed.source.path) == "xml"
      {
        diagnostics.append(
          Diagnostic(
            .skippedFile(parsed.source.path, root: root), aboutWholeFile: parsed.source.path))
        continue
      }
      result.files.append(parsed.file)
      result.sources[parsed.source.path] = parsed.source
      diagnostics += parsed.diagnostics
    }
    result.files.qualifyInterfaceBuilderIdentifiersSharedAcrossFiles()
    result.diagnostics = diagnostics
    return result
  }

  // MARK: - Files

  /// The files `paths` name: each file, and the template files under each folder (those into
  /// `searched` too, unless also named on their own); a file named again, by the same path or
  /// another (``FileIdentity``), is read once, under its first name, or its own where the first
  /// was a link to it.
  private func expand(
    _ paths: [String], searched: inout Set<String>, diagnostics: inout [Diagnostic]
  ) -> [String] {
    var files: [String] = []
    var seen: Set<String> = []
    var identities: [FileIdentity: Int] = [:]
    var named: Set<String> = []
    defer { searched.subtract(named) }
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(
          Diagnostic(.noSuchFile(path), aboutWholeFile: path))
        continue
      }
      let found = isDirectory.boolValue ? templateFiles(under: path) : [path]
      if isDirectory.boolValue, found.isEmpty {
        diagnostics.append(
          Diagnostic(
            .noTemplateFiles(under: path, extensions: fileExtensions.sorted()), at: nil))
      }
      if isDirectory.boolValue { searched.formUnion(found) } else { named.insert(path) }
      for file in found where seen.insert(file).inserted {
        guard let identity = FileIdentity(path: file) else {
          files.append(file)
          continue
        }
        guard let first = identities[identity] else {
          identities[identity] = files.count
          files.append(file)
          continue
        }
        // The file's own name rather than a link's, when both are met.
        if FileIdentity.isLink(files[first]), !FileIdentity.isLink(file) { files[first] = file }
      }
    }
    return files
  }
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
