extension SystemFontWidthModel {
  /// How much wider than 1 em the iOS system font draws a CJK ideograph, which its fallback
  /// (PingFang on iOS) supplies: the factor applied to the stand-in's fallback face, whose
  /// ideographs advance 1 em (WenQuanYi Micro Hei).
  ///
  /// Read off the labels of the corpora's tuning halves and of those read since whose text is
  /// ideographs alone, one line in the system font, laid out at their own width: 38 labels of
  /// JXSegmentedView's demo storyboard (Xcode 13, 17 points: 2 ideographs recorded 35 wide, 4
  /// 70, 5 87, 6 104) and Coding-iOS (Xcode 9 and 10, 12 to 15 points: 3 at 12 points 37 wide,
  /// 2 at 14 points 29, 4 at 15 points 61.5 or 62). Advances of 1 em give none of those widths;
  /// × 1.023, the label's width rounded up to the pixel as UIKit rounds it, gives 30 exactly and
  /// 37 within half a point (from 1.018 to 1.024, 37 within half a point). The one against it:
  /// Yep's 13-point label of three, recorded 39 wide in a document of Xcode 7.
  public static let fittedIdeographScale = 1.023
}
