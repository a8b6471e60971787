import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// The importer on small hand-written IB documents: one feature each.
struct InterfaceBuilderImporterTests {
  /// A `.xib` holding the given top-level objects.
  static func xib(_ objects: String, resources: String = "") -> String {
    InterfaceBuilderText.xib(objects, resources: resources)
  }

  /// A table cell with the given subviews and content-view constraints.
  static func cell(
    id: String = "c1", reuse: String? = "Cell", subviews: String, constraints: String = "",
    extra: String = ""
  ) -> String {
    InterfaceBuilderText.tableCell(
      id: id, reuse: reuse, subviews: subviews, constraints: constraints, extra: extra)
  }

  /// The first cell of a `.xib` holding `objects`, saved by the Xcode of `toolsVersion` and read
  /// as IB's canvas or not.
  static func firstCell(
    of objects: String, toolsVersion: String, canvas: Bool
  ) throws -> CellPrototype {
    let text = xib(objects).replacing(
      #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    return try #require(importer.importDocument(text: text, path: "t.xib").file.cells.first)
  }

  static func importText(_ text: String) -> InterfaceBuilderImport {
    InterfaceBuilderImporter().importDocument(text: text, path: "t.xib")
  }

  @Test func nestedViewMarginsMoveIntoTheConstant() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
            <subviews><label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l"/></subviews>
            <constraints>
              <constraint firstItem="l" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="k1"/>
              <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" constant="4" id="k2"/>
              <constraint firstItem="l" firstAttribute="centerY" secondItem="box" secondAttribute="centerYWithinMargins" id="k3"/>
            </constraints>
          </view>
          """,
        constraints: """
          <constraint firstItem="box" firstAttribute="top" secondItem="c1-cv" secondAttribute="topMargin" id="k4"/>
          <constraint firstItem="box" firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="4:3" id="k5"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="c1" secondAttribute="leading" placeholder="YES" id="k6"/>
          <constraint firstItem="l" firstAttribute="baseline" secondItem="box" secondAttribute="firstBaseline" priority="750" id="k7"/>
          """))
    let result = Self.importText(text)
    let cell = try #require(result.file.cells.first)
    #expect(cell.allViews.map(\.id) == ["box", "hiLabel"])
    #expect(
      cell.constraints.map(\.description) == [
        "box.top == margins.top",
        "box.width == box.height * 1.3333333333333333",
        "hiLabel.lastBaseline == box.firstBaseline @750",
        "hiLabel.leading == box.leading + 8",
        "box.trailing == hiLabel.trailing + 12",
        "hiLabel.centerY == box.centerY",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  /// Xcode saves a multiplier as it was typed.
  ///
  /// `70%` is 70 / 100 = 0.7, `140%` is 1.4, and the ratio `2/4` is 0.5, as `2:4` would be. A
  /// percentage that is not a number stays an `invalid-number` error, and its constraint is read
  /// with the multiplier 1, as any unreadable multiplier is.
  @Test func percentageAndSlashMultipliersAreRead() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box"/>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot"/>
          """,
        constraints: """
          <constraint firstItem="dot" firstAttribute="width" secondItem="box" secondAttribute="width" multiplier="70%" id="k1"/>
          <constraint firstItem="dot" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" multiplier="140%" id="k2"/>
          <constraint firstItem="dot" firstAttribute="height" secondItem="box" secondAttribute="height" multiplier="x%" id="k3"/>
          <constraint firstItem="dot" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" multiplier="2/4" id="k4"/>
          """))
    let result = Self.importText(text)
    let cell = try #require(result.file.cells.first)
    #expect(
      cell.constraints.map(\.description) == [
        "dot.width == box.width * 0.7", "dot.centerY == box.centerY * 1.4",
        "dot.height == box.height", "dot.centerX == box.centerX * 0.5",
      ])
    #expect(
      result.diagnostics.map(\.message) == [
        "the multiplier 'x%' is neither a number, a ratio such as 4:3 or 4/3 nor a percentage such as 75%"
      ])
  }

  /// A user label keeps its inner capitals, as an outlet does, and leaves the cell's outlets
  /// their names.
  ///
  /// A view IB's outline calls "ImageView", beside an outlet `imageView` declared after it, is
  /// `imageView2`, where it was `imageview`, a name that differs from the outlet's only in
  /// case (a review). A word all in capitals is
  /// a word ("URL Field" is `urlField`); a label's text is still lower-cased ("JOHN DOE").
  @Test func userLabelsKeepTheirInnerCapitals() throws {
    let objects = Self.cell(
      subviews: """
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="ImageView"/>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="c" userLabel="Profile ImageView"/>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="d" userLabel="URL Field"/>
        <label translatesAutoresizingMaskIntoConstraints="NO" id="e" text="JOHN DOE"/>
        """,
      extra: #"<connections><outlet property="imageView" destination="b" id="o1"/></connections>"#)
    let cell = try Self.firstCell(of: objects, toolsVersion: "22155", canvas: true)
    #expect(
      cell.allViews.map(\.id) == [
        "imageView2", "imageView", "profileImageView", "urlField", "johnDoeLabel",
      ])
  }

  /// A design-time constraint ("Remove at build time") is part of IB's canvas and of nothing
  /// else: UIKit never sees it.
  @Test func placeholderConstraintsExistOnlyOnTheCanvas() throws {
    let objects = Self.cell(
      subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box"/>"#,
      constraints: """
        <constraint firstItem="box" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" id="k1"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" placeholder="YES" id="k2"/>
        """)
    let atRunTime = try Self.firstCell(of: objects, toolsVersion: "22155", canvas: false)
    #expect(atRunTime.constraints.map(\.description) == ["box.top == superview.top"])
    let onCanvas = try Self.firstCell(of: objects, toolsVersion: "22155", canvas: true)
    #expect(
      onCanvas.constraints.map(\.description) == [
        "box.top == superview.top", "box.height == 50",
      ])
  }

  /// A cell without a reuse identifier is keyed by its file's name and object id.
  ///
  /// A `.xib`'s top-level cell, which code registers under an identifier of its own, gets no warning, as
  /// in Xcode; a prototype of a table gets Xcode's "Prototype table cells must have reuse
  /// identifiers".
  @Test func cellsWithoutReuseIdentifiersAreKeyedByFileAndID() throws {
    let topLevel = Self.importText(Self.xib(Self.cell(id: "AbC-12-xyz", reuse: nil, subviews: "")))
    #expect(topLevel.file.cells.map(\.reuseIdentifier) == ["t-AbC-12-xyz"])
    #expect(topLevel.diagnostics.isEmpty)
    let inTable = Self.importText(
      Self.xib(
        """
        <tableView id="tbl"><prototypes>
        \(Self.cell(id: "AbC-12-xyz", reuse: nil, subviews: ""))
        </prototypes></tableView>
        """))
    #expect(inTable.file.cells.map(\.reuseIdentifier) == ["t-AbC-12-xyz"])
    let warning = try #require(inTable.diagnostics.first)
    #expect(inTable.diagnostics.count == 1)
    #expect(warning.severity == .warning)
    #expect(warning.code == .missingReuseIdentifier)
    #expect(warning.location?.line == 5)
    #expect(warning.fixIts.first?.message.contains("or refer to it as 't-AbC-12-xyz'") == true)
  }

  @Test func duplicateReuseIdentifiersInOneFilePointAtBoth() {
    let text = Self.xib(Self.cell(id: "a", subviews: "") + Self.cell(id: "b", subviews: ""))
    let parsed = TemplateParser().parse(text: text, path: "t.xib")
    let duplicates = (parsed.diagnostics + TemplateValidator().validate(parsed.file)).filter {
      $0.code == .duplicateReuseIdentifier
    }
    #expect(duplicates.count == 1)
    #expect(parsed.file.cells.map(\.reuseIdentifier) == ["Cell", "Cell@b"])
    #expect(duplicates.first?.location?.line == 12)
    #expect(duplicates.first?.notes.first?.location?.line == 4)
  }

  /// UIKit takes any string as a reuse identifier and Xcode says nothing of `Default Cell`:
  /// white space is no problem in an IB document (in a template it is, ValidationRuleTests).
  @Test func reuseIdentifiersWithSpacesAreFineInInterfaceBuilderDocuments() {
    let text = Self.xib(Self.cell(id: "a", reuse: "Default Cell", subviews: ""))
    let parsed = TemplateParser().parse(text: text, path: "t.xib")
    #expect(parsed.file.cells.map(\.reuseIdentifier) == ["Default Cell"])
    #expect(
      (parsed.diagnostics + TemplateValidator().validate(parsed.file)).map(\.code).isEmpty)
  }

  @Test func stackViewsKeepTheirConfigurationAndMargins() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <stackView axis="vertical" alignment="top" distribution="fillEqually" spacing="6" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <subviews>
              <label text="One" id="a"/>
              <label hidden="YES" text="Two" id="b"/>
            </subviews>
            <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
          </stackView>
          """))
    let cell = try #require(Self.importText(text).file.cells.first)
    #expect(
      cell.allViews.map(\.id) == ["stackView", "stackViewArrangement", "oneLabel", "twoLabel"])
    #expect(cell.views.first?.kind == .view)
    #expect(
      cell.allViews[1].kind
        == .stack(
          StackConfiguration(
            axis: .vertical, spacing: 6, alignment: .leading, distribution: .fillEqually)))
    #expect(cell.allViews.map(\.isHidden) == [false, false, false, true])
    #expect(
      cell.constraints.map(\.description) == [
        "stackViewArrangement.leading == stackView.leading + 2",
        "stackViewArrangement.trailing == stackView.trailing - 4",
        "stackViewArrangement.top == stackView.top + 1",
        "stackViewArrangement.bottom == stackView.bottom - 3",
      ])
  }

  /// `semanticContentAttribute` is read from any view, as Interface Builder writes it; a view
  /// without one is unspecified.
  @Test func semanticContentAttributesAreRead() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <view semanticContentAttribute="forceLeftToRight" translatesAutoresizingMaskIntoConstraints="NO" id="v" userLabel="Box">
            <subviews>
              <view semanticContentAttribute="playback" translatesAutoresizingMaskIntoConstraints="NO" id="p" userLabel="Controls"/>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="u" userLabel="Plain"/>
            </subviews>
          </view>
          """))
    let cell = try #require(Self.importText(text).file.cells.first)
    #expect(
      cell.allViews.map(\.semanticContentAttribute) == [.forceLeftToRight, .playback, .unspecified])
  }

  @Test func fontsControlsAndImages() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <label text="a" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
          <label text="b" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/></label>
          <label translatesAutoresizingMaskIntoConstraints="NO" id="l3"><string key="text">Long text</string><fontDescription key="fontDescription" name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="18"/></label>
          <imageView image="dot" translatesAutoresizingMaskIntoConstraints="NO" id="i1"/>
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i2"/>
          <switch translatesAutoresizingMaskIntoConstraints="NO" id="w"/>
          <activityIndicatorView style="large" translatesAutoresizingMaskIntoConstraints="NO" id="x"/>
          <fancyView translatesAutoresizingMaskIntoConstraints="NO" id="f"/>
          """),
      resources: #"<image name="dot" width="7" height="14"/>"#)
    let result = Self.importText(text)
    let views = try #require(result.file.cells.first).allViews
    let fonts = views.compactMap { view -> FontSpec? in
      if case .label(let content) = view.kind { return content.font }
      return nil
    }
    #expect(
      fonts == [
        FontSpec(family: iOS, size: 13), FontSpec(family: iOS, weight: .medium, size: 14),
        FontSpec(family: "Helvetica Neue", weight: .bold, size: 18),
      ])
    #expect(views[2].id == "longTextLabel")
    #expect(views[3].kind == .image(ImageContent(imageSize: Size(width: 7, height: 14))))
    #expect(views[4].kind == .image(ImageContent(imageSize: nil)))
    // A switch: a 49 × 31 alignment rectangle in a frame reaching 2 points past its trailing
    // edge, the 51 × 31 IB records.
    #expect(views[5].intrinsicSize == IntrinsicSize(width: 49, height: 31))
    #expect(views[5].alignmentInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2))
    #expect(views[6].intrinsicSize == IntrinsicSize(width: 37, height: 37))
    #expect(result.diagnostics.map(\.code) == [.unknownElement])
    #expect(result.diagnostics.first?.severity == .warning)
  }

  /// SF Symbols (`catalog="system"`) get an estimated size.
  ///
  /// Their resource gives only their proportions (the larger side 128), so they keep those and
  /// the square root of their area is taken to be 20 points at the default configuration,
  /// × 0.8 small, × 1.2 large, × the configuration's point size / 17.
  /// chevron.right (97 × 128): an area of 20² = 400, 97 wide for 128 tall; a 128 × 128 symbol
  /// small: 16 × 16; a 128 × 64 one at 34 points: an area of 40² = 1,600, twice as wide as
  /// tall, would be 56.57 × 28.28 (40√2 × 40/√2), longer than the largest side, 26 × 34 / 17 =
  /// 52: so 52 × 26; an untitled button showing a 128 × 128 symbol: 20 × 20. An image that is
  /// no symbol keeps its resource's size, by attribute or by reference.
  @Test func symbolsGetAnEstimatedSize() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <imageView image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i1"/>
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i2">
            <imageReference key="image" image="square" catalog="system" symbolScale="small"/>
          </imageView>
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i3">
            <imageReference key="image" image="wide" catalog="system"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34"/>
          </imageView>
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i4">
            <imageReference key="image" image="photo"/>
          </imageView>
          <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <state key="normal" image="square"/>
          </button>
          """),
      resources: """
        <image name="chevron.right" catalog="system" width="97" height="128"/>
        <image name="square" catalog="system" width="128" height="128"/>
        <image name="wide" catalog="system" width="128" height="64"/>
        <image name="photo" width="40" height="30"/>
        """)
    let result = Self.importText(text)
    let views = try #require(result.file.cells.first).allViews
    let sizes = views.prefix(4).map { view -> Size? in
      guard case .image(let image) = view.kind, let size = image.imageSize else { return nil }
      return size
    }
    #expect(views.prefix(4).map(Self.isSymbol) == [true, true, true, false])
    let chevron = try #require(sizes[0])
    #expect(abs(chevron.width * chevron.height - 400) < 1e-9)
    #expect(abs(chevron.width / chevron.height - 97.0 / 128) < 1e-12)
    #expect(sizes[1] == Size(width: 16, height: 16))
    let wide = try #require(sizes[2])
    #expect(abs(wide.width - 52) < 1e-9 && abs(wide.height - 26) < 1e-9)
    #expect(sizes[3] == Size(width: 40, height: 30))
    #expect(views[4].intrinsicSize == IntrinsicSize(width: 20, height: 20))
    #expect(result.diagnostics.isEmpty)
  }

  /// Read as IB's canvas, a symbol is as large as its image view's recorded frame.
  ///
  /// That is what IB drew with Apple's symbol font: 18 × 19 where the estimate of a 128 × 128
  /// symbol is 20 × 20. A misplaced view, one with a placeholder size (which decides, 30 × 30) and a
  /// run-time reading keep the estimate; an image that is no symbol keeps its resource's size.
  @Test func onTheCanvasASymbolIsAsLargeAsItsRecordedFrame() throws {
    func imageView(_ id: String, image: String, attributes: String = "") -> String {
      """
      <imageView translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
        <rect key="frame" x="16" y="12" width="18" height="19"/>
        <imageReference key="image" image="\(image)" catalog="system"/>
      </imageView>
      """
    }
    let photo = """
      <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i4">
        <rect key="frame" x="16" y="12" width="18" height="19"/>
        <imageReference key="image" image="photo"/>
      </imageView>
      """
    let text = Self.xib(
      Self.cell(
        subviews: [
          imageView("i1", image: "square"),
          imageView("i2", image: "square", attributes: #"misplaced="YES""#),
          imageView(
            "i3", image: "square",
            attributes: #"placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="30""#),
          photo,
        ].joined(separator: "\n")),
      resources: """
        <image name="square" catalog="system" width="128" height="128"/>
        <image name="photo" width="40" height="30"/>
        """)
    func sizes(canvas: Bool) throws -> [Size?] {
      var importer = InterfaceBuilderImporter()
      importer.readsAsCanvas = canvas
      let result = importer.importDocument(text: text, path: "t.xib")
      return try #require(result.file.cells.first).allViews.map { view in
        guard case .image(let image) = view.kind else { return nil }
        return image.imageSize
      }
    }
    let estimate = Size(width: 20, height: 20)
    #expect(
      try sizes(canvas: true) == [
        Size(width: 18, height: 19), estimate, Size(width: 30, height: 30),
        Size(width: 40, height: 30),
      ])
    #expect(
      try sizes(canvas: false) == [estimate, estimate, estimate, Size(width: 40, height: 30)])
  }

  /// Whether a view is an image view showing an SF Symbol.
  static func isSymbol(_ view: ViewNode) -> Bool {
    guard case .image(let image) = view.kind else { return false }
    return image.isSymbol
  }

  /// A symbol's edges: a resource of 0 × 0 gives 0 × 0 (no division by zero), a symbol with no
  /// resource is taken to be square (20 × 20), a point size past 1,000 is an `invalid-number`
  /// error that leaves the size unscaled, and a symbol far from square keeps its proportions
  /// with its larger side held to 26: ellipsis, 128 × 32, would be 40 × 10 by its area, and is
  /// 26 × 6.5.
  @Test func symbolSizesAtTheEdges() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i1">
            <imageReference key="image" image="flat" catalog="system"/>
          </imageView>
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i2">
            <imageReference key="image" image="missing" catalog="system"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="1e9"/>
          </imageView>
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i3">
            <imageReference key="image" image="ellipsis" catalog="system"/>
          </imageView>
          """),
      resources: """
        <image name="flat" catalog="system" width="0" height="0"/>
        <image name="ellipsis" catalog="system" width="128" height="32"/>
        """)
    let result = Self.importText(text)
    let views = try #require(result.file.cells.first).allViews
    #expect(
      views.map(\.kind) == [
        .image(ImageContent(imageSize: Size(width: 0, height: 0), isSymbol: true)),
        .image(ImageContent(imageSize: Size(width: 20, height: 20), isSymbol: true)),
        .image(ImageContent(imageSize: Size(width: 26, height: 6.5), isSymbol: true)),
      ])
    #expect(result.diagnostics.map(\.code) == [.invalidNumber])
  }

  /// A number out of its range in a document is quoted as written and comes with a fix-it in
  /// Interface Builder's terms, as a template's gets one in its own.
  @Test func aNumberOutOfRangeIsQuotedWithAFixIt() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <label text="a" numberOfLines="100000000000000000000000" id="l1"/>
          """))
    let diagnostics = Self.importText(text).diagnostics.filter { $0.code == .invalidNumber }
    #expect(
      diagnostics.map(\.message) == [
        "'numberOfLines' of <label> is not a number from 0 to 10000: '100000000000000000000000'"
      ])
    #expect(
      diagnostics.flatMap(\.fixIts).map(\.message) == [
        "set 'numberOfLines' to a number from 0 to 10000 in Interface Builder's inspector"
      ])
  }

  /// A frame's size below zero, which Interface Builder never writes, is an error at the
  /// number, and the view is read as recording no frame: before, a header recorded -50 tall
  /// was pinned at -50 and reported as an unsatisfiable row height (the hostile review).
  @Test func aFrameSizeBelowZeroIsAnError() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <view id="v"><rect key="frame" x="-4" y="0" width="10" height="-50"/></view>
          """))
    #expect(
      Self.importText(text).diagnostics.filter { $0.code == .invalidNumber }.map(\.message) == [
        "'height' of <rect> is not a number from 0 to 1000000: '-50'"
      ])
    // A negative origin is a position, and stays one.
    let moved = Self.xib(
      Self.cell(
        subviews: """
          <view id="v"><rect key="frame" x="-4" y="-2" width="10" height="5"/></view>
          """))
    #expect(Self.importText(moved).diagnostics.filter { $0.code == .invalidNumber }.isEmpty)
  }

  /// A switch IB lays out by its frame keeps that frame: the constraints its mask makes hold
  /// the alignment rectangle, 2 points narrower on the trailing side (x 10, width 51 − 2 = 49).
  @Test func autoresizingSwitchKeepsItsFrame() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <switch id="s"><rect key="frame" x="10" y="5" width="51" height="31"/><autoresizingMask key="autoresizingMask"/></switch>
          """))
    let cell = try #require(Self.importText(text).file.cells.first)
    #expect(
      cell.constraints.map(\.description) == [
        "switch.left == superview.left + 10", "switch.width == 49",
        "switch.top == superview.top + 5", "switch.height == 31",
      ])
    #expect(cell.views.first?.alignmentInsets.trailing == 2)
  }

  /// A segmented control is a rectangle 1 point shorter than the frame IB records, reaching 1
  /// point below it, whichever Xcode saved the document: a 31-point rectangle in the 32-point
  /// frame of Xcode 11 or later (iOS 13's SDK), a 28-point one in the 29-point frame of Xcode 6
  /// to 10 (ARCharts' three held 28 points apart by their top and bottom constraints, Xcode 9,
  /// recorded 29 tall; AprilBrother's `height == 36` recorded 37, Xcode 6).
  @Test(arguments: [("22505", 31.0), ("13168", 28.0), (nil, 28.0)])
  func segmentedControlsReachOnePointBelow(toolsVersion: String?, height: Double) throws {
    let frameHeight = toolsVersion == "22505" ? 32 : 29
    var text = Self.xib(
      Self.cell(
        subviews: """
          <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="sc"><rect key="frame" x="16" y="8" width="200" height="\(frameHeight)"/></segmentedControl>
          """))
    if let toolsVersion {
      text = text.replacing(
        #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
    }
    let view = try #require(Self.importText(text).file.cells.first?.views.first)
    #expect(view.intrinsicSize == IntrinsicSize(width: 200, height: height))
    #expect(view.alignmentInsets == EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0))
  }

  /// A slider is a rectangle 2 points inside each side of the frame IB records and 1 point above
  /// its bottom, whichever Xcode saved the document: a 204 × 31 frame holds a rectangle
  /// 204 − 4 = 200 wide (no intrinsic width: UISlider has none) and 31 − 1 = 30 tall, its
  /// intrinsic height (tuya's `width <= 200` sliders, Xcode 14; LayerPlayer's, Xcode 7).
  @Test(arguments: ["21701", "9059"])
  func slidersReachPastTheirSidesAndOnePointBelow(toolsVersion: String) throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <slider translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="152" y="4" width="204" height="31"/></slider>
          """)
    ).replacing(#"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
    let view = try #require(Self.importText(text).file.cells.first?.views.first)
    #expect(view.intrinsicSize == IntrinsicSize(width: nil, height: 30))
    #expect(view.alignmentInsets == EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2))
  }

  @Test func autoresizingViewsKeepTheirFrame() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <label text="Fixed" id="a"><rect key="frame" x="20" y="0" width="100" height="44"/><autoresizingMask key="autoresizingMask"/></label>
          <view id="b"><rect key="frame" x="10" y="5" width="355" height="20"/><autoresizingMask key="autoresizingMask" widthSizable="YES"/></view>
          """))
    let cell = try #require(Self.importText(text).file.cells.first)
    #expect(
      cell.constraints.map(\.description) == [
        "fixedLabel.left == superview.left + 20", "fixedLabel.width == 100",
        "fixedLabel.top == superview.top", "fixedLabel.height == 44",
        "view.left == superview.left + 10", "view.right == superview.right - 10",
        "view.top == superview.top + 5", "view.height == 20",
      ])
  }

  @Test func referencesOutsideTheCellAreReported() {
    let text = Self.xib(
      Self.cell(
        subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v"/>"#,
        constraints:
          #"<constraint firstItem="v" firstAttribute="top" secondItem="elsewhere" secondAttribute="bottom" id="k"/>"#
      ))
    let result = Self.importText(text)
    #expect(result.diagnostics.map(\.code) == [.unknownItem])
    #expect(result.file.cells.first?.constraints.isEmpty == true)
  }

  @Test func aMacDocumentIsNotRead() {
    let text =
      #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>"#
    let result = Self.importText(text)
    #expect(result.diagnostics.map(\.code) == [.unsupportedFeature])
    // A warning: an app's folder holds its watch and Mac storyboards beside the iOS ones.
    #expect(result.diagnostics.map(\.severity) == [.warning])
    #expect(result.file.cells.isEmpty)
  }

  // MARK: - Hostile input, as for templates

  private static func parserDiagnostics(_ text: String, path: String) -> [String] {
    TemplateParser().parse(text: text, path: path).diagnostics.map { "\($0.code): \($0.message)" }
  }

  @Test func entityDeclarationsAreRefusedAsInTemplates() {
    let declaration = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n  <!ENTITY lol \"lol\">\n]>\n"
    let ib =
      declaration
      + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>"#
    let template = declaration + "<templates/>"
    let expected = [
      "entity-declaration: the document declares the entity 'lol'; templates may not declare entities"
    ]
    #expect(Self.parserDiagnostics(ib, path: "a.xib") == expected)
    #expect(Self.parserDiagnostics(template, path: "a.xml") == expected)
    #expect(Self.importText(ib).diagnostics.map { "\($0.code): \($0.message)" } == expected)
  }

  @Test func xincludeIsNeverProcessed() {
    let text = Self.xib(
      Self.cell(
        subviews:
          #"<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd" parse="text"/>"#
      ))
    let result = Self.importText(text)
    // An unknown view (with no frame, so no autoresizing constraints either): nothing is included.
    #expect(result.diagnostics.map(\.code) == [.unknownElement, .unsupportedFeature])
    #expect(result.diagnostics.first?.message.hasPrefix("unknown view <xi:include>") == true)
    #expect(result.file.cells.first?.allViews.allSatisfy { $0.kind == .view } == true)
  }

  @Test func deepNestingIsRefusedByTheDepthLimit() {
    let depth = 100_000
    let text =
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">"#
      + String(repeating: "<view>", count: depth)
      + String(repeating: "</view>", count: depth) + "</document>"
    let expected = ["limit-exceeded: <view> is nested 65 levels deep; the limit is 64"]
    #expect(Self.parserDiagnostics(text, path: "deep.storyboard") == expected)
    #expect(Self.importText(text).diagnostics.map { "\($0.code): \($0.message)" } == expected)
  }

  @Test func oversizedFilesAreRefused() {
    let text = Self.xib(Self.cell(subviews: ""))
    let result = InterfaceBuilderImporter(limits: TemplateLimits(maximumFileSize: 100))
      .importDocument(text: text, path: "big.xib")
    #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
    // The message names the file: the human form prints no position for a whole-file problem.
    #expect(
      result.diagnostics.map(\.message) == [
        "'big.xib' is \(text.utf8.count) bytes; the limit is 100"
      ])
  }
}

/// The family IB documents' system fonts are read into.
private let iOS = FontDescriptor.iOSSystemFamily

extension InterfaceBuilderImporterTests {
  /// A constant or priority that cannot be read is an `invalid-number` error and leaves its
  /// constraint out, as measure's note says ("what cannot be read left out"): `constant="19x"`
  /// read as 0 gave a label a height of 0, which measure then named as the constraint that
  /// squeezed it (a review: QuickBlox's label with one constant altered).
  @Test func anUnreadableConstantOrPriorityLeavesItsConstraintOut() throws {
    let text = Self.xib(
      Self.cell(
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box"/>
          """,
        constraints: """
          <constraint firstItem="box" firstAttribute="height" constant="19x" id="k1"/>
          <constraint firstItem="box" firstAttribute="width" constant="20" priority="high" id="k2"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="8" id="k3"/>
          """))
    let result = Self.importText(text)
    let cell = try #require(result.file.cells.first)
    #expect(cell.constraints.map(\.description) == ["box.top == superview.top + 8"])
    #expect(result.diagnostics.map(\.code) == [.invalidNumber, .invalidNumber])
  }
}
