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
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

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

  @Test func templatesWithErrorsRegisterNothing() throws {
    let directory = try folder([
      "good.xml":
        #"<templates><cell reuseIdentifier="good"><label id="a" text="x"/></cell></templates>"#,
      "bad.xml": #"<templates><cell reuseIdentifier="bad"><labl id="a"/></cell></templates>"#,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let registry = PrototypeRegistry()
    #expect {
      try registry.registerTemplates(atPaths: [directory.path])
    } throws: { error in
      guard case .invalidTemplates(let diagnostics) = error as? RegistryError else { return false }
      return diagnostics.contains {
        $0.code == .unknownElement && $0.location?.file.hasSuffix("bad.xml") == true
      }
    }
    #expect(registry.reuseIdentifiers.isEmpty)
  }

  /// Two required heights that cannot both hold: structurally fine, so only the layout check
  /// finds it; registration refuses it unless the check is switched off.
  @Test func unsatisfiableTemplatesAreNotRegistered() throws {
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
    guard case .invalidTemplates(let diagnostics)? = report.registryError else {
      Issue.record("expected invalid templates, got \(String(describing: report.registryError))")
      return
    }
    #expect(diagnostics.map(\.code) == [.unsatisfiableConstraints])
    #expect(registry.reuseIdentifiers.isEmpty)

    let unchecked = PrototypeLoader(checksLayout: false).load(
      paths: [directory.path], into: registry)
    #expect(unchecked.isSuccess)
    #expect(registry.reuseIdentifiers == ["clash"])
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
