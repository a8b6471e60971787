import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// The fuzz targets' entry points accept their seeds and report broken invariants.
struct FuzzHarnessTests {
  @Test func constraintTemplateEscapesTheExpression() {
    let text = FuzzHarness.constraintTemplate("title.top >= photo.bottom & <")
    #expect(text.contains("<constraint>title.top &gt;= photo.bottom &amp; &lt;</constraint>"))
  }

  @Test func constraintTemplateParsesWithoutDiagnostics() {
    let text = FuzzHarness.constraintTemplate("title.top == photo.bottom + 8")
    let result = TemplateParser().parse(text: text, path: "fuzz.xml")
    #expect(result.diagnostics.map(\.code) == [])
    #expect(result.file.cells.map(\.constraints.count) == [1])
  }

  @Test func entryPointsAcceptValidAndInvalidInput() {
    let prototype = Array(FuzzHarness.constraintTemplate("title.width == 100").utf8)
    #expect(FuzzHarness.parseAndValidate(prototype) == nil)
    #expect(FuzzHarness.parseAndValidate([0x3C, 0xFF, 0x00]) == nil)
    #expect(FuzzHarness.parseConstraint(Array("title.top ==".utf8)) == nil)
    #expect(FuzzHarness.decodeArchive(Array("PCAR".utf8)) == nil)
    let nanWidth: [UInt8] = [0x7F, 0xF8, 0, 0, 0, 0, 0, 0]
    #expect(FuzzHarness.layOut(nanWidth + prototype) == nil)
  }

  /// A view whose constraints would drive its height to −10 points is laid out 0 tall, the
  /// constraint met last broken and named, so the layout fuzzer's invariant (no size below zero
  /// without a warning naming the view) holds on it with no size below zero.
  @Test func sizesBelowZeroBecomeConflicts() throws {
    let template = """
      <templates><cell reuseIdentifier="Negative"><view id="a"/><constraints>
      <constraint>a.leading == margins.leading</constraint><constraint>a.width == 10</constraint>
      <constraint>a.top == margins.top + 20</constraint>
      <constraint>a.bottom == margins.top + 10</constraint>
      </constraints></cell></templates>
      """
    let width: [UInt8] = Array(repeating: 0, count: 8)  // 0 points: refused, only 375 is laid out
    #expect(FuzzHarness.layOut(width + Array(template.utf8)) == nil)
    let cell = try #require(TemplateParser().parse(text: template, path: "n.xml").file.cells.first)
    let layout = try LayoutEngine(prototype: cell, measurer: FixedAdvanceMeasurer()).layout(
      width: 375)
    #expect(layout.frames["a"]?.height == 0)
    #expect(
      layout.brokenConstraints.map(\.constraint.description) == ["'a.bottom == margins.top + 10'"])
    // Nothing else is in the cell: its content is 0 tall, so the row gets UITableView's 44.
    #expect(layout.warnings == [.zeroFittingHeight(defaultRowHeight: 44)])
  }

  /// Every seed of the Interface Builder target (the corpus files under the fuzzer's 64 KiB
  /// input limit, and `AttributedText.xib`, written for the project) passes, and so does an
  /// external DTD, which is never fetched.
  @Test func interfaceBuilderEntryPointAcceptsItsSeeds() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "FuzzTesting/Corpora/FuzzInterfaceBuilder")
    // The seeds are the named documents; a fuzzing run adds hash-named inputs beside them.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
    #expect(names.count == 10)
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
      #expect(FuzzHarness.importInterfaceBuilder(bytes) == nil, "\(name)")
    }
    let external =
      #"<?xml version="1.0"?><!DOCTYPE document SYSTEM "http://127.0.0.1:9/ib.dtd">"#
      + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>"#
    #expect(FuzzHarness.importInterfaceBuilder(Array(external.utf8)) == nil)
    #expect(FuzzHarness.importInterfaceBuilder([0x3C, 0xFF, 0x00]) == nil)
  }

  @Test func archiveEntryPointRoundTripsARealArchive() throws {
    let cell = try #require(
      TemplateParser().parse(
        text: FuzzHarness.constraintTemplate("title.width == 100"), path: "fuzz.xml"
      ).file.cells.first)
    let bytes = try ArchiveEncoder().encode(cell)
    #expect(try ArchiveDecoder().decode(bytes) == cell)
    #expect(FuzzHarness.decodeArchive(bytes) == nil)
  }
}
