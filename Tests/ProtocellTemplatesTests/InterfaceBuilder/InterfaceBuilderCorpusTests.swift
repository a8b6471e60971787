import Cassowary
import Foundation
import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import TextMeasurement

/// The real Interface Builder files of the corpus (Fixtures/InterfaceBuilder, MIT-licensed, their
/// licences beside them) import without errors, and two of them exactly as checked by hand.
struct InterfaceBuilderCorpusTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/InterfaceBuilder")

  /// Each corpus file and the number of cells it holds (counted by hand in the files).
  static let corpus: [(name: String, cells: Int)] = [
    ("JRG-Developer__AutoLayoutCells__ALCell.xib", 1),
    ("Juanpe__SkeletonView__Main.storyboard", 1),
    ("RocketChat__Rocket.Chat.iOS__ChatMessageCell.xib", 1),
    ("RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard", 2),
    ("SwipeCellKit__SwipeCellKit__Main.storyboard", 4),
    ("ello__ello-ios__StreamImageCell.xib", 1),
    ("hackiftekhar__IQKeyboardManager__Settings.storyboard", 7),
    ("jessesquires__JSQMessagesViewController__JSQMessagesCollectionViewCellIncoming.xib", 1),
    ("xmartlabs__XLPagerTabStrip__PostCell.xib", 1),
    ("xmartlabs__XLPagerTabStrip__Storyboard.storyboard", 5),
  ]

  static func importFixture(_ name: String, asCanvas: Bool = false) throws
    -> InterfaceBuilderImport
  {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = asCanvas
    return importer.importDocument(text: text, path: name)
  }

  @Test(arguments: corpus.map(\.name)) func everyCorpusFileImportsWithoutErrors(name: String) throws
  {
    let result = try Self.importFixture(name)
    #expect(result.diagnostics.filter(\.isError).map(\.description) == [])
    #expect(result.file.cells.count == Self.corpus.first { $0.name == name }?.cells)
    for (cell, record) in zip(result.file.cells, result.cells) {
      #expect(cell.reuseIdentifier == record.reuseIdentifier)
      #expect(
        cell.allViews.map(\.id).count == record.views.count
          + cell.allViews.filter { $0.id.hasSuffix("Arrangement") }.count)
      // No view is named by its IB object id.
      for view in record.views { #expect(view.name != view.ibID) }
    }
    // The parser reads the same cells, whatever the file is called.
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let parsed = TemplateParser().parse(text: text, path: "renamed.xml")
    #expect(
      parsed.file.cells.map { $0.allViews.map(\.id) }
        == result.file.cells.map { $0.allViews.map(\.id) })
    #expect(
      parsed.file.cells.map { $0.constraints.map(\.description) }
        == result.file.cells.map { $0.constraints.map(\.description) })
    #expect(parsed.diagnostics.count == result.diagnostics.count)
  }

  // MARK: - Checked by hand

  /// ALCell.xib: one top-level cell without a reuse identifier, two labels in a 320-point
  /// content view, seven constraints on the content view.
  @Test func autoLayoutCellsALCell() throws {
    let result = try Self.importFixture("JRG-Developer__AutoLayoutCells__ALCell.xib")
    let cell = try #require(result.file.cells.first)
    #expect(result.file.cells.count == 1)
    #expect(cell.reuseIdentifier == "JRG-Developer__AutoLayoutCells__ALCell-KE4-nN-LJX")
    #expect(cell.width == 320)
    #expect(cell.estimatedHeight == 64)
    // A top-level cell 320 points wide, as on a 320-point table.
    #expect(cell.layoutMargins == EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(cell.views.map(\.id) == ["titleLabel", "subtitleLabel"])
    // Text styles space lines at their leading (Headline 22, Subheadline 20): the leading less
    // SF's line height (17 × 2444/2048 = 20.287109375, 15 × 2444/2048 = 17.900390625).
    // Both have an explicit preferred width of 300 (`preferredMaxLayoutWidth="300"`).
    var headline = LabelContent(
      text: "", font: FontSpec(family: iOS, weight: .semibold, size: 17), numberOfLines: 0,
      lineBreakMode: .wordWrap, lineSpacing: 1.712890625)
    headline.preferredMaxLayoutWidth = 300
    var subhead = LabelContent(
      text: "", font: FontSpec(family: iOS, size: 15), numberOfLines: 0, lineBreakMode: .wordWrap,
      lineSpacing: 2.099609375)
    subhead.preferredMaxLayoutWidth = 300
    #expect(cell.views.map(\.kind) == [.label(headline), .label(subhead)])
    let required = AxisPriorities(horizontal: .required, vertical: .required)
    for view in cell.views {
      #expect(view.contentHugging == required)
      #expect(view.compressionResistance == required)
      #expect(view.intrinsicSize == .none)  // placeholderIntrinsicWidth/Height are design-time only
    }
    #expect(
      cell.constraints.map(\.description) == [
        "subtitleLabel.leading == titleLabel.leading",
        "subtitleLabel.trailing == titleLabel.trailing",
        "superview.trailing == titleLabel.trailing + 10",
        "titleLabel.top == superview.top + 10",
        "superview.bottom == subtitleLabel.bottom + 10",
        "subtitleLabel.top == titleLabel.bottom + 2",
        "titleLabel.leading == superview.leading + 10",
      ])
    #expect(cell.constraints.first?.identifier == "8bR-uv-RGb")
    #expect(cell.constraints.first?.location?.line == 30)
    let record = try #require(result.cells.first)
    #expect(record.ibID == "KE4-nN-LJX")
    #expect(!record.hasReuseIdentifier)
    #expect(record.contentViewFrame == Rect(x: 0, y: 0, width: 320, height: 64))
    #expect(record.views.map(\.ibID) == ["J3W-HB-XWD", "lCz-D7-Qxf"])
    #expect(
      record.views.map(\.frameInContentView) == [
        Rect(x: 10, y: 10, width: 300, height: 21),
        Rect(x: 10, y: 33, width: 300, height: 21),
      ])
    #expect(
      result.diagnostics.map(\.description) == [
        "JRG-Developer__AutoLayoutCells__ALCell.xib:16:569: warning: 'titleLabel' is of the custom class 'ALLabel'; it is laid out as its base class <label> [custom-class]",
        "JRG-Developer__AutoLayoutCells__ALCell.xib:22:572: warning: 'subtitleLabel' is of the custom class 'ALLabel'; it is laid out as its base class <label> [custom-class]",
      ])
  }

  /// PostCell.xib: an image view without an image (no intrinsic size), a bold and a wrapping
  /// label; constraints on the content view and on the views themselves, one at priority 999.
  @Test func xlPagerTabStripPostCell() throws {
    let result = try Self.importFixture("xmartlabs__XLPagerTabStrip__PostCell.xib")
    let cell = try #require(result.file.cells.first)
    #expect(cell.reuseIdentifier == "xmartlabs__XLPagerTabStrip__PostCell-b8n-8Y-pxb")
    #expect(cell.width == 375)
    #expect(cell.estimatedHeight == 83.5)
    #expect(cell.views.map(\.id) == ["userImage", "postName", "postText"])
    #expect(cell.views[0].kind == .image(ImageContent(imageSize: nil)))
    #expect(
      cell.views[1].kind
        == .label(LabelContent(text: "Label", font: FontSpec(family: iOS, weight: .bold, size: 15)))
    )
    #expect(
      cell.views[2].kind
        == .label(
          LabelContent(text: "Label", font: FontSpec(family: iOS, size: 15), numberOfLines: 0)))
    #expect(cell.views.map(\.contentHugging.vertical.rawValue) == [251, 1000, 251])
    #expect(cell.views.map(\.compressionResistance.vertical.rawValue) == [750, 750, 750])
    #expect(
      cell.constraints.map(\.description) == [
        "userImage.top == superview.top + 12",
        "postText.leading == postName.leading",
        "postName.leading == userImage.trailing + 8",
        "superview.bottom == postText.bottom + 20 @999",
        "postName.top == superview.top + 12",
        "postText.width == postName.width",
        "userImage.leading == superview.leading + 12",
        "superview.trailing == postName.trailing + 20",
        "postText.top == postName.bottom + 8",
        "userImage.height == 60",
        "userImage.width == 60",
        "postText.height >= 18",
      ])
    #expect(
      result.cells.first?.views.map(\.frame) == [
        Rect(x: 12, y: 12, width: 60, height: 60),
        Rect(x: 80, y: 12, width: 275, height: 18),
        Rect(x: 80, y: 38, width: 275, height: 25.5),
      ])
    #expect(result.diagnostics.isEmpty)
  }

  /// Settings.storyboard: seven prototypes in an inset-grouped table 375 points wide; a switch
  /// and a stepper with UIKit's sizes; a nested view's constraints held by that view.
  @Test func iqKeyboardManagerSettings() throws {
    let result = try Self.importFixture("hackiftekhar__IQKeyboardManager__Settings.storyboard")
    #expect(
      result.file.cells.map(\.reuseIdentifier) == [
        "SwitchTableViewCell", "StepperTableViewCell", "NavigationTableViewCell",
        "ColorTableViewCell",
        "TextFieldTableViewCell", "ImageSwitchTableViewCell", "OptionTableViewCell",
      ])
    let switchCell = result.file.cells[0]
    #expect(switchCell.width == 335)
    #expect(
      switchCell.allViews.map(\.id) == ["view", "labelTitle", "labelSubtitle", "switchEnable"])
    #expect(
      switchCell.view(withID: "switchEnable")?.intrinsicSize == IntrinsicSize(width: 49, height: 31)
    )
    #expect(
      result.file.cells[1].view(withID: "stepper")?.intrinsicSize
        == IntrinsicSize(width: 94, height: 32))
    #expect(
      switchCell.constraints.contains { $0.description == "view.bottom == labelSubtitle.bottom" })
    // The label inside the nested view, in the content view's coordinates.
    #expect(
      result.cells[0].view(named: "labelSubtitle")?.frameInContentView
        == Rect(x: 10, y: 29, width: 261, height: 12))
    #expect(
      result.diagnostics.map(\.description) == [
        "hackiftekhar__IQKeyboardManager__Settings.storyboard:156:45: note: the variation 'userInterfaceIdiom=mac' is not applied: Protocell lays cells out for an iPhone in portrait (widthClass=compact, heightClass=regular) [unsupported-feature]"
      ])
  }

  /// The table cell content view's margins: 16 points at the sides of a 320- or 375-point table,
  /// 20 of a 414-point one, 11 above and below (SkeletonView: `topMargin + 7` is at y = 18); on
  /// the canvas of Xcode 10.1, which saved Rocket.Chat's storyboard, 15 at 320.
  @Test func tableCellContentViewMarginsFollowTheTableWidth() throws {
    let skeleton = try Self.importFixture("Juanpe__SkeletonView__Main.storyboard")
    #expect(
      skeleton.file.cells.first?.layoutMargins
        == EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(
      skeleton.file.cells.first?.constraints.contains {
        $0.description == "avatar.top == margins.top + 7"
      } == true)
    let rocket = try Self.importFixture("RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard")
    #expect(
      rocket.file.cells.first?.layoutMargins
        == EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    let rocketCanvas = try Self.importFixture(
      "RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard", asCanvas: true)
    #expect(
      rocketCanvas.file.cells.first?.layoutMargins
        == EdgeInsets(top: 11, leading: 15, bottom: 11, trailing: 15))
    let swipe = try Self.importFixture("SwipeCellKit__SwipeCellKit__Main.storyboard")
    #expect(
      swipe.file.cells.first?.layoutMargins
        == EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
    // The collection-view cell's constraints sit on the cell; its margins are UIKit's 8.
    let collection = try #require(swipe.file.cells.last)
    #expect(collection.layoutMargins == EdgeInsets(all: 8))
    #expect(collection.separator == .none)
    #expect(
      collection.constraints.contains { $0.description.hasPrefix("stackView.top == margins.top") })
  }
}

/// The family IB documents' system fonts are read into.
private let iOS = FontDescriptor.iOSSystemFamily

/// Which cells size themselves: a table with `rowHeight="-1"` sizes its rows to their content;
/// static cells, tables with a fixed row height and collection view cells are given their height.
struct InterfaceBuilderFixedHeightTests {
  /// The fixed height, from the `IB-fixed-height` constraint, of each cell of a file.
  private func fixedHeights(_ name: String) throws -> [Double?] {
    let document = try InterfaceBuilderCorpusTests.importFixture(name)
    return document.file.cells.map { cell in
      cell.constraints.first { $0.identifier == "IB-fixed-height" }.map(\.constant)
    }
  }

  @Test func selfSizingTableCellsKeepTheirFittingHeight() throws {
    // SkeletonView's table: rowHeight="-1" (UITableView.automaticDimension).
    let skeleton = try fixedHeights("Juanpe__SkeletonView__Main.storyboard")
    #expect(skeleton == [nil])
    // A top-level .xib table cell: the app decides, so it is checked as self-sizing.
    let post = try fixedHeights("xmartlabs__XLPagerTabStrip__PostCell.xib")
    #expect(post == [nil])
  }

  @Test func cellsGivenTheirHeightAreLaidOutAtIBsHeight() throws {
    // Static cells of XLPagerTabStrip's table, at their content views' recorded heights.
    let document = try InterfaceBuilderCorpusTests.importFixture(
      "xmartlabs__XLPagerTabStrip__Storyboard.storyboard")
    #expect(document.cells.count == 5)
    #expect(document.cells.map(\.hasFixedHeight) == Array(repeating: true, count: 5))
    let heights = try fixedHeights("xmartlabs__XLPagerTabStrip__Storyboard.storyboard")
    #expect(heights == document.cells.map { $0.contentViewFrame?.height })
    #expect(!heights.contains(nil))
    // A collection view cell is sized by its layout.
    let chat = try InterfaceBuilderCorpusTests.importFixture(
      "RocketChat__Rocket.Chat.iOS__ChatMessageCell.xib")
    #expect(chat.cells.map(\.hasFixedHeight) == [true])
  }
}
