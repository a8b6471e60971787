import Protocell
import Testing

/// A subtitle cell's labels touch in a row that leaves 19 points or less beside them, are 1 or
/// 2 points apart in one that leaves 20 to 21, and 3 apart from 22, whichever Xcode from 9 saved
/// the document (earlier canvases draw them touching): the rule in `UIKitLayoutRules.md`, "Cell
/// chrome".
struct InterfaceBuilderSubtitleSpacingTests {
  /// A document saved by the Xcode of `toolsVersion` (Xcode 14's 21701 unless given) holding
  /// one 375-point subtitle cell whose content view is `height` points tall, with a 16-point
  /// title and a 12-point detail, and with `imageSize` an image view showing an image of that
  /// size (from `<resources>`), an SF Symbol of those proportions when `symbol` is true (its
  /// `symbolScale` when given).
  static func document(
    height: Double, imageSize: Size? = nil, symbol: Bool = false, symbolScale: String? = nil,
    toolsVersion: String = "21701"
  ) -> String {
    let catalog = symbol ? #" catalog="system""# : ""
    let imageAttribute = imageSize == nil ? "" : #" imageView="i""#
    let imageView = imageSize.map {
      """
      <imageView \(symbolScale == nil ? #"image="picture"\#(catalog) "# : "")id="i">
        <rect key="frame" x="16" y="0" width="\($0.width)" height="\($0.height)"/>
        \(symbolScale.map { #"<imageReference key="image" image="picture" catalog="system" symbolScale="\#($0)"/>"# } ?? "")
      </imageView>
      """
    }
    let resources = imageSize.map {
      #"<resources><image name="picture"\#(catalog) width="\#($0.width)" height="\#($0.height)"/></resources>"#
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
        <objects>
          <tableViewCell reuseIdentifier="Cell" textLabel="t" detailTextLabel="d"\(imageAttribute) style="IBUITableViewCellStyleSubtitle" id="c">
            <rect key="frame" x="0" y="0" width="375" height="\(height)"/>
            <tableViewCellContentView key="contentView" id="cv">
              <rect key="frame" x="0" y="0" width="375" height="\(height)"/>
              <subviews>
                <label text="Title" id="t">
                  <rect key="frame" x="16" y="0" width="31" height="19.5"/>
                  <fontDescription key="fontDescription" type="system" pointSize="16"/>
                </label>
                <label text="Subtitle" id="d">
                  <rect key="frame" x="16" y="19.5" width="44" height="14.5"/>
                  <fontDescription key="fontDescription" type="system" pointSize="12"/>
                </label>
                \(imageView ?? "")
              </subviews>
            </tableViewCellContentView>
          </tableViewCell>
        </objects>
        \(resources ?? "")
      </document>
      """
  }

  /// The cell laid out at its recorded content-view size, at 2×, as the IB frame report does
  /// (read as IB's canvas with `canvas`).
  static func layout(height: Double, toolsVersion: String = "21701", canvas: Bool = false) throws
    -> CellLayout
  {
    try InterfaceBuilderDocumentLayout.firstCell(
      of: document(height: height, toolsVersion: toolsVersion), width: 375, height: height,
      canvas: canvas)
  }

  /// The labels are 16 × 2444 / 2048 = 19.094 (19.5 at 2×) and 12 × 2444 / 2048 = 14.320
  /// (14.5) points tall, so the cell sizes itself to 19.5 + 14.5 + 21 = 55
  /// (`CellChrome.selfSizingSubtitleRoom`).
  ///
  /// In 50 points the labels touch: (50 − 34) / 2 = 8 and 8 + 19.5 = 27.5, where
  /// IQKeyboardManager's demo storyboard (Xcode 16) records its 50-point subtitle cells. Before
  /// the rule, a document saved by Xcode 14 or later put them 3 apart: 6.5, rounded up to 7,
  /// and 29.5.
  @Test func labelsTouchInARowShorterThanTheCellSizesItselfTo() throws {
    let layout = try Self.layout(height: 50)
    #expect(layout.frames["textLabel"]?.y == 8)
    #expect(layout.frames["textLabel"]?.height == 19.5)
    #expect(layout.frames["detailTextLabel"]?.y == 27.5)
    #expect(layout.frames["detailTextLabel"]?.height == 14.5)
  }

  /// In a row that leaves 20 or 21 points beside the labels, the space past 19 goes between
  /// them, on whole points, half a point down, and the pair is centred, as a point taller when
  /// they are 2 apart, half a point down.
  ///
  /// In 55.5 points, 55.5 − 34 = 21.5 are left: 2.5 past 19, 2 between the labels, and the
  /// 36-point pair centred as 37 at (55.5 − 37) / 2 = 9.25, shown at 9, the detail at 9 + 19.5
  /// + 2 = 30.5 (as nRF-Mesh's 56-point rows of a 37-point pair 2 apart put their title at 9,
  /// and zcash-swift-wallet-sdk's, susi's and emoncms's 55.667-point ones theirs; until the
  /// small-title rule, a pair 2 apart was centred as it is: 9.75, shown at 10). In 54, 1 past
  /// 19: 1 between, (54 − 35) / 2 = 9.5, shown at 9, and 29.5. Before the spreading, both
  /// touched: 11 and 30.5; 10 and 29.5.
  @Test func labelsSpreadByWhatTheRowLeavesPastNineteenPoints() throws {
    let spread = try Self.layout(height: 55.5)
    #expect(spread.frames["textLabel"]?.y == 9)
    #expect(spread.frames["detailTextLabel"]?.y == 30.5)
    let closer = try Self.layout(height: 54)
    #expect(closer.frames["textLabel"]?.y == 9)
    #expect(closer.frames["detailTextLabel"]?.y == 29.5)
  }

  /// In a row taller than the cell sizes itself to the labels are 3 apart at their own heights.
  ///
  /// In 60 points, taller than 55, they are 3 apart, each at its text's height (19.5 and
  /// 14.5), as UITableViewCell sizes its style labels, rather than stretched to the 11-point
  /// margins (before: 11 and 33.5, the pair stretched to 60 − 22 = 38); the pair is centred as
  /// if 2 points taller, rounded half down: (60 − 37 − 2) / 2 = 10.5, down to 10, and 10 + 19.5
  /// + 3 = 32.5, where IQKeyboardManager's demo storyboard records its 60-point cells' labels.
  @Test func labelsKeepTheirHeightInATallerRow() throws {
    let layout = try Self.layout(height: 60)
    #expect(layout.frames["textLabel"]?.y == 10)
    #expect(layout.frames["textLabel"]?.height == 19.5)
    #expect(layout.frames["detailTextLabel"]?.y == 32.5)
    #expect(layout.frames["detailTextLabel"]?.height == 14.5)
  }

  /// The canvas of an Xcode before 9 draws the labels touching whatever room the row leaves,
  /// the pair centred and its top rounded up to the whole point
  /// (`InterfaceBuilderReader.olderCanvasSubtitleSpacing`); at run time, and on later
  /// canvases, they are spaced by the row's room.
  ///
  /// In 63 points the 34-point pair leaves 29: (63 − 34) / 2 = 14.5, shown at 15, the detail at
  /// 15 + 19.5 = 34.5, as LayerPlayer's Xcode 7 storyboard records its 63-point row (of two
  /// 15-point labels: 17 and 32). Saved by Xcode 14 the labels are 3 apart, the pair centred as
  /// 2 points taller: (63 − 37 − 2) / 2 = 12, and 12 + 19.5 + 3 = 34.5.
  @Test func olderCanvasesDrawTheLabelsTouchingInAnyRow() throws {
    let older = try Self.layout(height: 63, toolsVersion: "10116", canvas: true)
    #expect(older.frames["textLabel"]?.y == 15)
    #expect(older.frames["detailTextLabel"]?.y == 34.5)
    for later in [
      try Self.layout(height: 63, canvas: true),
      try Self.layout(height: 63, toolsVersion: "10116"),
    ] {
      #expect(later.frames["textLabel"]?.y == 12)
      #expect(later.frames["detailTextLabel"]?.y == 34.5)
    }
  }
}

/// A subtitle cell held at a row height other than the one it sizes itself to has one layout:
/// its labels are centred, so the validator has nothing ambiguous to report about them.
struct InterfaceBuilderSubtitleCentringTests {
  /// In a row shorter than the cell sizes itself to, the labels have one place.
  ///
  /// In a 50-point row the pair (19.5 + 14.5 = 34 points, touching) leaves 16 points, which the
  /// style's two 9-point margins and 3 points between the labels (21) cannot all have; without
  /// a rule to split the 16 the
  /// solver could put any share above the pair, and reported the labels' vertical positions
  /// ambiguous, an error the author cannot fix: a built-in style's labels take no constraints
  /// (HackerNews' 55-point subtitle cell, amitburst/HackerNews `Main.storyboard`). Centred, the
  /// split is 8 and 8, so there is no ambiguity, and the frames stay where the style's rounding
  /// puts them: 8 and 27.5, as before.
  @Test func aFixedRowHeightLeavesTheLabelsUnambiguous() throws {
    let layout = try InterfaceBuilderSubtitleSpacingTests.layout(height: 50)
    #expect(layout.warnings.isEmpty)
    #expect(layout.frames["textLabel"]?.y == 8)
    #expect(layout.frames["detailTextLabel"]?.y == 27.5)
  }

  /// In a 60-point row, taller than the 55 the cell sizes itself to, the five spare points would
  /// be as ambiguous; centred, they are split evenly, and the frames are the style's: 10 and 32.5.
  @Test func aTallerRowLeavesTheLabelsUnambiguous() throws {
    let layout = try InterfaceBuilderSubtitleSpacingTests.layout(height: 60)
    #expect(layout.warnings.isEmpty)
    #expect(layout.frames["textLabel"]?.y == 10)
    #expect(layout.frames["detailTextLabel"]?.y == 32.5)
  }
}
