import TextMeasurement

extension InterfaceBuilderReader {
  // MARK: - Text fields without a frame

  /// The intrinsic height of a text field that Xcode wrote without a frame, whose height the
  /// layout would otherwise not know (Xcode 8.0, tools version 11201, writes no `<rect>` for
  /// most views).
  ///
  /// A UITextField is as tall as its border style and font make it whatever its frame. With a
  /// rounded rectangle it is 34 points on iOS 13 and later and 30 before, whatever the font:
  /// the frames IB recorded in the corpora say so (fields without a height constraint, font
  /// 12 to 18 points: 435 at 34 in documents of Xcode 11 and later, 101 at 30 in older ones).
  /// Other styles draw the text alone; their height is estimated as the font's line height
  /// rounded up to the point (the corpora's borderless fields are recorded about a point taller
  /// than their line, not consistently: 22 at 17 points, 20 at 16, 23 at 18). Found by the tenth
  /// newcomer's review: EurekaCommunity's PostalAddressRow fields were 0 tall, their cells 17
  /// and 23 points where the documents show 81 and 120.
  ///
  /// - Parameter element: The `<textField>` element.
  /// - Returns: The height in points.
  func framelessTextFieldHeight(of element: XMLElement) -> Double {
    if string(element, "borderStyle") == "roundedRect" {
      return drawsOnCanvas(savedBefore: InterfaceBuilderControlMetrics.iOS13ToolsVersion)
        ? Self.legacyRoundedTextFieldHeight : Self.roundedTextFieldHeight
    }
    let font = font(of: element)
    let lineHeight =
      font.family == FontDescriptor.iOSSystemFamily
      ? VerticalMetrics.iOSSystemFont.lineHeight(atSize: font.size)
      : font.size * Self.estimatedLineHeightFactor
    return Self.roundedUpToWholePoint(lineHeight)
  }

  /// A rounded-rectangle text field's height on iOS 13 and later.
  static let roundedTextFieldHeight = 34.0
  /// A rounded-rectangle text field's height before iOS 13.
  static let legacyRoundedTextFieldHeight = 30.0
  /// A font's line height over its point size where its metrics are not known to the reader.
  static let estimatedLineHeightFactor = 1.2
}
