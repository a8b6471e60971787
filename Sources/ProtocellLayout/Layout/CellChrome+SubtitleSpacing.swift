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
}
