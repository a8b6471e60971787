import Foundation
import ProtocellDiagnostics

/// A project's `.protocell.json`, found beside the templates or in a folder above them, as linters do.
///
/// ```json
/// {
///   "disabledRules": ["label-without-text"],
///   "warningsAsErrors": true,
///   "limits": { "maximumFileSize": 33554432, "maximumNestingDepth": 32 },
///   "bindings": { "PostCell": { "title": "postName", "content": "postText" } },
///   "snapshots": { "widths": [320, "iPhone 15"], "contentSizeCategories": ["large", "AX3"] },
///   "fonts": ["App/Resources/Fonts", "Vendor/Brand-Bold.otf"]
/// }
/// ```
///
/// `bindings` maps a project's row keys to the views of its cells (``ConfiguredBindings``);
/// `snapshots` is the trait matrix of `protocell snapshot` (``ConfiguredSnapshotTraits``);
/// `fonts` lists the font files the app bundles, or folders holding them, relative to the file
/// (``fontFiles``), which the layout commands register as `--font-file` does.
///
/// Codes that report unreadable input (`malformed-xml`, `not-utf8`, …) or an exceeded limit
/// cannot be disabled; a project raises the limit instead. `limits` takes the names of
/// ``TemplateLimits/Key`` with positive integers; limits it leaves out keep their defaults.
public struct ConfigurationFile: Sendable, Hashable {
  /// The file name looked for.
  public static let fileName = ".protocell.json"

  /// The largest configuration file read: 1 MiB.
  public static let maximumSize = 1 << 20

  /// Where the file was found.
  public var path: String
  /// The configuration it holds.
  public var configuration: ValidationConfiguration
  /// The limits the file sets, by name; the others keep the values they had.
  public var limits: [TemplateLimits.Key: Int]
  /// The row keys the file binds to views of its cells (`bindings`).
  public var bindings = ConfiguredBindings()
  /// The widths, Dynamic Type sizes, locales and directions `protocell snapshot` lays cells out
  /// at (`snapshots`).
  public var snapshotTraits = ConfiguredSnapshotTraits()
  /// The font files of `fonts`, as absolute paths: each file named, and the `.ttf`, `.otf` and
  /// `.ttc` files of each folder named (and its subfolders), sorted; entries that name neither
  /// are reported and left out.
  public var fontFiles: [String] = []
  /// The warnings for entries of `fonts` that name no font file or folder of fonts (also among
  /// ``diagnostics``), for a layout command to print: labels in those fonts are measured with
  /// stand-ins.
  public var missingFonts: [Diagnostic] = []
  /// Problems with the file itself (unknown rule codes or limits, invalid values, malformed JSON).
  public var diagnostics: [Diagnostic]

  private struct Contents: Decodable {
    var disabledRules: [String]?
    var warningsAsErrors: Bool?
    var limits: [String: LimitValue]?
    var bindings: [String: [String: String]]?
    var snapshots: ConfiguredSnapshotTraits.Value?
    var fonts: [String]?
  }

  /// A value in `limits`: an integer, or what was written instead.
  private enum LimitValue: Decodable {
    case integer(Int)
    case other(String)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let value = try? container.decode(Int.self) {
        self = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self = .other("\(value)")
      } else if let value = try? container.decode(String.self) {
        self = .other("\"\(value)\"")
      } else if let value = try? container.decode(Bool.self) {
        self = .other("\(value)")
      } else {
        self = .other(container.decodeNil() ? "null" : "a list or an object")
      }
    }
  }

  /// Reads a configuration file.
  public init(path: String) {
    self.path = path
    self.diagnostics = []
    self.configuration = ValidationConfiguration()
    self.limits = [:]
    let location = SourceLocation(file: path, line: 1, column: 1)
    // Read like a template: a named pipe or a device is refused unopened.
    let source: SourceFile
    switch TemplateLoader.readFile(atPath: path, limit: Self.maximumSize) {
    case .success(let read): source = read
    case .failure(let failure):
      diagnostics.append(TemplateLoader.diagnostic(for: failure))
      return
    }
    let data = Data(source.bytes)
    let contents: Contents
    do {
      // Foundation's decoder takes what JSON does not (a trailing comma): the strict reader the
      // rows use checks the text first, and its error is located.
      _ = try RowValue(parsingJSONUTF8: source.bytes)
      contents = try JSONDecoder().decode(Contents.self, from: data)
    } catch {
      diagnostics.append(Self.diagnostic(for: error, in: source))
      return
    }
    let keys = ["bindings", "disabledRules", "fonts", "limits", "snapshots", "warningsAsErrors"]
    if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
      for key in object.keys.sorted() where !keys.contains(key) {
        let keyLocation = Self.location(ofKey: key, in: source)
        diagnostics.append(
          Diagnostic(
            .unknownConfigurationKey(key), at: keyLocation,
            fixIts: Suggestions.fixIts(
              for: key, in: keys, at: keyLocation.advanced(byColumns: 1),
              otherwise: "the keys are \(keys.joined(separator: ", "))")))
      }
    }
    let known = DiagnosticCode.all.map(\.rawValue)
    // Each entry is found as its quoted text after the key, as fonts' entries are: the decoder
    // keeps no positions.
    let rulesOffset = Self.offset(ofString: "disabledRules", in: source)
    for rule in contents.disabledRules ?? [] {
      let found = Self.offset(ofString: rule, in: source, from: rulesOffset).map(
        source.location(ofByteOffset:))
      let ruleLocation = found ?? location
      if !known.contains(rule) {
        diagnostics.append(
          Diagnostic(
            .unknownRule(rule), at: ruleLocation,
            fixIts: Suggestions.fixIts(
              for: rule, in: known, at: found?.advanced(byColumns: 1))))
      } else if DiagnosticCode(rawValue: rule) == .limitExceeded {
        diagnostics.append(
          Diagnostic(.limitRuleDisabled(rule), at: ruleLocation))
      } else if DiagnosticCode(rawValue: rule) == .noTemplateFiles {
        diagnostics.append(Diagnostic(.pathRuleDisabled(rule), at: ruleLocation))
      } else if DiagnosticCode(rawValue: rule).isAlwaysReported {
        diagnostics.append(
          Diagnostic(.alwaysReportedRuleDisabled(rule), at: ruleLocation))
      }
      configuration.disabledCodes.insert(DiagnosticCode(rawValue: rule))
    }
    configuration.warningsAsErrors = contents.warningsAsErrors ?? false
    readLimits(contents.limits ?? [:], source: source)
    bindings = ConfiguredBindings(contents.bindings ?? [:], source: source)
    snapshotTraits = ConfiguredSnapshotTraits(contents.snapshots)
    readFonts(contents.fonts ?? [], source: source)
  }

  /// Takes the valid entries of `limits`, reporting unknown names and values out of range.
  private mutating func readLimits(_ values: [String: LimitValue], source: SourceFile) {
    let names = TemplateLimits.Key.allCases.map(\.rawValue)
    for name in values.keys.sorted() {
      let location = Self.location(ofKey: name, in: source)
      guard let key = TemplateLimits.Key(rawValue: name) else {
        diagnostics.append(
          Diagnostic(
            .unknownLimit(name), at: location,
            fixIts: Suggestions.fixIts(
              for: name, in: names, at: location.advanced(byColumns: 1),
              otherwise: "the limits are \(names.joined(separator: ", "))")))
        continue
      }
      switch values[name] {
      case .integer(let value) where key.validRange.contains(value):
        limits[key] = value
      case .integer(let value):
        diagnostics.append(invalidLimit(key, written: "\(value)", at: location))
      case .other(let written):
        diagnostics.append(invalidLimit(key, written: written, at: location))
      case nil:
        break
      }
    }
  }

  private func invalidLimit(_ key: TemplateLimits.Key, written: String, at location: SourceLocation)
    -> Diagnostic
  {
    let range = key.validRange
    let allowed =
      range.upperBound == Int.max
      ? "a whole number of at least \(range.lowerBound)"
      : "a whole number in \(range.lowerBound)...\(range.upperBound)"
    return Diagnostic(
      .invalidLimit(key.rawValue, allowed: allowed, written: written), at: location,
      fixIts: [FixIt(message: "the default is \(TemplateLimits.default[key])")])
  }

  /// Where `"key"` first appears in the file, or its start.
  static func location(ofKey key: String, in source: SourceFile) -> SourceLocation {
    guard let offset = offset(ofString: key, in: source) else {
      return SourceLocation(file: source.path, line: 1, column: 1)
    }
    return source.location(ofByteOffset: offset)
  }

  /// The byte offset of the first `"text"` (quoted, as JSON writes a string without escapes)
  /// at or after `start`, if any.
  static func offset(ofString text: String, in source: SourceFile, from start: Int? = 0) -> Int? {
    let quoted = Array("\"\(text)\"".utf8)
    let bytes = source.bytes
    guard let start, start + quoted.count <= bytes.count else { return nil }
    return (start...(bytes.count - quoted.count)).first {
      bytes[$0..<$0 + quoted.count].elementsEqual(quoted)
    }
  }

  /// The nearest configuration file for a command's input: a template file's, as
  /// ``nearest(toTemplateAt:)`` finds it, or a folder's own (in it, or the closest folder above).
  ///
  /// - Parameter path: A template file or a folder of them.
  /// - Returns: The configuration file's path, if there is one.
  public static func nearest(toInputAt path: String) -> String? {
    var isFolder: ObjCBool = false
    let isDirectory =
      FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    return nearest(toTemplateAt: isDirectory ? path + "/_" : path)
  }

  /// The nearest configuration file to each of several inputs, as ``nearest(toInputAt:)``
  /// finds it, searching once per folder (a corpus's files mostly share a few).
  public static func nearest(toInputsAt paths: [String]) -> [String?] {
    var search = NearestSearch()
    return paths.map { path in
      var isFolder: ObjCBool = false
      let isDirectory =
        FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
      return isDirectory ? nearest(toInputAt: path) : search.nearest(toTemplateAt: path)
    }
  }

  /// ``nearest(toTemplateAt:)`` searched once per folder.
  struct NearestSearch {
    private var byFolder: [String: String?] = [:]

    /// The nearest configuration file for a template, its folder's search done once.
    mutating func nearest(toTemplateAt templatePath: String) -> String? {
      // The folder as written is the key: URL's path arithmetic costs more than the rest of a
      // lookup, and two spellings of one folder only cost one more search.
      let folder = templatePath.lastIndex(of: "/").map { String(templatePath[..<$0]) } ?? "."
      if let cached = byFolder[folder] { return cached }
      let found = ConfigurationFile.nearest(toTemplateAt: templatePath)
      byFolder[folder] = found
      return found
    }
  }

  /// The nearest configuration file for a template: in its folder or the closest folder above.
  ///
  /// A file inside the working directory is named relative to it (`App/.protocell.json`), as
  /// messages name templates given so, whatever spelling of the template found it (so that two
  /// spellings find one file); one outside it by its absolute path.
  public static func nearest(toTemplateAt templatePath: String) -> String? {
    var directory = URL(fileURLWithPath: templatePath).standardizedFileURL
      .deletingLastPathComponent()
    let workingDirectory = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath
    ).standardizedFileURL.path
    while true {
      let candidate = directory.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) {
        if candidate.hasPrefix(workingDirectory + "/") {
          return String(candidate.dropFirst(workingDirectory.count + 1))
        }
        return candidate
      }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { return nil }
      directory = parent
    }
  }
}
