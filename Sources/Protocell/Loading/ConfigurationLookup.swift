import Foundation
import ProtocellDiagnostics

/// Finds the `.protocell.json` that governs each template and reads each such file once.
///
/// The nearest file is looked up once per folder, and each file found is read once, however
/// many templates it governs.
struct ConfigurationLookup {
  /// The configuration file governing each folder seen, searched once per folder.
  private var search = ConfigurationFile.NearestSearch()
  /// Each configuration file read, by path.
  private(set) var files: [String: ConfigurationFile] = [:]
  /// The paths of the files read, in the order they were first needed.
  private(set) var order: [String] = []

  /// The configuration governing the template at `templatePath`, read on first use.
  mutating func configuration(forTemplateAt templatePath: String) -> ConfigurationFile? {
    guard let found = search.nearest(toTemplateAt: templatePath) else { return nil }
    if let file = files[found] { return file }
    let file = ConfigurationFile(path: found)
    files[found] = file
    order.append(found)
    return file
  }

  /// The problems of every configuration file read, in the order they were read.
  var diagnostics: [Diagnostic] { order.flatMap { files[$0]?.diagnostics ?? [] } }
}
