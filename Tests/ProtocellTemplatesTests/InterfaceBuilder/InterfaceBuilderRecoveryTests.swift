import Foundation
import ProtocellDiagnostics
import ProtocellTemplates
import Testing

/// What the importer gives cells UIKit loads as they are: reuse identifiers scoped per table,
/// and the design-time placeholder sizes Interface Builder's canvas lays views out with.
struct InterfaceBuilderRecoveryTests {
  /// A table view with the given id holding `cells`: a full-screen table, the root view of a
  /// table view controller.
  private static func table(_ id: String, _ cells: String) -> String {
    """
    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" rowHeight="-1" id="\(id)">
      <rect key="frame" x="0" y="0" width="375" height="667"/>
      <prototypes>\(cells)</prototypes>
    </tableView>
    """
  }

  private static let cell = InterfaceBuilderImporterTests.cell

  /// `Cell` in two tables is normal in UIKit (identifiers are per table): both are kept, each
  /// named by its table, and nothing is reported.
  @Test func anIdentifierSharedByTwoTablesIsQualifiedByEachTable() {
    let text = InterfaceBuilderImporterTests.xib(
      Self.table("tA", Self.cell("a1", "Cell", #"<label text="A" id="la"/>"#, "", ""))
        + Self.table("tB", Self.cell("b1", "Cell", #"<label text="B" id="lb"/>"#, "", ""))
        + Self.table("tC", Self.cell("c1", "Other", #"<label text="C" id="lc"/>"#, "", "")))
    let result = InterfaceBuilderImporterTests.importText(text)
    #expect(result.file.cells.map(\.reuseIdentifier) == ["Cell@tA", "Cell@tB", "Other"])
    #expect(result.cells.map(\.ibID) == ["a1", "b1", "c1"])
    #expect(!result.diagnostics.contains { $0.code == .duplicateReuseIdentifier })
  }

  /// Two prototypes with one identifier in the same dynamic table are a real clash, reported at
  /// the second (which stays reachable by its object id); static cells are never dequeued, so
  /// theirs may repeat: each is keyed by its object id, with nothing reported.
  @Test func anIdentifierRepeatedInOneTable() {
    let cells =
      Self.cell("a1", "Cell", #"<label text="A" id="la"/>"#, "", "")
      + Self.cell("a2", "Cell", #"<label text="B" id="lb"/>"#, "", "")
    let dynamic = InterfaceBuilderImporterTests.importText(
      InterfaceBuilderImporterTests.xib(Self.table("tA", cells)))
    #expect(dynamic.file.cells.map(\.reuseIdentifier) == ["Cell", "Cell@a2"])
    let duplicates = dynamic.diagnostics.filter { $0.code == .duplicateReuseIdentifier }
    #expect(duplicates.map(\.message) == ["duplicate reuse identifier 'Cell'"])
    #expect(duplicates.first?.location?.line == 14)
    #expect(duplicates.first?.notes.first?.location?.line == 6)

    let staticTable = Self.table("tA", cells).replacingOccurrences(
      of: "<tableView ", with: #"<tableView dataMode="static" "#)
    let fixed = InterfaceBuilderImporterTests.importText(
      InterfaceBuilderImporterTests.xib(staticTable))
    #expect(fixed.file.cells.map(\.reuseIdentifier) == ["Cell@a1", "Cell@a2"])
    #expect(!fixed.diagnostics.contains { $0.code == .duplicateReuseIdentifier })
  }

  /// iPad and tvOS documents hold UIKit cells too.
  @Test func iPadAndTVDocumentsAreRead() {
    for type in [
      "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
      "com.apple.InterfaceBuilder.AppleTV.Storyboard",
    ] {
      let text = InterfaceBuilderImporterTests.xib(
        Self.table("tA", Self.cell("a1", "Cell", #"<label text="A" id="la"/>"#, "", ""))
      ).replacingOccurrences(of: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: type)
      let result = InterfaceBuilderImporterTests.importText(text)
      #expect(result.file.cells.map(\.reuseIdentifier) == ["Cell"], "\(type)")
      #expect(!result.diagnostics.contains { $0.isError }, "\(type)")
    }
  }

  /// Placeholder sizes on IB's canvas, and none at run time.
  ///
  /// FDTemplateLayoutCell's case: on the canvas
  /// (``InterfaceBuilderImporter/readsAsCanvas``) an image view with no image, sized by a placeholder of 143 × 80.5, takes that size as its
  /// image's (so a row's image replaces it); a custom view's placeholder height with `infinite`
  /// width gives it an intrinsic height only; a label takes its placeholder as its intrinsic
  /// size, as IB draws it. At run time (the default) UIKit ignores placeholders.
  @Test func placeholderIntrinsicSizesAreTheCanvasSizes() throws {
    let text = InterfaceBuilderImporterTests.xib(
      InterfaceBuilderImporterTests.cell(
        subviews: """
          <imageView translatesAutoresizingMaskIntoConstraints="NO" placeholderIntrinsicWidth="143" placeholderIntrinsicHeight="80.5" id="img"/>
          <view translatesAutoresizingMaskIntoConstraints="NO" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="21" id="custom"/>
          <label text="T" translatesAutoresizingMaskIntoConstraints="NO" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="50" id="lab"/>
          """))
    var canvas = InterfaceBuilderImporter()
    canvas.readsAsCanvas = true
    let cell = try #require(canvas.importDocument(text: text, path: "t.xib").file.cells.first)
    let views = cell.allViews
    #expect(views.map(\.id) == ["imageView", "view", "tLabel"])
    guard case .image(let image) = views[0].kind else {
      Issue.record("expected an image view, got \(views[0].kind)")
      return
    }
    #expect(image.imageSize == Size(width: 143, height: 80.5))
    #expect(views[0].intrinsicSize == .none)
    #expect(views[1].intrinsicSize == IntrinsicSize(width: nil, height: 21))
    #expect(views[2].intrinsicSize == IntrinsicSize(width: 50, height: 50))

    let runTime = try #require(InterfaceBuilderImporterTests.importText(text).file.cells.first)
    guard case .image(let plain) = runTime.allViews[0].kind else { return }
    #expect(plain.imageSize == nil)
    #expect(runTime.allViews[1].intrinsicSize == .none)
    #expect(runTime.allViews[2].intrinsicSize == .none)
  }

  /// On the canvas a document saved before Xcode 9.2 (`toolsVersion` below 13529) gives a table
  /// cell's content view UIView's 8-point margins, as that Xcode drew it; a later one, and every
  /// document at run time, the table's (11 above and below, 16 at the sides of a 375-point row).
  ///
  /// Xcode 9.1 (13196) draws the 8 (RxDataSources, Coding-iOS); Xcode 9.2 (13529) the table's
  /// (CardinalDebugToolkit's stepper cell: a label held to the top margin at y 11), as does 9.3
  /// (13771: QuickBlox's `Main_3`, a text field at y 11, 16 from the side).
  @Test func contentMarginsFollowTheXcodeThatSavedTheCanvas() throws {
    func margins(toolsVersion: String, canvas: Bool) throws -> EdgeInsets {
      try InterfaceBuilderImporterTests.firstCell(
        of: Self.table("tA", Self.cell("a1", "Cell", #"<label text="A" id="la"/>"#, "", "")),
        toolsVersion: toolsVersion, canvas: canvas
      ).layoutMargins
    }
    let table = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    #expect(try margins(toolsVersion: "12120", canvas: true) == EdgeInsets(all: 8))
    #expect(try margins(toolsVersion: "13196", canvas: true) == EdgeInsets(all: 8))
    #expect(try margins(toolsVersion: "13529", canvas: true) == table)
    #expect(try margins(toolsVersion: "13771", canvas: true) == table)
    #expect(try margins(toolsVersion: "14460.31", canvas: true) == table)
    #expect(try margins(toolsVersion: "22505", canvas: true) == table)
    #expect(try margins(toolsVersion: "12120", canvas: false) == table)
  }

  /// A view IB marks `fixedFrame="YES"` has no constraints of its own: IB adds ones at build time
  /// that hold it where it was drawn (Yep's badge image, 50 × 50 at (10, 10)), from the left
  /// edge whatever the writing direction (UIKit logs them `(LTR)`).
  @Test func aFixedFrameViewIsHeldWhereItWasDrawn() throws {
    let text = InterfaceBuilderImporterTests.xib(
      InterfaceBuilderImporterTests.cell(
        subviews: """
          <imageView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
            <rect key="frame" x="10" y="10" width="50" height="50"/>
          </imageView>
          """))
    let cell = try #require(InterfaceBuilderImporterTests.importText(text).file.cells.first)
    let held = cell.constraints.filter { $0.first.item == .view("imageView") }
    #expect(held.map(\.first.attribute) == [.left, .width, .top, .height])
    #expect(held.map(\.constant) == [10, 50, 10, 50])
  }

  /// A subtitle cell's spacing is left to the layout, which sets it by the row's height, but on
  /// the canvas of an Xcode before 9 (`toolsVersion` below 13000), which draws the labels
  /// touching: 0 there. (Before, the canvas of one saved before Xcode 14 had it 0, and then
  /// none did.)
  @Test func subtitleSpacingIsTheLayoutsButOnOlderCanvases() throws {
    func spacing(toolsVersion: String, canvas: Bool) throws -> Double? {
      let cell = """
        <tableViewCell reuseIdentifier="S" textLabel="t" detailTextLabel="d" \
        style="IBUITableViewCellStyleSubtitle" id="s1">
          <rect key="frame" x="0" y="0" width="375" height="44"/>
          <tableViewCellContentView key="contentView" id="s1-cv">
            <rect key="frame" x="0" y="0" width="375" height="44"/>
            <subviews>
              <label text="Title" id="t"><rect key="frame" x="16" y="6" width="31" height="19.5"/></label>
              <label text="Subtitle" id="d"><rect key="frame" x="16" y="25.5" width="40" height="13.5"/></label>
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
        """
      let text = InterfaceBuilderImporterTests.xib(Self.table("tA", cell)).replacingOccurrences(
        of: #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
      var importer = InterfaceBuilderImporter()
      importer.readsAsCanvas = canvas
      let prototype = try #require(
        importer.importDocument(text: text, path: "t.xib").file.cells.first)
      #expect(prototype.style == .subtitle)
      return prototype.subtitleSpacing
    }
    #expect(try spacing(toolsVersion: "19455", canvas: true) == nil)
    #expect(try spacing(toolsVersion: "10117", canvas: true) == 0)
    #expect(try spacing(toolsVersion: "12121", canvas: true) == 0)
    #expect(try spacing(toolsVersion: "13122", canvas: true) == nil)
    #expect(try spacing(toolsVersion: "22505", canvas: true) == nil)
    #expect(try spacing(toolsVersion: "10117", canvas: false) == nil)
    #expect(try spacing(toolsVersion: "19455", canvas: false) == nil)
  }

  /// On the canvas a style label without a text is drawn, and sized, with IB's placeholder:
  /// `Detail` for a value-1 cell's detail label, `Title` for a text label; at run time it is empty.
  @Test func emptyStyleLabelsTakeIBsPlaceholderOnTheCanvas() throws {
    let cell = """
      <tableViewCell reuseIdentifier="V" textLabel="t" detailTextLabel="d" \
      style="IBUITableViewCellStyleValue1" id="v1">
        <rect key="frame" x="0" y="0" width="375" height="44"/>
        <tableViewCellContentView key="contentView" id="v1-cv">
          <rect key="frame" x="0" y="0" width="375" height="44"/>
          <subviews>
            <label text="" id="t"><rect key="frame" x="16" y="12" width="0" height="0"/></label>
            <label id="d"><rect key="frame" x="300" y="12" width="40" height="19.5"/></label>
          </subviews>
        </tableViewCellContentView>
      </tableViewCell>
      """
    func texts(canvas: Bool) throws -> [String] {
      var importer = InterfaceBuilderImporter()
      importer.readsAsCanvas = canvas
      let text = InterfaceBuilderImporterTests.xib(Self.table("tA", cell))
      let prototype = try #require(
        importer.importDocument(text: text, path: "t.xib").file.cells.first)
      return prototype.allViews.compactMap { view in
        guard case .label(let label) = view.kind else { return nil }
        return label.text
      }
    }
    #expect(try texts(canvas: true) == ["Title", "Detail"])
    #expect(try texts(canvas: false) == ["", ""])
  }
}
