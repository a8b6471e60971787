import ProtocellTemplates

extension CellChrome {
  /// The top of a value 1 cell's detail label placed on its text label's first baseline,
  /// rounded to the nearest whole point; `nil` when either label was not measured.
  ///
  /// UITableViewCell places the two labels of its `value1` style on one baseline: the text label
  /// is centred (its top rounded up, ``roundStyleOrigins(_:prototype:contentHeight:labels:)``)
  /// and the detail label sits where its first baseline meets the text label's. Not documented
  /// by Apple; shown by Interface Builder's frames of every value 1 cell in the corpora's tuning
  /// halves whose two labels differ in height, in six repositories (Xcode 10 to 16): a 14-point
  /// detail beside a 17-point text in a 43.667-point row at y 15, where centring gives 14
  /// (zcash-swift-wallet-sdk); a 16-point one at 13, not 12 (GitHawk); a 15-point one at 14, not
  /// 13 (tuya's two); a 17-point one beside a 20-point text in a 79.667-point row at 31, not 30
  /// (BetterLocalization); 17-point Courier New at 14, not 13 (tinode's sixteen); and, where
  /// centring agrees, trailer's and TradeIt's. A label taller than its text keeps it centred, as
  /// UILabel draws it, so the baseline is measured from the text's centred top.
  ///
  /// - Parameters:
  ///   - text: The text label's frame, its top already on the whole point it is shown at.
  ///   - detail: The detail label's frame as solved.
  ///   - textMeasurement: The text label's measured text.
  ///   - detailMeasurement: The detail label's measured text.
  /// - Returns: The detail label's top, a whole point.
  static func detailTopOnTextBaseline(
    text: Rect, detail: Rect, textMeasurement: LabelMeasurement?,
    detailMeasurement: LabelMeasurement?
  ) -> Double? {
    guard let textMeasurement, let detailMeasurement else { return nil }
    let baseline =
      text.y + (text.height - textMeasurement.size.height) / 2 + textMeasurement.firstBaseline
    let detailOffset =
      (detail.height - detailMeasurement.size.height) / 2 + detailMeasurement.firstBaseline
    return (baseline - detailOffset).rounded()
  }
}
