import Foundation
import ProtocellDiagnostics
import ProtocellTemplates
import Testing

@testable import ProtocellTooling

/// `Schema/protocell-templates.xsd` is what the parser's tables generate, and `xmllint --schema`
/// accepts and rejects the same fixtures as the parser.
struct TemplateSchemaXMLSchemaTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let schema = packageRoot.appendingPathComponent("Schema/protocell-templates.xsd")
  static let fixtures = packageRoot.appendingPathComponent(
    "Tests/ProtocellTemplatesTests/Fixtures")

  /// Templates that `protocell validate` accepts, relative to the package root.
  static let validTemplates = [
    "Templates/Chat.xml", "Templates/Feed.xml", "Templates/Settings.xml",
    "Tests/ProtocellToolingTests/Fixtures/Reporters/Clean.xml",
    "Tests/ProtocellTemplatesTests/Fixtures/Schema/SchemaLocation.xml",
  ]

  /// Templates that `protocell validate` rejects for an unknown name, and the code it gives.
  static let unknownNameTemplates: [(path: String, code: DiagnosticCode)] = [
    ("Tests/ProtocellTemplatesTests/Fixtures/Schema/UnknownElement.xml", .unknownElement),
    ("Tests/ProtocellTemplatesTests/Fixtures/Schema/UnknownAttribute.xml", .unknownAttribute),
  ]

  @Test func committedSchemaIsWhatTheTablesGenerate() throws {
    let generated = TemplateSchema.xmlSchemaDocument
    if ProcessInfo.processInfo.environment["PROTOCELL_UPDATE_GOLDENS"] != nil {
      try generated.write(to: Self.schema, atomically: false, encoding: .utf8)
    }
    let committed = try String(contentsOf: Self.schema, encoding: .utf8)
    #expect(committed == generated, "run PROTOCELL_UPDATE_GOLDENS=1 swift test to regenerate")
  }

  @Test func everyAttributeHasATypeAndEveryTypeAnAttribute() {
    let named = Set(TemplateSchema.attributes.values.joined().filter { !$0.hasPrefix("xsi:") })
    #expect(named.subtracting(TemplateSchema.valueTypes.keys).sorted() == [])
    #expect(Set(TemplateSchema.valueTypes.keys).subtracting(named).sorted() == [])
  }

  @Test(arguments: validTemplates)
  func xmllintAndTheParserAcceptAValidTemplate(path: String) throws {
    let (status, output) = try Self.xmllint(path)
    #expect(status == 0, "\(output)")
    #expect(try Self.diagnostics(path).filter(\.isError).map(\.description) == [])
  }

  @Test(arguments: unknownNameTemplates)
  func xmllintAndTheParserRejectAnUnknownName(path: String, code: DiagnosticCode) throws {
    let (status, output) = try Self.xmllint(path)
    #expect(status != 0)
    #expect(output.contains("fails to validate"))
    #expect(try Self.diagnostics(path).map(\.code) == [code])
  }

  @Test func schemaInstanceAttributesReadAsXSIWhateverTheirPrefix() {
    let text = """
      <templates version="1" xmlns:s="http://www.w3.org/2001/XMLSchema-instance"
        s:noNamespaceSchemaLocation="protocell-templates.xsd"/>
      """
    #expect(TemplateParser().parse(text: text, path: "T.xml").diagnostics == [])
    let other = """
      <templates xmlns:s="urn:other" s:noNamespaceSchemaLocation="protocell-templates.xsd"/>
      """
    #expect(
      TemplateParser().parse(text: other, path: "T.xml").diagnostics.map(\.code)
        == [.unknownAttribute])
  }

  /// Runs `xmllint --schema` on a template; returns its status and everything it printed.
  static func xmllint(_ path: String) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xmllint", "--noout", "--nonet", "--schema", schema.path, path]
    process.currentDirectoryURL = packageRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// What the parser and the structural validator say about a template.
  static func diagnostics(_ path: String) throws -> [Diagnostic] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    let result = TemplateParser().parse(text: text, path: path)
    return result.diagnostics + TemplateValidator().validate([result.file])
  }
}
