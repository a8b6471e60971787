import ProtocellTemplates
import Testing

/// Xcode 6 and 7 drew documents without a `<device>` on the size-class canvas, whose cells have
/// 15-point side margins whatever the table's width (iOS 8 and 9's); a document that names its
/// device takes the width's margins (20 from 414 points).
struct InterfaceBuilderSizeClassCanvasTests {
  static func margins(toolsVersion: String, device: Bool, canvas: Bool = true) throws -> EdgeInsets
  {
    // A default-style cell in a 600-point table (the Any × Any canvas).
    try InterfaceBuilderAccessoryMarginTests.cellMargins(
      toolsVersion: toolsVersion, device: device, canvas: canvas, cellWidth: 600,
      contentWidth: 600)
  }

  @Test func xcode7WithoutADeviceHas15PointMargins() throws {
    #expect(
      try Self.margins(toolsVersion: "10117", device: false)
        == EdgeInsets(top: 11, leading: 15, bottom: 11, trailing: 15))
  }

  @Test func aDeviceOrALaterXcodeTakesTheWidthsMargins() throws {
    let wide = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    #expect(try Self.margins(toolsVersion: "10117", device: true) == wide)
    #expect(try Self.margins(toolsVersion: "14460", device: false) == wide)
    // Not read as the canvas (rows of data): the table's width decides, as at run time.
    #expect(try Self.margins(toolsVersion: "10117", device: false, canvas: false) == wide)
  }

  /// Apple TV had no size-class canvas: a tvOS storyboard of Xcode 7 without a `<device>` (as
  /// realm's four) takes its table's width's margins, 20 points for a 600-point table.
  @Test func anAppleTVDocumentHasNoSizeClassCanvas() throws {
    let margins = try InterfaceBuilderAccessoryMarginTests.cellMargins(
      toolsVersion: "9531", device: false, cellWidth: 600, contentWidth: 600,
      documentType: "com.apple.InterfaceBuilder.AppleTV.Storyboard")
    #expect(margins == EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
  }
}

/// A table's cells take the system minimum margins of its width: 16 up to 375 points, 20 wider
/// (the 390- and 393-point iPhones as the 414-point ones: zcash's Xcode 16 `retina6_0`
/// storyboard records its default-style labels at x 20, 350 wide in a 390-point cell); the
/// canvas of Xcode 10 and earlier drew narrower tables with 15 (Rocket.Chat's `retina4_0`
/// storyboard, Xcode 10.1), and Xcode 8's 375-point ones too; Xcode 11's with 16
/// (lexrus/VPNOn's 320-point tables).
struct InterfaceBuilderTableWidthMarginTests {
  static func sides(
    width: Double, toolsVersion: String = "32700.99.1234", canvas: Bool = true,
    deviceID: String = "retina4_7"
  ) throws -> Double {
    let margins = try InterfaceBuilderAccessoryMarginTests.cellMargins(
      toolsVersion: toolsVersion, deviceID: deviceID, canvas: canvas, cellWidth: width,
      contentWidth: width)
    #expect(margins.leading == margins.trailing)
    return margins.leading
  }

  @Test func widerThan375PointsHas20PointMargins() throws {
    #expect(try Self.sides(width: 320) == 16)
    #expect(try Self.sides(width: 375) == 16)
    #expect(try Self.sides(width: 390) == 20)
    #expect(try Self.sides(width: 393) == 20)
    #expect(try Self.sides(width: 414) == 20)
  }

  @Test func xcode10sCanvasDrewNarrowerTablesWith15Points() throws {
    #expect(try Self.sides(width: 320, toolsVersion: "14460.31", deviceID: "retina4_0") == 15)
    #expect(try Self.sides(width: 333, toolsVersion: "14306.4", deviceID: "retina4_0") == 15)
    #expect(try Self.sides(width: 375, toolsVersion: "14460.31") == 16)
    #expect(try Self.sides(width: 320, toolsVersion: "15705") == 16)
    // With rows of data the table's width decides, as at run time on iOS 11 and later.
    #expect(try Self.sides(width: 320, toolsVersion: "14460.31", canvas: false) == 16)
  }

  /// A `.xib`'s cell, in no table, is drawn on its device's canvas: a 320-point cell on a
  /// 375-point `retina4_7` canvas of Xcode 10 has the 375-point table's 16 points, not a
  /// narrower table's 15 (the fresh19 review: ego-cms's TableMenuCell, x 16 and 52; on the
  /// tuning halves and the corpora read, 26 views more within 0.5 pt horizontally, one fewer).
  @Test func aXibsCellIsDrawnAtItsDevicesWidth() throws {
    #expect(try Self.sides(width: 320, toolsVersion: "14460.31") == 16)
    #expect(try Self.sides(width: 320, toolsVersion: "14460.31", deviceID: "retina4_0") == 15)
  }

  /// Xcode 8 and earlier drew 375-point tables with iOS 10's 15 points too.
  ///
  /// Slide-iOS's `retina4_7` storyboard (11762) records its default-style labels at x 15, 345
  /// wide in 375 points; Xcode 9.0 (13122) and later drew 16. Wider tables keep 20.
  @Test func xcode8sCanvasDrew375PointTablesWith15Points() throws {
    #expect(try Self.sides(width: 375, toolsVersion: "11762") == 15)
    #expect(try Self.sides(width: 375, toolsVersion: "12120") == 15)
    #expect(try Self.sides(width: 375, toolsVersion: "13122") == 16)
    #expect(try Self.sides(width: 414, toolsVersion: "12120") == 20)
    #expect(try Self.sides(width: 375, toolsVersion: "11762", canvas: false) == 16)
  }
}

/// The system minimum margins are the screen's.
///
/// A table narrower than its storyboard's device keeps the device's. dashwallet-ios's `Coinbase.storyboard` (Xcode 15, `retina6_1`, 414
/// points) records a 334-point table whose cell's stack ends 20 points before the content
/// view's trailing edge (x 60, 244 wide), not 16. A `.xib`'s top-level cell is in no table of
/// that screen: its own width decides (nRF-Mesh's 320-point cells in `retina6_1` documents sit
/// 16 in).
struct InterfaceBuilderScreenMarginTests {
  /// The side margins of a custom cell `width` points wide, in a table of a storyboard scene
  /// (`inTable`) or at the top level, in a document designed on `device`.
  static func sides(width: Double, device: String, inTable: Bool) throws -> Double {
    let cell = emptyCell(width: width)
    let objects =
      inTable
      ? """
      <tableView id="tv">
        <rect key="frame" x="40" y="0" width="\(width)" height="600"/>
        <prototypes>\(cell)</prototypes>
      </tableView>
      """ : cell
    return try sides(
      ofCellIn: "<objects>\(objects)</objects>", toolsVersion: "22505", device: device)
  }

  /// A custom table cell `width` points wide and 44 tall, with nothing in its content view.
  static func emptyCell(width: Double) -> String {
    """
    <tableViewCell reuseIdentifier="Cell" id="c">
      <rect key="frame" x="0" y="0" width="\(width)" height="44"/>
      <tableViewCellContentView key="contentView" id="cv">
        <rect key="frame" x="0" y="0" width="\(width)" height="44"/>
      </tableViewCellContentView>
    </tableViewCell>
    """
  }

  /// The side margins of the first cell of a storyboard holding `content` (its `<objects>` or
  /// `<scenes>`), saved by the Xcode of `toolsVersion` for `device`, read as IB's canvas or not.
  static func sides(
    ofCellIn content: String, toolsVersion: String, device: String, canvas: Bool = true
  ) throws -> Double {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" useAutolayout="YES">
        <device id="\(device)" orientation="portrait"/>
        \(content)
      </document>
      """
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    let result = importer.importDocument(text: text, path: "a.storyboard")
    let margins = try #require(result.file.cells.first).layoutMargins
    #expect(margins.leading == margins.trailing)
    return margins.leading
  }

  @Test func aTableNarrowerThanItsScreenKeepsTheScreensMargins() throws {
    #expect(try Self.sides(width: 334, device: "retina6_1", inTable: true) == 20)
    #expect(try Self.sides(width: 334, device: "retina6_12", inTable: true) == 20)
    #expect(try Self.sides(width: 334, device: "retina4_7", inTable: true) == 16)
    #expect(try Self.sides(width: 320, device: "retina6_1", inTable: false) == 16)
    #expect(try Self.sides(width: 414, device: "retina4_7", inTable: false) == 20)
  }
}

/// Where a built-in style's labels end beside an accessory: the content view's trailing margin.
struct InterfaceBuilderAccessoryMarginTests {
  /// The content view's margins of one table cell read as IB's canvas (`canvas`), default-style
  /// (`styled`) or custom, `cellWidth` wide with its content view recorded `contentWidth` wide,
  /// with the accessory given, saved by the Xcode of `toolsVersion`, with a `<device>` or not.
  static func cellMargins(
    toolsVersion: String, device: Bool = true, deviceID: String = "retina4_7",
    canvas: Bool = true, accessory: String = "none", styled: Bool = true, cellWidth: Double,
    contentWidth: Double,
    documentType: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
  ) throws -> EdgeInsets {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(documentType)" version="3.0" \
      toolsVersion="\(toolsVersion)" useAutolayout="YES">
          \(device ? #"<device id="\#(deviceID)" orientation="portrait"/>"# : "")
          <objects>
              <tableViewCell \(styled ? #"style="IBUITableViewCellStyleDefault" textLabel="t""# : "") \
      accessoryType="\(accessory)" reuseIdentifier="Cell" id="c">
                <rect key="frame" x="0" y="0" width="\(cellWidth)" height="44"/>
                <tableViewCellContentView key="contentView" id="cv">
                  <rect key="frame" x="0" y="0" width="\(contentWidth)" height="43.5"/>
                  <subviews>
                    <label text="Title" id="t">
                      <rect key="frame" x="15" y="0" width="270" height="43.5"/>
                    </label>
                  </subviews>
                </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    let result = importer.importDocument(text: text, path: "a.storyboard")
    return try #require(result.file.cells.first).layoutMargins
  }

  /// A default-style (or custom) cell 320 points wide whose content view IB recorded 287 wide,
  /// with the accessory given, saved by the Xcode of `toolsVersion`.
  static func margins(
    toolsVersion: String, accessory: String, styled: Bool = true, contentWidth: Double = 287
  ) throws -> EdgeInsets {
    try cellMargins(
      toolsVersion: toolsVersion, accessory: accessory, styled: styled, cellWidth: 320,
      contentWidth: contentWidth)
  }

  /// Before Xcode 10.2 the labels end 35 points before the cell's edge: 320 − 287 = 33 points
  /// of room for the chevron leave a margin of 2 (IB's label: 15 + 270 = 285 = 320 − 35); 34
  /// leave 1 (matomo-sdk-ios, Xcode 10.1: content view 341 of 375, label 16 + 324 = 340); 26
  /// leave 9.
  @Test func beforeXcode10_2TheLabelsEnd35PointsBeforeTheCellsEdge() throws {
    #expect(try Self.margins(toolsVersion: "13196", accessory: "disclosureIndicator").trailing == 2)
    #expect(
      try Self.margins(toolsVersion: "13771", accessory: "disclosureIndicator", contentWidth: 286)
        .trailing == 1)
    #expect(
      try Self.margins(toolsVersion: "14460", accessory: "disclosureIndicator", contentWidth: 286)
        .trailing == 1)
    #expect(
      try Self.margins(toolsVersion: "14490", accessory: "disclosureIndicator", contentWidth: 294)
        .trailing == 9)
  }

  @Test func sinceXcode10_2EightPointsAndBesideACheckmarkNone() throws {
    #expect(try Self.margins(toolsVersion: "14868", accessory: "disclosureIndicator").trailing == 8)
    #expect(try Self.margins(toolsVersion: "14460", accessory: "checkmark").trailing == 0)
    #expect(try Self.margins(toolsVersion: "13196", accessory: "checkmark").trailing == 0)
    // A custom cell's content view keeps the 8 points whatever the accessory.
    #expect(
      try Self.margins(toolsVersion: "14460", accessory: "checkmark", styled: false).trailing == 8)
  }
}

/// A table that is a subview of its view controller's view, not a table view controller's root
/// view, was drawn with 15-point side margins up to 375 points wide by the canvas of Xcode 11
/// and earlier, where a root table of the same width has 16 (RxDataSources, FSCalendar,
/// BetterLocalization, CarbonKit, ReactorKit and SkylinkSDK record their default-style labels 15
/// points in, Xcode 9 to 11); Xcode 12's canvas draws 16 for both (FittedSheets, Pulley).
struct InterfaceBuilderInsideViewTableMarginTests {
  /// The side margins of a custom cell in a `width`-point table of a `retina4_7` storyboard
  /// saved by the Xcode of `toolsVersion`, the table being the controller's root view or not.
  static func sides(
    width: Double, toolsVersion: String, isRootView: Bool, canvas: Bool = true
  ) throws -> Double {
    let table = """
      <tableView \(isRootView ? #"key="view" "# : "")id="tv">
        <rect key="frame" x="0" y="0" width="\(width)" height="600"/>
        <prototypes>\(InterfaceBuilderScreenMarginTests.emptyCell(width: width))</prototypes>
      </tableView>
      """
    let controller =
      isRootView
      ? "<tableViewController id=\"vc\">\(table)</tableViewController>"
      : """
      <viewController id="vc">
        <view key="view" id="root">
          <rect key="frame" x="0" y="0" width="375" height="667"/>
          <subviews>\(table)</subviews>
        </view>
      </viewController>
      """
    return try InterfaceBuilderScreenMarginTests.sides(
      ofCellIn: #"<scenes><scene sceneID="s"><objects>\#(controller)</objects></scene></scenes>"#,
      toolsVersion: toolsVersion, device: "retina4_7", canvas: canvas)
  }

  @Test func xcode11sCanvasDrewTablesInsideAViewWith15Points() throws {
    #expect(try Self.sides(width: 375, toolsVersion: "14313", isRootView: false) == 15)
    #expect(try Self.sides(width: 375, toolsVersion: "14313", isRootView: true) == 16)
    #expect(try Self.sides(width: 375, toolsVersion: "15702", isRootView: false) == 15)
    #expect(try Self.sides(width: 359, toolsVersion: "15505", isRootView: false) == 15)
    #expect(try Self.sides(width: 375, toolsVersion: "15702", isRootView: true) == 16)
  }

  /// The minimum margins are the view controller's, by its root view's width: emqx's chat
  /// table (Xcode 12), 383 points wide at x −4 in a 375-point view, records its cells' views 16
  /// points in, not 20; a root table takes its own width's.
  @Test func theControllersViewGivesTheMargins() throws {
    #expect(try Self.sides(width: 383, toolsVersion: "19162", isRootView: false) == 16)
    #expect(try Self.sides(width: 383, toolsVersion: "19162", isRootView: true) == 20)
    #expect(try Self.sides(width: 414, toolsVersion: "19162", isRootView: false) == 16)
  }

  @Test func xcode12sCanvasAndRunTimeDrawTheScreensMargins() throws {
    #expect(try Self.sides(width: 375, toolsVersion: "17156", isRootView: false) == 16)
    #expect(try Self.sides(width: 375, toolsVersion: "24765", isRootView: false) == 16)
    // With rows of data the screen's margins, as at run time on iOS 11 and later.
    #expect(
      try Self.sides(width: 375, toolsVersion: "14313", isRootView: false, canvas: false) == 16)
  }
}
