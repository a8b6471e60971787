import Foundation
import Protocell
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellConcurrency
import _ProtocellTestSupport

/// One path for the data: a layout command reads each Interface Builder document once (the
/// parser keeps what IB recorded beside the cells) and builds each prototype's solver once.
struct OnePathTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent(
      "ProtocellTemplatesTests/Fixtures/InterfaceBuilder/xmartlabs__XLPagerTabStrip__PostCell.xib")

  /// What `protocell measure DOC --id CELL` does: load (structure checked, no layout rules),
  /// the documents' records from the parsed files, a calculator, one row.
  @Test func measureReadsTheDocumentOnceAndBuildsTheSolverOnce() throws {
    try TemporaryFolder.with(prefix: "one-path") { folder in
      let stem = "OnePath" + UUID().uuidString.prefix(8)
      let path = folder + "/" + stem + ".xib"
      try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: path)
      let key = stem + "-b8n-8Y-pxb"

      let registry = PrototypeRegistry()
      let report = PrototypeLoader(checksLayout: false).load(paths: [path], into: registry)
      let documents = InterfaceBuilderDocuments(files: report.check?.files ?? [])
      #expect(documents.prototypeKey(forObjectID: "b8n-8Y-pxb") == key)
      #expect(documents.designScale?.scale == 2)
      #expect(
        documents.recordedFrames[key]?["userImage"] == Rect(x: 12, y: 12, width: 60, height: 60))
      let calculator = HeightCalculator(
        prototypes: [try registry.prototype(forReuseIdentifier: key)],
        measurer: FixedAdvanceMeasurer())
      _ = try calculator.layout(forReuseIdentifier: key, width: 375, content: CellContent())

      #expect(FileReader.reads.withLock { $0[path] } == 1)
      #expect(LayoutSession.builds.withLock { $0[key] } == 1)
    }
  }

  /// What `protocell validate DOC` does: the placement rule works from the records the parser
  /// kept, so the document is read once; a cell IB flags nothing in is laid out by the layout
  /// rule only, so its solver is built once.
  @Test func validateReadsTheDocumentOnceAndBuildsTheSolverOnce() throws {
    try TemporaryFolder.with(prefix: "one-path") { folder in
      let stem = "OnePath" + UUID().uuidString.prefix(8)
      let path = folder + "/" + stem + ".xib"
      try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: path)
      var checker = TemplateChecker()
      checker.validator.layoutRules = [LayoutValidationRule(measurer: FixedAdvanceMeasurer())]
      checker.fileRules = [InterfaceBuilderPlacementRule(measurer: FixedAdvanceMeasurer())]
      _ = checker.check(paths: [path])
      #expect(FileReader.reads.withLock { $0[path] } == 1)
      #expect(LayoutSession.builds.withLock { $0[stem + "-b8n-8Y-pxb"] } == 1)
    }
  }
}
