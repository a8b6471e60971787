import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// On Interface Builder's canvas a table's row height gives way to the cell's own constraints,
/// but a collection view's item size holds, as at run time.
struct InterfaceBuilderItemSizeCanvasTests {
  static let collectionCell = InterfaceBuilderText.crowdedItem

  static func prevails(_ objects: String, canvas: Bool) throws -> Bool? {
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    let cell = try #require(
      importer.importDocument(text: InterfaceBuilderText.xib(objects), path: "t.xib").file.cells
        .first)
    return cell.fixedHeightPrevails
  }

  @Test func aCollectionViewsItemSizeHoldsOnTheCanvasToo() throws {
    #expect(try Self.prevails(Self.collectionCell, canvas: true) == true)
    #expect(try Self.prevails(Self.collectionCell, canvas: false) == true)
  }

  /// A static table's cell is held at its row height at run time and gives way on the canvas;
  /// a self-sizing table's prototype has no fixed height.
  @Test func aTablesRowHeightGivesWayOnTheCanvas() throws {
    let cell = InterfaceBuilderText.tableCell(
      subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v"/>"#,
      constraints:
        #"<constraint firstItem="v" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" id="k1"/>"#
    )
    let staticTable = """
      <tableView dataMode="static" rowHeight="60" id="tbl">
        <rect key="frame" x="0" y="0" width="375" height="600"/>
        <sections><tableViewSection id="s"><cells>\(cell)</cells></tableViewSection></sections>
      </tableView>
      """
    #expect(try Self.prevails(staticTable, canvas: true) == false)
    #expect(try Self.prevails(staticTable, canvas: false) == true)
    #expect(try Self.prevails(cell, canvas: true) == nil)
  }

  /// A prototype with no constraint but its fixed height counts it as prevailing.
  @Test func aLoneFixedHeightPrevails() {
    let cell = CellPrototype(reuseIdentifier: "c").fixingHeight(44, prevails: false)
    #expect(cell.fixedHeightPrevails == true)
    #expect(CellPrototype(reuseIdentifier: "c").fixedHeightPrevails == nil)
  }
}
