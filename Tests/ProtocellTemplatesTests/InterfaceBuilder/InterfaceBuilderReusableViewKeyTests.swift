import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Every prototype of a document has a key of its own, whatever the identifiers spell, and a
/// collection view's cells are no table's.
struct InterfaceBuilderReusableViewKeyTests {
  static func collection(_ contents: String) -> String {
    """
    <collectionView id="cv">
      <rect key="frame" x="0" y="0" width="320" height="600"/>
      \(contents)
    </collectionView>
    """
  }

  static func item(_ identifier: String?, id: String) -> String {
    """
    <collectionViewCell \(identifier.map { "reuseIdentifier=\"\($0)\" " } ?? "")id="\(id)">
      <rect key="frame" x="0" y="0" width="50" height="50"/>
      <view key="contentView" id="\(id)-cv"><rect key="frame" x="0" y="0" width="50" height="50"/></view>
    </collectionViewCell>
    """
  }

  /// A header keyed as a cell names itself is keyed again.
  ///
  /// A header `Cell` (object id `h1`) beside a cell `Cell` and a cell whose identifier is
  /// `Cell@h1` itself: the header is `Cell@h1-2`. Before, it was `Cell@h1` too, which
  /// `validate` called a duplicate at the header and `--id h1` measured as the cell (the
  /// hostile review).
  @Test func aHeadersKeyIsUniqueWhateverTheCellsAreCalled() {
    let text = InterfaceBuilderText.xib(
      Self.collection(
        """
        <cells>\(Self.item("Cell", id: "c1"))\(Self.item("Cell@h1", id: "c2"))</cells>
        <collectionReusableView key="sectionHeaderView" reuseIdentifier="Cell" id="h1">
          <rect key="frame" x="0" y="0" width="320" height="50"/>
        </collectionReusableView>
        """))
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "a.xib")
    #expect(result.file.cells.map(\.reuseIdentifier) == ["Cell", "Cell@h1", "Cell@h1-2"])
    #expect(!result.diagnostics.contains { $0.code == .duplicateReuseIdentifier })
  }

  /// A header without a reuse identifier is asked for the header's, not a cell's (the hostile
  /// review).
  @Test func aHeaderWithoutAnIdentifierIsToldToSetTheHeaders() throws {
    let text = InterfaceBuilderText.xib(
      Self.collection(
        """
        <cells>\(Self.item("Cell", id: "c1"))</cells>
        <collectionReusableView key="sectionHeaderView" id="h1">
          <rect key="frame" x="0" y="0" width="320" height="50"/>
        </collectionReusableView>
        """))
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "a.xib")
    let warning = try #require(
      result.diagnostics.first { $0.code == .missingReuseIdentifier })
    #expect(
      warning.fixIts.map(\.message) == [
        "set the header's or footer's Identifier in Interface Builder's Attributes inspector "
          + "(reuseIdentifier=\"…\"), or refer to it as '\(result.file.cells[1].reuseIdentifier)'"
      ])
    #expect(result.file.cells[1].reuseIdentifier == "a-h1")
  }

  /// A collection view in a static table's cell asks its cells for reuse identifiers.
  ///
  /// As in any collection view. Before, the static table's context reached them, and they were not.
  @Test func aCollectionViewsCellsInAStaticTableAreNotStatic() {
    let carousel = Self.collection("<cells>\(Self.item(nil, id: "c1"))</cells>")
    let text = InterfaceBuilderText.xib(
      """
      <tableView dataMode="static" id="tbl">
        <rect key="frame" x="0" y="0" width="320" height="600"/>
        <sections><tableViewSection id="s"><cells>
        \(InterfaceBuilderText.tableCell(id: "row", reuse: nil, subviews: carousel))
        </cells></tableViewSection></sections>
      </tableView>
      """)
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "a.xib")
    let missing = result.diagnostics.filter { $0.code == .missingReuseIdentifier }
    #expect(
      missing.map(\.message) == [
        "<collectionViewCell> 'c1' has no reuse identifier; Protocell names it 'a-c1'"
      ])
  }
}
