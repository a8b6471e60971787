import Foundation
import Testing
import _ProtocellTestSupport

/// `validate` of an Interface Builder document words its fix-its in Xcode's terms, and every
/// report format carries the same words: the human text, the JSON report (with no edits, as
/// the document is edited in Xcode) and SARIF.
@Suite(.serialized)
struct InterfaceBuilderFixItCommandTests {
  /// A label `Hello` (object id `t`) tied to the content view's top and leading edges only:
  /// nothing holds the cell's bottom.
  static let document = oneCellDocument(
    subviews: """
      <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="t">
        <rect key="frame" x="16" y="11" width="40" height="21"/>
      </label>
      """,
    constraints: """
      <constraint firstItem="t" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11" id="k1"/>
      <constraint firstItem="t" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k2"/>
      """)

  static let fixIt =
    "in Interface Builder, pin 'Hello' (id t) Bottom to the content view's Bottom Margin "
    + "(control-drag to the content view and choose Bottom Space to Container Margin; a Greater "
    + "Than or Equal relation lets the row grow taller)"

  @Test func everyFormatCarriesTheInterfaceBuilderWording() throws {
    try TemporaryFolder.with(prefix: "protocell-ib-fixits") { folder in
      try Self.document.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let human = try CommandRunner.run(["validate", "--no-snippets", "Cell.xib"], in: folder)
      #expect(human.status == 0)
      #expect(human.standardOutput.contains("\n      = fix-it: \(Self.fixIt)\n"))
      #expect(!human.standardOutput.contains("margins.bottom"))

      let json = try CommandRunner.run(["validate", "--format", "json", "Cell.xib"], in: folder)
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
      let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
      let undetermined = try #require(
        diagnostics.first { $0["code"] as? String == "undetermined-height" })
      let fixIts = try #require(undetermined["fixIts"] as? [[String: Any]])
      #expect(fixIts.count == 1)
      #expect(fixIts.first?["message"] as? String == Self.fixIt)
      #expect((fixIts.first?["edits"] as? [Any])?.isEmpty == true)

      // The results: the log's rules describe each code in the template language's words
      // (`margins.bottom`), the same for every kind of file.
      let sarif = try CommandRunner.run(["validate", "--format", "sarif", "Cell.xib"], in: folder)
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
      let runs = try #require(log["runs"] as? [[String: Any]])
      let results = try #require(runs.first?["results"] as? [[String: Any]])
      let messages = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
      #expect(messages.contains { $0.contains("fix-it: \(Self.fixIt)") })
      #expect(!messages.contains { $0.contains("margins.bottom") })
    }
  }
}
