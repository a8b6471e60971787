import Foundation

/// Finds the `.protocell.json` that governs each template and reads each such file once.
///
/// The nearest file is looked up once per folder, and each file found is read once, however
/// many templates it governs.
struct ConfigurationLookup {
  /// The configuration file governing each folder seen, or `nil` for none.
  private var byFolder: [String: String?] = [:]
  /// The configuration file governing each template path seen, or `nil` for none.
  private var byTemplate: [String: String?] = [:]
  /// Each configuration file read, by path.
  private(set) var files: [String: ConfigurationFile] = [:]
  /// The paths of the files read, in the order they were first needed.
  private(set) var order: [String] = []

  /// The configuration governing the template at `templatePath`, read on first use.
  mutating func configuration(forTemplateAt templatePath: String) -> ConfigurationFile? {
    let found: String?
    if let cached = byTemplate[templatePath] {
      // Asked once per file for its limits, its bindings and each of its diagnostics: URL's
      // path arithmetic costs more than the rest of a lookup.
      found = cached
    } else {
      let folder = URL(fileURLWithPath: templatePath).standardizedFileURL
        .deletingLastPathComponent().path
      if let cached = byFolder[folder] {
        found = cached
      } else {
        found = ConfigurationFile.nearest(toTemplateAt: templatePath)
        byFolder[folder] = found
      }
      byTemplate[templatePath] = found
    }
    guard let found else { return nil }
    if let file = files[found] { return file }
    let file = ConfigurationFile(path: found)
    files[found] = file
    order.append(found)
    return file
  }

  /// The problems of every configuration file read, in the order they were read.
  var diagnostics: [Diagnostic] { order.flatMap { files[$0]?.diagnostics ?? [] } }
}
