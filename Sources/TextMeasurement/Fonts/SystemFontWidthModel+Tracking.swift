extension SystemFontWidthModel {
  /// SF Pro's tracking by point size, in thousandths of an em, for iOS.
  ///
  /// Source: Apple's Human Interface Guidelines, *Typography*, "Tracking values" (the SF Pro
  /// table for iOS, iPadOS and visionOS): 6 points +41, 12 points 0, 17 points −26, 20 points
  /// −23, 28 points +14, tapering to 0 from 51 points. Facts published by Apple, not read from a
  /// font file.
  static let trackingTable: [Int] = [
    41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23,  // 6–20
    -18, -12, -4, 3, 6, 8, 11, 14, 14, 14, 13, 13, 12, 12, 11,  // 21–35
    10, 10, 8, 8, 6, 6, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0,  // 36–51
  ]

  /// The smallest size in ``trackingTable``.
  static let trackingTableStart = 6

  /// SF Pro's tracking at `size` points, in thousandths of an em: Apple's table, linear between
  /// its whole sizes, its first value below 6 points and 0 from 51.
  ///
  /// - Parameter size: the point size.
  /// - Returns: the tracking in thousandths of an em.
  public static func tracking(atSize size: Double) -> Double {
    let position = size - Double(trackingTableStart)
    guard position > 0 else { return Double(trackingTable[0]) }
    let last = trackingTable.count - 1
    guard position < Double(last) else { return Double(trackingTable[last]) }
    let low = Int(position.rounded(.down))
    let fraction = position - Double(low)
    return Double(trackingTable[low])
      + Double(trackingTable[low + 1] - trackingTable[low]) * fraction
  }
}
