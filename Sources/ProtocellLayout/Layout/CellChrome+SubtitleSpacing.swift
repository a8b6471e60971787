import ProtocellTemplates

extension CellChrome {
  /// The content view's layout margin above and below a built-in style's labels: the space a
  /// self-sizing style cell leaves around them.
  static let styleVerticalMargin = 11.0

  /// The space UIKit leaves between a subtitle cell's text and detail labels in a content view
  /// `contentHeight` tall.
  ///
  /// ``subtitleSpacing`` (3 points) when the row is at least as tall as the cell sizes itself
  /// to, the labels with that space between them and ``styleVerticalMargin`` above and below;
  /// none in a shorter row, where the labels touch. Interface Builder's frames show it
  /// whichever Xcode saved them: in the tuning halves of the corpora every subtitle cell up to
  /// 54 points tall (28 cells in 15 repositories, Xcode 7 to 14) has its labels touching, and
  /// most taller rows (Xcode 10 to 14) have them 2 or 3 points apart (two image cells of Xcode
  /// 7 and 9 do not); IQKeyboardManager's demo `Main.storyboard`
  /// (Xcode 16, `toolsVersion` 24127) has 14 cells of 50 points with the labels touching and 8
  /// of 60 to 200 points with them 3 apart. A row of 50 points with a 19.5-point title and a
  /// 14.5-point detail is shorter than 11 + 19.5 + 3 + 14.5 + 11 = 59: 0; one of 60 is not: 3.
  /// (`UIKitLayoutRules.md`, "Cell chrome".)
  ///
  /// - Parameters:
  ///   - textHeight: The text label's height.
  ///   - detailHeight: The detail label's height.
  ///   - contentHeight: The content view's height.
  /// - Returns: 3 or 0 points.
  static func subtitleSpacing(
    textHeight: Double, detailHeight: Double, contentHeight: Double
  ) -> Double {
    let selfSizedHeight =
      styleVerticalMargin + textHeight + subtitleSpacing + detailHeight + styleVerticalMargin
    return contentHeight + 1e-6 >= selfSizedHeight ? subtitleSpacing : 0
  }

  /// The text label's top in a subtitle cell whose labels are 3 points apart: the pair centred
  /// as if it were ``spacedSubtitleExtent`` (2 points) taller below, rounded to the nearest
  /// whole point, half a point down.
  ///
  /// So the pair sits a point above the centre; a cell that sizes itself has 10 points above
  /// its labels and 12 below (22 in all, the two 11-point margins). Interface Builder's frames
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
  ///   - pairHeight: The text label's height, the 3 points and the detail label's height.
  ///   - contentHeight: The content view's height.
  /// - Returns: The text label's top, a whole point.
  static func spacedSubtitleTop(pairHeight: Double, contentHeight: Double) -> Double {
    let centred = (contentHeight - pairHeight - spacedSubtitleExtent) / 2
    return max(0, (centred - 0.5 - 1e-6).rounded(.up))
  }

  /// How much taller than the labels a subtitle pair 3 points apart is centred as
  /// (``spacedSubtitleTop(pairHeight:contentHeight:)``).
  static let spacedSubtitleExtent = 2.0
}
