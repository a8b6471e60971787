import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// UIKit scopes reuse identifiers per table: `Cell` in two documents is two tables' cells, not a
/// duplicate; among templates, one registry's, it is.
struct SharedIdentifiersAcrossFilesTests {
  /// A `.xib` whose one table cell has the reuse identifier `Cell` and the object id `id`.
  static func document(cellID id: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait"/>
        <objects>
            <tableViewCell reuseIdentifier="Cell" id="\(id)">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="\(id)-cv">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """
  }

  static let template =
    #"<templates><cell reuseIdentifier="Cell"><label id="l" text="x"/></cell></templates>"#

  /// The reuse identifiers (keys) of the run's cells, file by file, and its diagnostics' codes.
  static func check(_ files: [String: String]) throws -> (keys: [[String]], codes: [String]) {
    var result: (keys: [[String]], codes: [String]) = ([], [])
    try TemporaryFolder.with(prefix: "shared-identifiers") { folder in
      for (name, text) in files {
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
      }
      let report = TemplateChecker().check(paths: [folder])
      result = (
        report.files.map { $0.cells.map(\.reuseIdentifier) },
        report.diagnostics.map(\.code.rawValue).filter { $0 == "duplicate-reuse-identifier" }
      )
    }
    return result
  }

  @Test func twoDocumentsCellsAreKeyedByTheirObjectIDs() throws {
    let (keys, duplicates) = try Self.check([
      "A.xib": Self.document(cellID: "aaa-11-aaa"), "B.xib": Self.document(cellID: "bbb-22-bbb"),
    ])
    #expect(keys == [["Cell@aaa-11-aaa"], ["Cell@bbb-22-bbb"]])
    #expect(duplicates.isEmpty)
  }

  @Test func aTemplateKeepsItsIdentifierBesideADocument() throws {
    let (keys, duplicates) = try Self.check([
      "A.xib": Self.document(cellID: "aaa-11-aaa"), "T.xml": Self.template,
    ])
    #expect(keys == [["Cell@aaa-11-aaa"], ["Cell"]])
    #expect(duplicates.isEmpty)
  }

  /// Two templates share one registry: still a duplicate.
  ///
  /// Documents whose cells share their object id too (copies, or Xcode's default `.xib` cell
  /// id) are keyed by their files' names, so all can be named, alike, and none is a duplicate.
  @Test func templatesStillClashAndCopiedDocumentsAreAllKept() throws {
    let templates = try Self.check(["S.xml": Self.template, "T.xml": Self.template])
    #expect(templates.keys == [["Cell"], ["Cell"]])
    #expect(templates.codes == ["duplicate-reuse-identifier"])
    let copies = try Self.check([
      "A.xib": Self.document(cellID: "KGk-i7-Jjw"), "B.xib": Self.document(cellID: "KGk-i7-Jjw"),
      "Cell~ipad.xib": Self.document(cellID: "KGk-i7-Jjw"),
    ])
    #expect(copies.keys == [["Cell@A"], ["Cell@B"], ["Cell@Cell~ipad"]])
    #expect(copies.codes.isEmpty)
  }

  /// A file name taken as a key already is numbered, never replaced by the object id the cells
  /// share: `A.storyboard` is `Cell@A`, `A.xib` `Cell@A-2`, `K.xib` `Cell@K`.
  @Test func aTakenFileNameIsNumbered() throws {
    let (keys, duplicates) = try Self.check([
      "A.storyboard": Self.document(cellID: "K"), "A.xib": Self.document(cellID: "K"),
      "K.xib": Self.document(cellID: "K"),
    ])
    #expect(keys == [["Cell@A"], ["Cell@A-2"], ["Cell@K"]])
    #expect(duplicates.isEmpty)
  }
}
