import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// "Load, check, register": templates and packs from disk, checked as `protocell validate`
/// checks them before anything is registered.
struct PrototypeLoaderTests {
  private static let templates = CommandRunner.packageRoot + "/Templates"

  /// A fresh folder holding `files` (name and text), removed by the caller.
  private func folder(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("loader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    return directory
  }

  /// A good template and one with an unknown element.
  private static let goodAndBad = [
    "good.xml":
      #"<templates><cell reuseIdentifier="good"><label id="a" text="x"/></cell></templates>"#,
    "bad.xml": #"<templates><cell reuseIdentifier="bad"><labl id="a"/></cell></templates>"#,
  ]

  @Test func bundledTemplatesRegisterAndDequeue() throws {
    let registry = PrototypeRegistry()
    let report = try registry.registerTemplates(atPaths: [Self.templates])
    #expect(!report.diagnostics.containsErrors)
    #expect(report.maximumLayoutWork == TemplateLimits.default.maximumLayoutWork)
    let loaded = TemplateLoader().load(paths: [Self.templates])
    let cells = loaded.files.flatMap(\.cells)
    #expect(registry.reuseIdentifiers == cells.map(\.reuseIdentifier).sorted())
    for cell in cells {
      #expect(try registry.prototype(forReuseIdentifier: cell.reuseIdentifier) == cell)
      #expect(
        try registry.dequeueCell(forReuseIdentifier: cell.reuseIdentifier).model
          == cell.strippingSourceLocations())
    }
  }

  /// `check(paths:)` finds what a load finds, the layout check included, and registers
  /// nothing; paths with no template give no check.
  @Test func checkingFindsWhatALoadFindsWithoutRegistering() throws {
    let directory = try folder(Self.goodAndBad)
    defer { try? FileManager.default.removeItem(at: directory) }
    let loader = PrototypeLoader()
    let checked = try #require(loader.check(paths: [directory.path]))
    let registry = PrototypeRegistry()
    let loaded = loader.load(paths: [directory.path], into: registry)
    #expect(checked.diagnostics == loaded.diagnostics)
    #expect(checked.diagnostics.map(\.code).contains(.unknownElement))
    // The label without constraints: the layout check's finding, as the load's.
    #expect(checked.diagnostics.map(\.code).contains(.ambiguousLayout))
    #expect(registry.reuseIdentifiers == ["good"])
    #expect(loader.check(paths: []) == nil)
  }

  /// Strict loading (what `protocell compile` does before it writes a pack) registers nothing
  /// when any template has an error.
  @Test func strictLoadingRegistersNothingWhenATemplateHasAnError() throws {
    let directory = try folder(Self.goodAndBad)
    defer { try? FileManager.default.removeItem(at: directory) }
    let registry = PrototypeRegistry()
    #expect {
      try registry.registerTemplates(
        atPaths: [directory.path], loader: PrototypeLoader(errorPolicy: .strict))
    } throws: { error in
      guard case .invalidTemplates(let diagnostics) = error as? RegistryError else { return false }
      return diagnostics.contains {
        $0.code == .unknownElement && $0.location?.file.hasSuffix("bad.xml") == true
      }
    }
    #expect(registry.reuseIdentifiers.isEmpty)
  }

  /// By default an error in one prototype's own structure leaves out that prototype only: the
  /// other file's prototype, and the other prototype of the same file, are registered.
  @Test func anErrorInOnePrototypeLeavesOutThatPrototypeOnly() throws {
    let directory = try folder([
      "good.xml":
        #"<templates><cell reuseIdentifier="good"><label id="a" text="x"/></cell></templates>"#,
      "mixed.xml": """
      <templates>
        <cell reuseIdentifier="fine"><label id="a" text="x"/></cell>
        <cell reuseIdentifier="bad"><labl id="a"/></cell>
        <cell reuseIdentifier="alsoFine"><label id="b" text="y"/></cell>
      </templates>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let registry = PrototypeRegistry()
    let report = try registry.registerTemplates(
      atPaths: [directory.path], loader: PrototypeLoader(measurer: FixedAdvanceMeasurer()))
    #expect(registry.reuseIdentifiers == ["alsoFine", "fine", "good"])
    #expect(report.skipped.map(\.reuseIdentifier) == ["bad"])
    #expect(report.skipped.first?.errors.map(\.code) == [.unknownElement])
    #expect(report.skipped.first?.errors.first?.location?.line == 3)
    #expect(report.diagnostics.containsErrors)
  }

  /// Two required heights that cannot both hold.
  ///
  /// The template is structurally fine, so only the layout check finds it. UIKit breaks one and lays the cell out, so the prototype is registered and the
  /// error is in the report; strict loading refuses it.
  @Test func unsatisfiableTemplatesAreRegisteredWithTheirError() throws {
    let text = """
      <templates><cell reuseIdentifier="clash">
        <view id="box"/>
        <constraints>
          <constraint>box.top == margins.top</constraint>
          <constraint>box.leading == margins.leading</constraint>
          <constraint>box.trailing == margins.trailing</constraint>
          <constraint>box.bottom == margins.bottom</constraint>
          <constraint>box.height == 10</constraint>
          <constraint>box.height == 20</constraint>
        </constraints>
      </cell></templates>
      """
    let directory = try folder(["clash.xml": text])
    defer { try? FileManager.default.removeItem(at: directory) }
    let registry = PrototypeRegistry()
    let report = PrototypeLoader(measurer: FixedAdvanceMeasurer()).load(
      paths: [directory.path], into: registry)
    #expect(report.isSuccess)
    #expect(report.skipped.isEmpty)
    #expect(report.diagnostics.filter(\.isError).map(\.code) == [.unsatisfiableConstraints])
    #expect(registry.reuseIdentifiers == ["clash"])

    let strictRegistry = PrototypeRegistry()
    let strict = PrototypeLoader(measurer: FixedAdvanceMeasurer(), errorPolicy: .strict).load(
      paths: [directory.path], into: strictRegistry)
    guard case .invalidTemplates(let diagnostics)? = strict.registryError else {
      Issue.record("expected invalid templates, got \(String(describing: strict.registryError))")
      return
    }
    #expect(diagnostics.map(\.code) == [.unsatisfiableConstraints])
    #expect(strictRegistry.reuseIdentifiers.isEmpty)
  }

  /// Two files declaring one reuse identifier: the first is registered, the second left out
  /// with the duplicate's error, and neither stops the rest.
  @Test func aDuplicateIdentifierLeavesOutTheSecondOnly() throws {
    let directory = try folder([
      "a.xml":
        #"<templates><cell reuseIdentifier="post"><label id="a" text="x"/></cell></templates>"#,
      "b.xml": """
      <templates><cell reuseIdentifier="post"><label id="a" text="y"/></cell>
      <cell reuseIdentifier="other"><label id="a" text="z"/></cell></templates>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let registry = PrototypeRegistry()
    let report = PrototypeLoader(checksLayout: false).load(paths: [directory.path], into: registry)
    #expect(registry.reuseIdentifiers == ["other", "post"])
    #expect(report.skipped.map(\.reuseIdentifier) == ["post"])
    #expect(report.skipped.first?.errors.map(\.code) == [.duplicateReuseIdentifier])
    #expect(report.skipped.first?.errors.first?.location?.file.hasSuffix("b.xml") == true)
  }

  /// A pack and a template folder load together; a clash between them registers neither.
  @Test func packsAndTemplatesLoadTogether() throws {
    let post =
      #"<templates><cell reuseIdentifier="post"><label id="a" text="x"/></cell></templates>"#
    let directory = try folder(["post.xml": post])
    defer { try? FileManager.default.removeItem(at: directory) }
    let packPath = directory.appendingPathComponent("app.pcpack").path
    let pack = try ArchiveEncoder().encodePack([SamplePrototypes.post()])
    try Data(pack).write(to: URL(fileURLWithPath: packPath))

    let registry = PrototypeRegistry()
    let report = PrototypeLoader(checksLayout: false).load(
      paths: [directory.appendingPathComponent("post.xml").path, packPath], into: registry)
    #expect(report.isSuccess)
    #expect(registry.reuseIdentifiers == ["post", "text-post"])

    let again = PrototypeLoader(checksLayout: false).load(paths: [packPath], into: registry)
    guard case .duplicateReuseIdentifier("text-post", _, _)? = again.registryError else {
      Issue.record("expected a duplicate, got \(String(describing: again.registryError))")
      return
    }
    #expect(registry.reuseIdentifiers == ["post", "text-post"])
  }
}
