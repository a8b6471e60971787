import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a load does with paths that cannot be loaded, and the calculator that measures as the
/// load's check did.
struct PrototypeLoaderInputTests {
  /// A fresh folder holding `files` (name and text), removed by the caller.
  private func folder(_ files: [String: String]) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("loader-input-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
    }
    return directory
  }

  /// A path that names nothing is the input's error: thrown, with the working directory a
  /// relative path was looked up from, and nothing registered (`protocell` exits 2 for it).
  @Test func aMissingPathIsThrownAndRegistersNothing() throws {
    let directory = try folder([
      "good.xml":
        #"<templates><cell reuseIdentifier="good"><label id="a" text="x"/></cell></templates>"#
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let registry = PrototypeRegistry()
    #expect(
      throws: RegistryError.unreadableFile(
        path: "/no/such/folder", reason: "no such file or directory")
    ) {
      try registry.registerTemplates(atPaths: [directory, "/no/such/folder"])
    }
    #expect(registry.reuseIdentifiers.isEmpty)
    let relative = PrototypeLoader().load(paths: ["NoSuchTemplates"], into: registry)
    let working = FileManager.default.currentDirectoryPath
    #expect(
      relative.registryError
        == .unreadableFile(
          path: "NoSuchTemplates",
          reason: "no such file or directory (a relative path is looked up from the working "
            + "directory, '\(working)')"))
    #expect(!relative.isSuccess)
    // The check's own diagnostic says it too, for the command line.
    #expect(relative.diagnostics.map(\.code) == [.unreadableFile])
  }

  /// A template file found that cannot be read is left out when recovering, the others kept.
  ///
  /// A named pipe is left out as a file that is no XML is: the folder's other files are
  /// registered, and the pipe's error is in the report. Strict loading registers nothing.
  @Test func anUnreadableTemplateFileLeavesTheOthersRegistered() throws {
    let directory = try folder([
      "good.xml":
        #"<templates><cell reuseIdentifier="good"><label id="a" text="x"/></cell></templates>"#
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try #require(mkfifo(directory + "/pipe.xml", 0o644) == 0)
    let registry = PrototypeRegistry()
    let report = PrototypeLoader().load(paths: [directory], into: registry)
    #expect(report.registryError == nil)
    #expect(registry.reuseIdentifiers == ["good"])
    // The good cell's own layout findings (it has no constraints) are the layout check's.
    let readFailures = report.diagnostics.filter { $0.code == .unreadableFile }
    #expect(
      readFailures.map(\.message) == ["cannot read '\(directory)/pipe.xml': it is a named pipe"])
    #expect(readFailures.map(\.file) == [directory + "/pipe.xml"])
    let strictRegistry = PrototypeRegistry()
    let strict = PrototypeLoader(errorPolicy: .strict).load(
      paths: [directory], into: strictRegistry)
    guard case .invalidTemplates(let errors)? = strict.registryError else {
      Issue.record("expected invalid templates, got \(String(describing: strict.registryError))")
      return
    }
    #expect(errors.map(\.code) == [.unreadableFile])
    #expect(strictRegistry.reuseIdentifiers.isEmpty)
  }

  /// A file named without a template extension is read as a pack; one that is none says so.
  @Test func aFileThatIsNeitherTemplateNorPackIsThrownAsSuch() throws {
    let directory = try folder(["notes.txt": "# Notes\n"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/notes.txt"
    #expect(
      throws: RegistryError.unreadableFile(
        path: path,
        reason: "it is neither a template or Interface Builder file (.storyboard, .xib, .xml) "
          + "nor a compiled pack (not a Protocell archive (magic 0x23 0x20 0x4E 0x6F))")
    ) {
      try PrototypeRegistry().registerTemplates(atPaths: [path])
    }
  }

  /// Rows given as a path, JSON Lines or an array (white space first), are told to go to
  /// `--data`, not described by their first bytes.
  @Test func jsonRowsGivenAsTemplatesAreToldToGoToData() throws {
    let directory = try folder(["rows.jsonl": "{\"id\":1}\n", "rows.json": "\n  [{\"id\":1}]\n"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for name in ["rows.jsonl", "rows.json"] {
      let path = directory + "/" + name
      #expect(
        throws: RegistryError.unreadableFile(
          path: path,
          reason: "it is neither a template or Interface Builder file (.storyboard, .xib, "
            + ".xml) nor a compiled pack: it starts as JSON does; rows of data are given with "
            + "--data")
      ) {
        try PrototypeRegistry().registerTemplates(atPaths: [path])
      }
    }
  }

  /// A 3× document's cell is rounded on its own device's pixel by the report's calculator.
  ///
  /// `protocell measure` rounds it so too, and so does the calculator made from the registry
  /// alone (the cell's design scale), unless given scales of its own. A 20.2-point view
  /// between the content view's edges: 20.333 at 3×, 20.5 at 2×. The report's measurer is the
  /// one the check laid the cell out with.
  @Test func theReportsCalculatorMeasuresAsTheCheckDid() throws {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <objects>
      \(InterfaceBuilderText.tableCell(
        subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="375" height="20.333333333333332"/></view>"#,
        constraints: """
          <constraint firstItem="v" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" id="k1"/>
          <constraint firstItem="v" firstAttribute="bottom" secondItem="c1-cv" secondAttribute="bottom" id="k2"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" id="k3"/>
          <constraint firstItem="v" firstAttribute="trailing" secondItem="c1-cv" secondAttribute="trailing" id="k4"/>
          <constraint firstItem="v" firstAttribute="height" constant="20.2" id="k5"/>
          """, height: 20.333333333333332, contentHeight: 20.333333333333332))
          </objects>
      </document>
      """
    let directory = try folder(["Cell.xib": document])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let registry = PrototypeRegistry()
    let report = try registry.registerTemplates(atPaths: [directory + "/Cell.xib"])
    #expect(!report.diagnostics.containsErrors)
    let measurer = try #require(report.measurer as? FontTextMeasurer)
    let calculator = try HeightCalculator(registry: registry, report: report)
    #expect(calculator.measurer as? FontTextMeasurer === measurer)
    #expect(calculator.scales == ["Cell": 3])
    #expect(try calculator.height(forReuseIdentifier: "Cell", width: 375) == 61 / 3)
    let plain = try HeightCalculator(registry: registry, measurer: try FontTextMeasurer())
    #expect(try plain.height(forReuseIdentifier: "Cell", width: 375) == 61 / 3)
    let atTwo = try HeightCalculator(
      registry: registry, measurer: try FontTextMeasurer(), scales: [:])
    #expect(try atTwo.height(forReuseIdentifier: "Cell", width: 375) == 20.5)
  }

  /// A prototype left out for its errors is asked for by its identifier: the error says why,
  /// where, and what to do, not that no such prototype exists; registering one forgets it.
  @Test func aPrototypeLeftOutSaysWhy() throws {
    let directory = try folder([
      "t.xml": """
      <templates>
        <cell reuseIdentifier="bad"><labl id="a"/></cell>
      </templates>
      """
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let registry = PrototypeRegistry()
    let report = try registry.registerTemplates(
      atPaths: [directory + "/t.xml"], loader: PrototypeLoader(checksLayout: false))
    #expect(report.skipped.map(\.reuseIdentifier) == ["bad"])
    do {
      _ = try registry.dequeueCell(forReuseIdentifier: "bad")
      Issue.record("expected an error")
    } catch {
      guard case .leftOut("bad", let errors) = error else {
        Issue.record("expected leftOut, got \(error)")
        return
      }
      #expect(errors.map(\.code) == [.unknownElement])
      #expect(
        error.description.hasPrefix(
          "no prototype has reuse identifier 'bad': it was left out for its error: "
            + directory + "/t.xml:2:31: error: unknown element <labl>"))
      #expect(error.description.hasSuffix("; fix it and register the templates again"))
    }
    // A calculator made from the registry says the same (a library review: it said only that
    // no such prototype was registered).
    let calculator = try HeightCalculator(
      registry: registry, measurer: FixedAdvanceMeasurer())
    #expect(calculator.leftOut["bad"]?.map(\.code) == [.unknownElement])
    #expect(throws: LayoutError.leftOut("bad", errors: calculator.leftOut["bad"] ?? [])) {
      try calculator.height(forReuseIdentifier: "bad", width: 320)
    }
    try registry.register(CellPrototype(reuseIdentifier: "bad"))
    #expect(try registry.dequeueCell(forReuseIdentifier: "bad").reuseIdentifier == "bad")
  }

  /// A file that cannot be parsed registers nothing and stops nothing: the load succeeds
  /// (`isSuccess`), its other files' prototypes are registered, and `hasErrors` says that
  /// something went wrong (a library user's review: only `check?.errorCount` told).
  @Test func aFileThatCannotBeParsedIsAnErrorOfALoadThatSucceeds() throws {
    let directory = try folder([
      "good.xml": """
      <templates><cell reuseIdentifier="good"><label id="a" text="x"/><constraints>
        <constraint>a.leading == superview.leading</constraint>
        <constraint>a.top == superview.top</constraint>
        <constraint>a.bottom == superview.bottom</constraint>
      </constraints></cell></templates>
      """,
      "bad.xml": "<templates><cell reuseIdentifier=\"bad\">",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let registry = PrototypeRegistry()
    let report = try registry.registerTemplates(atPaths: [directory])
    #expect(report.isSuccess)
    #expect(report.hasErrors)
    #expect(report.skipped.isEmpty)
    #expect(registry.reuseIdentifiers == ["good"])
    let clean = try registry.registerTemplates(atPaths: [directory + "/good.xml"], replacing: true)
    #expect(!clean.hasErrors)
  }
}
