// Images: a named image's size from the document's `<resources>`, and Apple's SF Symbols
// (`catalog="system"`), whose size the document does not record.

extension InterfaceBuilderReader {
  /// An image view's image: its size from `<resources>`, or an SF Symbol's estimated size.
  ///
  /// The image is named by the view's `image` attribute (Xcode 11 and 12) or by its
  /// `<imageReference key="image">` (Xcode 13 and later); either may say `catalog="system"`,
  /// as may the resource.
  func imageContent(of element: XMLElement) -> ImageContent {
    let reference = child(of: element, key: "image", named: "imageReference")
    guard let name = string(element, "image") ?? reference.flatMap({ string($0, "image") })
    else { return ImageContent() }
    guard isSymbol(name, element, reference) else {
      return ImageContent(imageSize: imageSize(named: name, at: element))
    }
    return ImageContent(
      imageSize: symbolSize(
        named: name, scale: reference.flatMap { string($0, "symbolScale") },
        configuration: child(of: element, key: "preferredSymbolConfiguration")),
      isSymbol: true)
  }

  /// A button's image for the normal state: its size, or an SF Symbol's estimated size.
  func buttonImageSize(of element: XMLElement) -> Size? {
    guard let state = child(of: element, key: "normal", named: "state"),
      let name = string(state, "image")
    else { return nil }
    guard isSymbol(name, state, nil) else { return imageSize(named: name, at: element) }
    return symbolSize(
      named: name, scale: nil,
      configuration: child(of: element, key: "preferredSymbolConfiguration"))
  }

  /// Whether an image is an SF Symbol: `catalog="system"` on the element that names it, on its
  /// reference, or on the document's resource of that name.
  func isSymbol(_ name: String, _ element: XMLElement, _ reference: XMLElement?) -> Bool {
    string(element, "catalog") == "system"
      || reference.flatMap { string($0, "catalog") } == "system" || symbolNames.contains(name)
  }

  /// An SF Symbol's size: an estimate, since Interface Builder records only its proportions.
  ///
  /// The resource gives the symbol's width and height scaled so that the larger is 128; the
  /// size drawn depends on the glyph's own extent, which only Apple's symbol font knows. The
  /// estimate keeps the resource's proportions and takes the square root of the symbol's area
  /// to be 20 points at the default configuration (Body, 17 points, medium scale), times 1.2 at
  /// the large scale and 0.8 at the small one, times the configuration's point size over 17.
  /// Fitted on the tuning halves of the corpora: 19 symbols at the default configuration, not
  /// sized by constraints nor arranged in a stack, in 4 repositories' documents, have the square
  /// root of their area 18.2 to 24.3 points, median 20.0; with it they are missed by 0.9 points a
  /// side on average, against 1.5 with a larger side of 21 (wide symbols are shorter than tall
  /// ones are narrow: xmark.bin, 128 × 92, is 24 × 17.3). The large scale's factor: the large
  /// symbols there (plus, lock.shield) are 1.13 and 1.21 times 20. The small one's is a guess
  /// (none in the corpora). A symbol without a resource is taken to be square; a resource with
  /// a side of 0 draws nothing; a symbol far from square keeps its proportions with its larger
  /// side held to 26 points (the largest drawn), scaled likewise.
  private func symbolSize(named name: String, scale: String?, configuration: XMLElement?) -> Size {
    let resource = imageSizes[name] ?? Size(width: 1, height: 1)
    guard resource.width > 0, resource.height > 0 else { return Size(width: 0, height: 0) }
    var side = Self.symbolSide
    switch configuration.flatMap({ string($0, "scale") }) ?? scale {
    case "large": side *= Self.largeSymbolScale
    case "small": side *= Self.smallSymbolScale
    default: break
    }
    if let configuration, let size = symbolPointSize(of: configuration) {
      side *= size / Self.symbolBodySize
    }
    let stretch = (resource.width / resource.height).squareRoot()
    // A symbol far from square (ellipsis, 128 × 37) would come out longer than any symbol IB
    // drew: its larger side, side × max(stretch, 1 / stretch), is held to the largest seen,
    // scaled as the root area is.
    let fit = min(1, Self.largestSymbolSide / Self.symbolSide / max(stretch, 1 / stretch))
    return Size(width: side * stretch * fit, height: side / stretch * fit)
  }

  /// The point size a symbol configuration names: its own, or its font's.
  private func symbolPointSize(of configuration: XMLElement) -> Double? {
    if let size = number(configuration, "pointSize", in: 1...1_000) { return size }
    guard let font = child(of: configuration, named: "fontDescription") else { return nil }
    return number(font, "pointSize", in: 1...1_000)
  }

  /// The square root of an SF Symbol's area, in points, at the default configuration
  /// (estimated).
  static let symbolSide = 20.0
  /// The largest side, in points, of an SF Symbol at the default configuration: the largest IB
  /// drew among the tuning halves' symbols (checkerboard.shield, 25.67 tall), rounded up.
  static let largestSymbolSide = 26.0
  /// The factor of the large symbol scale.
  static let largeSymbolScale = 1.2
  /// The factor of the small symbol scale.
  static let smallSymbolScale = 0.8
  /// The point size of the default symbol configuration (UIKit's Body text style).
  static let symbolBodySize = 17.0
}
