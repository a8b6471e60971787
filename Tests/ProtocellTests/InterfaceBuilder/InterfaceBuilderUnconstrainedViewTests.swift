import Protocell
import Testing

/// A view that translates no autoresizing mask and that no constraint names: on Interface
/// Builder's canvas it stays where it was drawn; at run time Auto Layout has nothing to place
/// it by (`UIKitLayoutRules.md`, "Interface Builder's canvas").
struct InterfaceBuilderUnconstrainedViewTests {
  /// FirebaseUI's settings cell, cut down: a 12-point "Link" label at (244, 10.5), 48 × 21, with
  /// `translatesAutoresizingMaskIntoConstraints="NO"` and no constraint, beside a "Title" label
  /// pinned 16 from the leading edge and 11 from the top, whose recorded frame (x 100) is stale.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <objects>
        <tableViewCell reuseIdentifier="Cell" id="c">
          <rect key="frame" x="0" y="0" width="375" height="44"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="375" height="43.5"/>
            <subviews>
              <label text="Link" translatesAutoresizingMaskIntoConstraints="NO" id="link">
                <rect key="frame" x="244" y="10.5" width="48" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
              </label>
              <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="100" y="11" width="33" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="title" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k1"/>
              <constraint firstItem="title" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11" id="k2"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """

  /// On the canvas the label keeps IB's frame whole; the pinned label follows its constraints,
  /// not its stale frame.
  @Test func theCanvasKeepsAViewNoConstraintNamesWhereItWasDrawn() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document, width: 375, height: 43.5, canvas: true)
    let link = try #require(layout.frames["linkLabel"])
    #expect([link.x, link.y, link.width, link.height] == [244, 10.5, 48, 21])
    let title = try #require(layout.frames["titleLabel"])
    #expect([title.x, title.y] == [16, 11])
    #expect(!layout.warnings.contains { $0.description.contains("linkLabel") })
  }

  /// At run time nothing places the label: Auto Layout leaves it at the content view's origin,
  /// and the layout says it is ambiguous.
  @Test func atRunTimeItIsAmbiguousAtTheOrigin() throws {
    let layout = try InterfaceBuilderDocumentLayout.firstCell(
      of: Self.document, width: 375, height: 43.5)
    let link = try #require(layout.frames["linkLabel"])
    #expect([link.x, link.y] == [0, 0])
    #expect(layout.warnings.contains { $0.description.contains("linkLabel") })
  }

  /// The import says so in a note at the label, with what to do.
  @Test func theCanvasNotesIt() throws {
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = true
    let imported = importer.importDocument(text: Self.document, path: "t.xib")
    let notes = imported.diagnostics.filter { $0.message.contains("no constraint places") }
    #expect(notes.count == 1)
    let note = try #require(notes.first)
    #expect(note.severity == .note)
    #expect(note.code == .ambiguousLayout)
    #expect(note.location?.line == 9)
    #expect(note.message.contains("'linkLabel'"))
    #expect(
      InterfaceBuilderImporter().importDocument(text: Self.document, path: "t.xib").diagnostics
        .allSatisfy { !$0.message.contains("no constraint places") })
  }
}
