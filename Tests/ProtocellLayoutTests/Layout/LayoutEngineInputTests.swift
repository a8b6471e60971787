import Foundation
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// What a row may ask of the engine, and the errors that say so: widths from 0 to 1,000,000,
/// scales above 0 up to 10, a line limit of 1 or more, image sizes given in code as a row's
/// image sizes must be, from 0 to 1,000,000 points a side.
struct LayoutEngineInputTests {
  /// A 20 × 30 image between the margins: the row is its height plus 8 + 8.
  static let picture = """
    <image id="pic" imageWidth="20" imageHeight="30"/>
    <constraints>
      <constraint>pic.leading == margins.leading</constraint>
      <constraint>pic.top == margins.top</constraint>
      <constraint>pic.bottom == margins.bottom</constraint>
    </constraints>
    """

  @Test func theWidthsLimitIsInItsMessage() throws {
    let engine = LayoutEngine(
      prototype: try layoutCell(Self.picture), measurer: FixedAdvanceMeasurer())
    #expect(try engine.layout(width: 1_000_000).height == 46)
    #expect(throws: LayoutError.invalidWidth(1e9)) { try engine.layout(width: 1e9) }
    #expect(
      LayoutError.invalidWidth(1e9).description
        == "the width 1000000000.0 is not a number of points from 0 to 1000000")
    #expect(
      LayoutError.invalidScale(0).description
        == "the scale 0.0 is not a number above 0 and at most 10")
  }

  @Test(arguments: [0, -1, Int.min])
  func aLineLimitBelowOneIsAnError(limit: Int) throws {
    let engine = LayoutEngine(
      prototype: try layoutCell(Self.picture), measurer: FixedAdvanceMeasurer())
    #expect(throws: LayoutError.invalidMaximumLineCount(limit)) {
      try engine.layout(width: 320, options: LayoutOptions(maximumLineCount: limit))
    }
    #expect(try engine.layout(width: 320, options: LayoutOptions(maximumLineCount: 1)).height == 46)
  }

  /// A text longer than `maximumTextLength` (in Unicode scalars) fails the row unmeasured.
  ///
  /// One as long passes. Before, the library had no such limit (a library user's review: a
  /// 10,000,000-character text took 1.7 s in a one-line label).
  @Test func aTextOverTheLimitIsAnError() throws {
    let engine = LayoutEngine(
      prototype: try layoutCell(
        """
        <label id="t" bind="t"/>
        <constraints>
          <constraint>t.leading == superview.leading</constraint>
          <constraint>t.top == superview.top</constraint>
          <constraint>t.bottom == superview.bottom</constraint>
        </constraints>
        """), measurer: FixedAdvanceMeasurer())
    let options = LayoutOptions(maximumTextLength: 5)
    // "é" written as e and a combining accent is two scalars: "abcé" is 5, "abcdé" 6.
    _ = try engine.layout(CellContent(texts: ["t": "abce\u{301}"]), width: 320, options: options)
    #expect(throws: LayoutError.textTooLong(viewID: "t", length: 6, limit: 5)) {
      try engine.layout(CellContent(texts: ["t": "abcde\u{301}"]), width: 320, options: options)
    }
    #expect(
      LayoutError.textTooLong(viewID: "t", length: 6, limit: 5).description
        == "the text given to label 't' is 6 characters long, more than 5 (the limit of "
        + "characters per text)")
  }

  @Test(arguments: [
    Size(width: -40, height: 10), Size(width: .nan, height: .nan),
    Size(width: 1, height: .infinity),
    Size(width: 1, height: 1e12),
  ])
  func anImageSizeOutOfRangeIsAnError(size: Size) throws {
    let engine = LayoutEngine(
      prototype: try layoutCell(Self.picture), measurer: FixedAdvanceMeasurer())
    #expect {
      try engine.layout(CellContent(imageSizes: ["pic": size]), width: 320)
    } throws: { error in
      guard case LayoutError.invalidImageSize(let viewID, let reported) = error else {
        return false
      }
      return viewID == "pic" && reported.description == size.description
    }
    // The engine is unharmed: the next row lays out.
    let sized = CellContent(imageSizes: ["pic": Size(width: 20, height: 1_000_000)])
    #expect(try engine.layout(sized, width: 320).height == 1_000_016)
  }

  @Test func anImageSizesMessageGivesTheRange() {
    #expect(
      LayoutError.invalidImageSize(viewID: "pic", size: Size(width: -40, height: 10)).description
        == "the image size given for 'pic' is -40×10; width and height must be numbers from 0 to "
        + "1000000")
  }
}

/// UILabel's explicit `preferredMaxLayoutWidth`: a label that wraps is measured at it, whatever
/// width its constraints give it.
struct PreferredMaxLayoutWidthTests {
  /// 15 characters of 5 points (10-point font, the fixed-advance measurer) between the margins
  /// of a 100-point row: one 12.5-point line in 84 points (28.5 with the margins' 16); at a
  /// preferred width of 24, four lines (50: 66) at every width, the frame still 84 wide.
  @Test func aWrappingLabelIsMeasuredAtItsPreferredWidth() throws {
    let automatic = LayoutEngine(
      prototype: try layoutCell(LayoutEngineTextTests.wrapping), measurer: FixedAdvanceMeasurer())
    #expect(try automatic.layout(width: 100).height == 28.5)
    let explicit = LayoutEngine(
      prototype: try layoutCell(
        LayoutEngineTextTests.wrapping.replacingOccurrences(
          of: #"numberOfLines="0""#, with: #"numberOfLines="0" preferredMaxLayoutWidth="24""#)),
      measurer: FixedAdvanceMeasurer())
    for width in [100.0, 40, 320] {
      let layout = try explicit.layout(width: width)
      #expect(layout.height == 66)
      #expect(layout.frames["body"]?.width == width - 16)
    }
  }

  /// A one-line label ignores it, as UILabel does.
  @Test func aOneLineLabelIgnoresIt() throws {
    let oneLine = LayoutEngineTextTests.wrapping.replacingOccurrences(
      of: #"numberOfLines="0""#, with: #"preferredMaxLayoutWidth="24""#)
    let engine = LayoutEngine(prototype: try layoutCell(oneLine), measurer: FixedAdvanceMeasurer())
    #expect(try engine.layout(width: 100).height == 28.5)
  }

  /// Interface Builder writes it for an Explicit Preferred Width; `0.0` is Automatic.
  @Test func interfaceBuilderWritesIt() throws {
    func width(_ attribute: String) throws -> Double? {
      let text = oneCellDocument(
        subviews:
          #"<label text="T" numberOfLines="0" \#(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="lb"/>"#,
        constraints: "")
      let cell = try #require(
        InterfaceBuilderImporter().importDocument(text: text, path: "t.xib").file.cells.first)
      guard case .label(let label) = cell.allViews.first?.kind else { return nil }
      return label.preferredMaxLayoutWidth
    }
    #expect(try width(#"preferredMaxLayoutWidth="290""#) == 290)
    #expect(try width(#"preferredMaxLayoutWidth="0.0""#) == 0)
    #expect(try width("") == 0)
  }
}
