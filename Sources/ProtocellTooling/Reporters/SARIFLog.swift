/// The part of the SARIF 2.1.0 object model that ``SARIFReporter`` writes.
///
/// Property names are SARIF's; optional properties that are `nil` are left out.
struct SARIFLog: Encodable {
  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  /// The published schema the log conforms to.
  var schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  var version = "2.1.0"
  var runs: [Run]

  struct Run: Encodable {
    var tool: Tool
    var artifacts: [Artifact]
    var results: [Result]
    var columnKind: String
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [Rule]
  }

  /// A `reportingDescriptor`: a rule, with its descriptions, help and default level when the code
  /// has a ``RuleDescription``.
  struct Rule: Encodable {
    var id: String
    var shortDescription: MultiformatMessageString?
    var fullDescription: MultiformatMessageString?
    var help: MultiformatMessageString?
    var defaultConfiguration: ReportingConfiguration?
  }

  /// A `multiformatMessageString`, in plain text only.
  struct MultiformatMessageString: Encodable {
    var text: String
  }

  /// A `reportingConfiguration`: the level a rule's results have unless a result says otherwise.
  struct ReportingConfiguration: Encodable {
    var level: String
  }

  struct Artifact: Encodable {
    var location: ArtifactLocation
  }

  struct ArtifactLocation: Encodable {
    var uri: String
  }

  struct Message: Encodable {
    var text: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]?
    var relatedLocations: [Location]?
  }

  struct Location: Encodable {
    var id: Int?
    var physicalLocation: PhysicalLocation
    var message: Message?
  }

  /// A `physicalLocation`: a file, and the place in it unless the result is about the whole
  /// file (SARIF's §3.29.2: a location without a region means the whole artifact).
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
}
