import ProtocellTemplates

extension CellChrome {
  /// The content view's layout margin above and below a built-in style's lone label: the space a
  /// self-sizing style cell leaves around it.
  static let styleVerticalMargin = 11.0

  /// The room a subtitle cell that sizes itself leaves beside its two labels: 21 points, the
  /// ``subtitleMinimumMargins`` (19) above and below them and 2 between them
  /// (``subtitleSpacing(textHeight:detailHeight:contentHeight:)``).
  ///
  /// Interface Builder's canvas sizes the cells of a table whose rows size themselves
  /// (`rowHeight="-1"`) with UIKit's own fitting pass and records what it gives: every such
  /// subtitle cell of a 17-point title and a 12-point detail (20.5 and 14.5 points tall at 2×,
  /// 20.333 and 14.333 at 3×) in the corpora's tuning halves and the corpora read since is 56
  /// points at 2× in Xcode 15 (nRF-Mesh's, 29 cells), 55.5 in Xcode 13 and 14 (nRF-Mesh's, and
  /// IQListKit's three in `fresh14`: the labels' unrounded 34.6 points and 21, to the nearest
  /// pixel) and 55.667 at 3× in Xcode 16 (zcash-swift-wallet-sdk's two), its title 9 or 10 points
  /// down and its labels 1 or 2 apart. Before, the fitting pass kept 11-point margins and 3
  /// points between the labels, 25 in all (60 for those cells), a figure no recorded frame
  /// showed. (`UIKitLayoutRules.md`, "Cell chrome".)
  static let selfSizingSubtitleRoom = 21.0

  /// The layout margin above and below a subtitle cell's pair of labels in the fitting pass:
  /// what ``selfSizingSubtitleRoom`` leaves beside the labels' ``subtitleSpacing`` (3 points),
  /// halved (9 points each).
  static let subtitlePairVerticalMargin = (selfSizingSubtitleRoom - subtitleSpacing) / 2

  /// The space UIKit leaves between a subtitle cell's text and detail labels in a content view
  /// `contentHeight` tall.
  ///
  /// What the row leaves beside the labels' heights goes first to ``subtitleMinimumMargins``
  /// (19 points above and below together), then to the space between the labels, up to
  /// ``subtitleSpacing`` (3 points); the space is on whole points, half a point rounded down.
  /// So the labels touch in a row up to 19 points taller than they are, and are 3 apart from 22
  /// points taller. Interface Builder's frames show it whichever Xcode saved them: in the tuning
  /// halves of the corpora every subtitle cell whose row leaves 19 points or less has its labels
  /// touching (28 cells in 15 repositories, Xcode 7 to 14: a 17-point title and a 12-point
  /// detail, 20.5 and 14.5 tall, in rows of 43.5 to 54), rows that leave 20.5 have them 1 apart
  /// (nRF-Mesh's 55.5-point row), 21 points 2 apart (susi, emoncms and zcash-swift-wallet-sdk's
  /// 55.667-point rows at 3×, nRF-Mesh's 56-point ones, TradeIt's 50-point row of two 12-point
  /// labels), and 27 or more 3 apart (VPNOn, trailer, tpg-offline, The Blue Alliance, FirebaseUI;
  /// IQKeyboardManager's demo `Main.storyboard`, Xcode 16, 8 cells of 60 to 200 points). Against
  /// it: TradeIt's 65-point row, which leaves 23 points beside a 23-point title and touches, and
  /// two image cells of Xcode 7 and 9. (`UIKitLayoutRules.md`, "Cell chrome".)
  ///
  /// - Parameters:
  ///   - textHeight: The text label's height.
  ///   - detailHeight: The detail label's height.
  ///   - contentHeight: The content view's height.
  /// - Returns: 0, 1, 2 or 3 points.
  static func subtitleSpacing(
    textHeight: Double, detailHeight: Double, contentHeight: Double
  ) -> Double {
    let room = contentHeight - textHeight - detailHeight - subtitleMinimumMargins
    let spacing = min(subtitleSpacing, max(0, room))
    return max(0, (spacing - 0.5 - 1e-6).rounded(.up))
  }

  /// The room above and below a subtitle cell's labels that comes before any space between them
  /// (``subtitleSpacing(textHeight:detailHeight:contentHeight:)``).
  static let subtitleMinimumMargins = 19.0

  /// The text label's top in a subtitle cell whose labels are `spacing` apart: the pair centred
  /// as if it were the spacing less a point taller below (up to ``spacedSubtitleExtent``, 2
  /// points, when the labels are 3 apart), rounded to the nearest whole point, half a point down.
  ///
  /// Labels 1 point apart are centred, 2 apart as a point taller: IB's 56-point rows of a
  /// 37-point pair 2 apart at (56 − 38) / 2 = 9 (nRF-Mesh), the 55.5-point one of a 36-point
  /// pair 1 apart at 9.75, shown at 10; growingio's 43.5-point rows of a small title's pair
  /// (``smallTitleSubtitleSpacing``), 31 points 2 apart, at 5.75, shown at 6. A cell that
  /// sizes itself leaves 21 points beside its labels (``selfSizingSubtitleRoom``), so its labels
  /// are 2 apart. At 3 points apart the pair sits a point above the centre. Interface Builder's frames
  /// show it in rows of 60 to 200 points from four repositories: IQKeyboardManager's demo
  /// `Main.storyboard` (Xcode 16; a 16-point title and a 12-point detail, pairs of 37, 65.5,
  /// 80, 80, 123, 166 and 180.5 points in rows of 60 (two cells), 90, 110, 120, 140, 180 and
  /// 200: tops 10, 11, 14, 19, 7, 6 and 9) and, in the corpora's tuning halves, trailer's
  /// 70-point cell (a 36-point pair: 16), tpg-offline's 79.5-point one (41.5: 18) and The Blue
  /// Alliance's 89.5-point one (38: 25). Centred they would be at 11.5, 12.25, 15, 20, 8.5, 7,
  /// 9.75, 17, 19 and 25.75; the rule gives IB's figure for all eleven cells. UIKit does not
  /// document it. (IQKeyboardManager's file is also in the width corpus's holdout half.)
  ///
  /// - Parameters:
  ///   - pairHeight: The text label's height, the spacing and the detail label's height.
  ///   - spacing: The space between the labels, more than 0.
  ///   - contentHeight: The content view's height.
  /// - Returns: The text label's top, a whole point.
  static func spacedSubtitleTop(pairHeight: Double, spacing: Double, contentHeight: Double)
    -> Double
  {
    let extent = min(max(spacing - 1, 0), spacedSubtitleExtent)
    let centred = (contentHeight - pairHeight - extent) / 2
    return max(0, (centred - 0.5 - 1e-6).rounded(.up))
  }

  /// How much taller than the labels a subtitle pair 3 points apart is centred as
  /// (``spacedSubtitleTop(pairHeight:spacing:contentHeight:)``); a pair 2 apart is centred as a
  /// point taller, one 1 apart as it is: the spacing less a point, up to this.
  ///
  /// One rule for the three: every subtitle cell of the tuning halves and the corpora read since
  /// whose labels are 1 or 3 apart keeps its place by it, and those 2 apart under a small title
  /// (``smallTitleSubtitleSpacing``) sit where IB drew them only by it (growingio's, dhp-ios-app's).
  static let spacedSubtitleExtent = 2.0

  /// The text label's height below which a subtitle cell's title is small: a title of 12 points
  /// (14.5 tall at 2×, 14.333 at 3×), or of the point size 0 IB writes for the style's default.
  static let smallSubtitleTitleHeight = 15.0

  /// The space between a subtitle cell's labels under a small title
  /// (``smallSubtitleTitleHeight``), whatever room the row leaves.
  ///
  /// In the corpora read, 10 of the 11 subtitle cells with a small title and a detail have
  /// their labels 2 apart, in rows that leave 14.5 to 23.5 points beside them (growingio,
  /// dhp-ios-app, pia-foss, tuya, TradeIt: five repositories, Xcode 11 to 16, at 2× and 3×),
  /// where the rule for other titles (``subtitleSpacing(textHeight:detailHeight:contentHeight:)``)
  /// gives 0 to 2. Found by a helper on the read corpora and the tuning halves; UIKit does not
  /// document it.
  static let smallTitleSubtitleSpacing = 2.0
}
