import Foundation
import Testing
import _ProtocellTestSupport

/// `measure --height`: a height printed to 3 decimals is taken as its pixel.
@Suite(.serialized)
struct MeasureFixedHeightTests {
  /// At 3×, 72.667 (what `measure` prints for 218 pixels) holds the content view there.
  ///
  /// 72.667 points are 72.666… and so is 72.6675; 72.67 is past the pixel and rounds up to
  /// 219 (73). Taken as given, 72.667 (218.001 pixels) would round up to 73 too.
  @Test func aPrintedHeightIsTakenAsItsPixel() throws {
    try TemporaryFolder.with(prefix: "protocell-fixed-height") { folder in
      try InterfaceBuilderText.stackedLabels(
        heights: (20.333, 20.333), secondY: 40.333, device: "retina5_9", pinsBottom: false,
        contentHeight: 72
      ).write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      try "{}".write(toFile: folder + "/rows.jsonl", atomically: false, encoding: .utf8)
      for (given, expected) in [("72.667", "72.667"), ("72.6675", "72.667"), ("72.67", "73")] {
        let result = try CommandRunner.run(
          ["measure", "Cell.xib", "--id", "Cell", "--data", "rows.jsonl", "--height", given],
          in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput == "row\tprototype\theight\n1\tCell\t\(expected)\n")
      }
    }
  }

  /// Without rows a collection view's item size holds, as IB's canvas holds it: the image is
  /// 0.8 of 90 tall and the 35 points under it give way.
  @Test func anItemSizeHoldsWithoutRows() throws {
    try TemporaryFolder.with(prefix: "protocell-item-size") { folder in
      try InterfaceBuilderText.xib(InterfaceBuilderText.crowdedItem).write(
        toFile: folder + "/Item.xib", atomically: false, encoding: .utf8)
      for arguments in [["measure", "Item.xib"], ["measure", "Item.xib", "--height", "90"]] {
        let result = try CommandRunner.run(arguments + ["--frames"], in: folder)
        #expect(result.status == 0)
        #expect(
          result.standardOutput.hasPrefix(
            "row\tprototype\theight\n1\tItem-cc\t90\n  view\t(0, 0, 0, 72)\n"))
      }
    }
  }

  /// A self-sizing cell whose document shows another height than its fitting one is told why,
  /// once the heights are printed; with --height, --quiet or rows it is not.
  @Test func aCellShownAtAnotherHeightIsExplained() throws {
    try TemporaryFolder.with(prefix: "protocell-recorded-height") { folder in
      // 10 + 20.5 + 10 + 20.5 + 10 = 71, shown 80 tall.
      try InterfaceBuilderText.stackedLabels(
        heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: true,
        contentHeight: 80
      ).write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let plain = try CommandRunner.run(["measure", "Cell.xib"], in: folder)
      #expect(plain.standardOutput == "row\tprototype\theight\n1\tCell\t71\n")
      #expect(
        plain.standardError.hasSuffix(
          "note: a cell measures another height than its document shows ('Cell': 71 here, 80 in the document): without --height a cell gets its fitting height, the one a self-sizing table gives it; --height 80 lays it out at the height the document shows, as Interface Builder's canvas does\n"
        ))
      for extra in [["--height", "80"], ["--quiet"]] {
        let result = try CommandRunner.run(["measure", "Cell.xib"] + extra, in: folder)
        #expect(!result.standardError.contains("another height"))
      }
    }
  }

  /// A cell of an Xcode 8 document pinned to its content view's margins is laid out without rows
  /// with the canvas's 8-point margins (8 + 20.5 + 8 = 36.5) where UIKit's run-time ones give
  /// 11 + 20.5 + 11 = 42.5 with rows: the note says the fitting height is the canvas's, not the
  /// one a self-sizing table gives (the tenth newcomer's review).
  @Test func aCanvasHeightIsNotCalledTheSelfSizingOne() throws {
    try TemporaryFolder.with(prefix: "protocell-canvas-margins-height") { folder in
      try """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" useAutolayout="YES">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <tableViewCell reuseIdentifier="Cell" id="c1">
                  <rect key="frame" x="0" y="0" width="320" height="80"/>
                  <tableViewCellContentView key="contentView" id="cv">
                      <rect key="frame" x="0" y="0" width="320" height="79.5"/>
                      <subviews>
                          <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                              <rect key="frame" x="8" y="8" width="304" height="20.5"/>
                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                          </label>
                      </subviews>
                      <constraints>
                          <constraint firstItem="t" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k1"/>
                          <constraint firstAttribute="bottomMargin" secondItem="t" secondAttribute="bottom" id="k2"/>
                          <constraint firstItem="t" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k3"/>
                          <constraint firstAttribute="trailingMargin" secondItem="t" secondAttribute="trailing" id="k4"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let plain = try CommandRunner.run(["measure", "Cell.xib"], in: folder)
      #expect(plain.standardOutput == "row\tprototype\theight\n1\tCell\t36.5\n")
      #expect(
        plain.standardError.hasSuffix(
          "note: a cell measures another height than its document shows ('Cell': 36.5 here, 79.5 in the document): without --height a cell gets its fitting height, here with the margins of the Xcode that saved the document (a self-sizing table gives it its fitting height with UIKit's run-time margins, as rows, --data, have it); --height 79.5 lays it out at the height the document shows, as Interface Builder's canvas does\n"
        ))
      let rows = try CommandRunner.run(
        ["measure", "Cell.xib", "--data", "-"], in: folder,
        standardInput: OutputPathCommandTests.input("{}\n"))
      #expect(rows.standardOutput == "row\tprototype\theight\n1\tCell\t42.5\n")
    }
  }

  /// An Xcode 6 or 7 `.xib` keeps a new cell's content view at 43 points after the cell grew:
  /// the document shows the cell's own frame, 71.5, whose content view (less the separator's
  /// half point) is 71, the fitting height, so no note names the stale 43 or suggests
  /// `--height 43`, and `convert` writes the 71 as the template's `estimatedHeight`.
  @Test func aStaleContentViewRectIsNotTheHeightShown() throws {
    try TemporaryFolder.with(prefix: "protocell-stale-content-view") { folder in
      // 10 + 20.5 + 10 + 20.5 + 10 = 71 in a cell 71.5 tall; the second label reaches 61.
      let document = InterfaceBuilderText.stackedLabels(
        heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: true,
        contentHeight: 71)
      let stale = document.replacing(#"height="71.0""#, with: #"height="43""#)
      #expect(stale != document)
      try stale.write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let measured = try CommandRunner.run(["measure", "Cell.xib"], in: folder)
      #expect(measured.status == 0)
      #expect(measured.standardOutput == "row\tprototype\theight\n1\tCell\t71\n")
      #expect(!measured.standardError.contains("another height"))
      let converted = try CommandRunner.run(["convert", "Cell.xib"], in: folder)
      #expect(converted.status == 0)
      #expect(converted.standardOutput.contains(#"estimatedHeight="71""#))
    }
  }

  /// `--height 43` given for the same stale cell holds its content view at 43, as given, and
  /// a note (from `measure` and `preview`) says the 43 is the stale rect's and names the 71 the canvas draws the views in (the
  /// cell's 71.5 less the separator's half point at 2×); `--height 71` draws no such note.
  @Test func aHeightThatIsAStaleRectIsHeldAndNamed() throws {
    try TemporaryFolder.with(prefix: "protocell-stale-height") { folder in
      let document = InterfaceBuilderText.stackedLabels(
        heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: true,
        contentHeight: 71)
      try document.replacing(#"height="71.0""#, with: #"height="43""#)
        .write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let stale = try CommandRunner.run(["measure", "Cell.xib", "--height", "43"], in: folder)
      #expect(stale.status == 0)
      #expect(stale.standardOutput.hasPrefix("row\tprototype\theight\n1\tCell\t43\n"))
      #expect(
        stale.standardError.contains(
          "note: --height 43 is the content-view height the document records for 'Cell', a "
            + "rect Xcode 6 and 7 left stale when the cell was resized: the content view is held "
            + "at 43 as given; Interface Builder's canvas draws the cell's views in 71 points (the "
            + "cell less its separator), which --height 71 gives\n"))
      let drawn = try CommandRunner.run(
        ["preview", "Cell.xib", "--height", "43", "-o", "cell.svg"], in: folder)
      #expect(drawn.status == 0)
      #expect(drawn.standardError.contains("note: --height 43 is the content-view height"))
      let shown = try CommandRunner.run(["measure", "Cell.xib", "--height", "71"], in: folder)
      #expect(shown.status == 0)
      #expect(shown.standardOutput == "row\tprototype\theight\n1\tCell\t71\n")
      #expect(!shown.standardError.contains("left stale"))
    }
  }

  /// Every cell shown at another height is named with both heights, those that differ most
  /// first, five of them and how many more; `--height` holds every cell measured, so with
  /// several measured the note says to name one with `--id`.
  @Test func everyCellShownAtAnotherHeightIsNamed() throws {
    try TemporaryFolder.with(prefix: "protocell-recorded-heights") { folder in
      // Each cell fits at 10 + 20.5 + 10 + 20.5 + 10 = 71; C4's document shows 71 too.
      let shown = [
        "C1": 75.0, "C2": 90, "C3": 80, "C4": 71, "C5": 100, "C6": 85, "C7": 78, "C8": 73,
      ]
      for (name, height) in shown {
        try InterfaceBuilderText.stackedLabels(
          heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: true,
          contentHeight: height
        ).replacing(#"reuseIdentifier="Cell""#, with: #"reuseIdentifier="\#(name)""#)
          .write(toFile: folder + "/\(name).xib", atomically: false, encoding: .utf8)
      }
      let all = try CommandRunner.run(["measure", "."], in: folder)
      #expect(all.status == 0)
      let seven: String =
        "note: 7 cells measure other heights than their documents show ('C5': 71 here, 100 in "
        + "the document; 'C2': 71 here, 90 in the document; 'C6': 71 here, 85 in the "
        + "document; 'C3': 71 here, 80 in the document; 'C7': 71 here, 78 in the document; "
        + "… and 2 more): without --height a cell gets its fitting height, the one a "
        + "self-sizing table gives it; --height holds every cell measured at one height: "
        + "with --id, '--id C5 --height 100' lays that cell out at the height its document "
        + "shows, as Interface Builder's canvas does\n"
      #expect(all.standardError.hasSuffix(seven))
      // One cell differs, but --height would hold C4 at 75 too.
      let two = try CommandRunner.run(["measure", "C4.xib", "C1.xib"], in: folder)
      let one: String =
        "note: a cell measures another height than its document shows ('C1': 71 here, 75 in "
        + "the document): without --height a cell gets its fitting height, the one a "
        + "self-sizing table gives it; --height holds every cell measured at one height: "
        + "with --id, '--id C1 --height 75' lays that cell out at the height its document "
        + "shows, as Interface Builder's canvas does\n"
      #expect(two.standardError.hasSuffix(one))
    }
  }
}
