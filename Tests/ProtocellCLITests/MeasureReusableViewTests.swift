import Foundation
import Testing
import _ProtocellTestSupport

/// A collection view's section header (`<collectionReusableView>`) is a prototype like its
/// cells: it has no content view, so its own subviews and constraints are laid out at the size
/// IB recorded (the layout's header size).
@Suite(.serialized)
struct MeasureReusableViewTests {
  /// A collection view `cv` whose cell `Item` (object id `cell`) holds nothing, and whose
  /// header, 320 × 50 at y 100 of the collection view, shares the identifier `Item` and holds a
  /// view `box` pinned 10 from its top and 20 from its leading edge, 100 × 30.
  static let document = InterfaceBuilderText.xib(
    """
    <collectionView id="cv">
      <rect key="frame" x="0" y="0" width="320" height="600"/>
      <cells>
        <collectionViewCell reuseIdentifier="Item" id="cell">
          <rect key="frame" x="0" y="0" width="50" height="50"/>
          <view key="contentView" id="cell-cv">
            <rect key="frame" x="0" y="0" width="50" height="50"/>
          </view>
        </collectionViewCell>
      </cells>
      <collectionReusableView key="sectionHeaderView" reuseIdentifier="Item" id="hdr">
        <rect key="frame" x="0" y="100" width="320" height="50"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="10" width="100" height="30"/>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="box" firstAttribute="top" secondItem="hdr" secondAttribute="top" constant="10" id="k1"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="hdr" secondAttribute="leading" constant="20" id="k2"/>
          <constraint firstAttribute="width" constant="100" firstItem="box" id="k3"/>
          <constraint firstAttribute="height" constant="30" firstItem="box" id="k4"/>
        </constraints>
      </collectionReusableView>
    </collectionView>
    """)

  /// What `measure A.xib` prints with `arguments`, after checking that it succeeded.
  static func measure(_ arguments: [String], document: String = document) throws -> String {
    var output = ""
    try TemporaryFolder.with(prefix: "protocell-cli-reusable-view") { folder in
      try document.write(toFile: "\(folder)/A.xib", atomically: false, encoding: .utf8)
      let result = try CommandRunner.run(["measure", "A.xib"] + arguments, in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      output = result.standardOutput
    }
    return output
  }

  /// The header is measured at its recorded size, its view where the constraints put it.
  ///
  /// The header is keyed by its object id, as the cell keeps the bare identifier. Before, the
  /// header was skipped without a word and `--id` suggested a cell.
  @Test func aSectionHeaderIsLaidOutAtItsSize() throws {
    let output = try Self.measure(["--id", "Item@hdr", "--frames"])
    #expect(output.contains("1\tItem@hdr\t50\n"), "\(output)")
    #expect(output.contains("  view\t(20, 10, 100, 30)\n"), "\(output)")
  }

  /// A header recorded 0 points tall is laid out 0 tall.
  ///
  /// A collection view has no default height for its items, where a table gives a row whose
  /// content fits at zero 44 points. Before, `measure` printed 44 beside frames laid out at 0 and the table's warning.
  @Test func aHeaderRecordedZeroTallIsZeroTall() throws {
    let zero = Self.document
      .replacingOccurrences(
        of: #"y="100" width="320" height="50""#, with: #"y="100" width="320" height="0""#
      )
      .replacingOccurrences(
        of:
          #"firstItem="box" firstAttribute="top" secondItem="hdr" secondAttribute="top" constant="10""#,
        with:
          #"firstItem="box" firstAttribute="centerY" secondItem="hdr" secondAttribute="centerY""#)
    let output = try Self.measure(["--id", "Item@hdr", "--frames"], document: zero)
    #expect(output.contains("1\tItem@hdr\t0\n"), "\(output)")
    // Centred on the header's 0-point height: 15 above it, 15 below.
    #expect(output.contains("  view\t(20, -15, 100, 30)\n"), "\(output)")
    #expect(!output.contains("44"), "\(output)")
  }

  /// A pack keeps no object ids: the header's id, which `--id` takes on the document, is
  /// answered with the header's key, not called a document's name (the hostile review).
  @Test func aPackAnswersAHeadersObjectIDWithItsKey() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-reusable-view-pack") { folder in
      try Self.document.write(toFile: "\(folder)/A.xib", atomically: false, encoding: .utf8)
      let compiled = try CommandRunner.run(["compile", "A.xib", "-o", "A.pack"], in: folder)
      #expect(compiled.status == 0, "\(compiled.standardError)")
      let result = try CommandRunner.run(["measure", "A.pack", "--id", "hdr"], in: folder)
      #expect(result.status == 2)
      #expect(
        result.standardError
          == "error: 'hdr' is what qualifies a key (the object id of a table, a collection view, "
          + "a header or a footer, or a document's name), not a reuse identifier; its prototype "
          + "is 'Item@hdr'\n")
      let measured = try CommandRunner.run(["measure", "A.pack", "--id", "Item@hdr"], in: folder)
      #expect(measured.standardOutput == "row\tprototype\theight\n1\tItem@hdr\t50\n")
    }
  }

  /// The cell that shares the header's identifier is still `Item`.
  @Test func theCellKeepsItsIdentifier() throws {
    let output = try Self.measure(["--id", "Item"])
    #expect(output == "row\tprototype\theight\n1\tItem\t50\n", "\(output)")
  }
}
