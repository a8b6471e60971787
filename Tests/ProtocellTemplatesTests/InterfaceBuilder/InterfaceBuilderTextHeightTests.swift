import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A document whose one-line system-font labels are recorded at their line height rounded up
/// to the whole point (a 17-point label 21 tall, where UIKit's 20.287 rounds up to 20.5 at 2×
/// and 20.333 at 3×) had its text heights rounded so by IB's canvas: its cells are laid out
/// that way when read as the canvas.
struct InterfaceBuilderTextHeightTests {
  /// A one-line label recorded `height` points tall in the system font at `size` (or the text
  /// style `style`), with `extra` attributes and children.
  static func label(
    _ id: String, size: Double = 17, height: Double, style: String? = nil,
    attributes: String = "", children: String = ""
  ) -> String {
    let font =
      style.map { #"<fontDescription key="fontDescription" style="\#($0)"/>"# }
      ?? #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
    return """
      <label text="\(id)" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
        <rect key="frame" x="16" y="8" width="40" height="\(height)"/>
        \(font)
        \(children)
      </label>
      """
  }

  /// The document of a cell holding `labels`, on the device `device` (2× `retina4_7`, 3×
  /// `retina5_9`), read as IB's canvas or not.
  static func read(_ labels: [String], device: String = "retina4_7", canvas: Bool = true)
    -> InterfaceBuilderImport
  {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(subviews: labels.joined(separator: "\n"))
    ).replacing(
      #"useAutolayout="YES">"#,
      with: #"useAutolayout="YES"><device id="\#(device)" orientation="portrait"/>"#)
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = canvas
    return importer.importDocument(text: text, path: "t.xib")
  }

  static func scale(_ labels: [String], device: String = "retina4_7") -> Double? {
    read(labels, device: device).file.interfaceBuilder?.canvasTextHeightScale
  }

  @Test func twoWholePointLabelsAndNoPixelOneMakeWholePointHeights() throws {
    let labels = [Self.label("a", height: 21), Self.label("b", size: 12, height: 15)]
    let result = Self.read(labels)
    #expect(result.file.interfaceBuilder?.canvasTextHeightScale == 1)
    #expect(try #require(result.file.cells.first).textHeightScale == 1)
    // At 3× a 17-point label's pixel height is 20.333: 21 is still the whole point.
    #expect(
      Self.scale([Self.label("a", height: 21), Self.label("b", height: 21)], device: "retina5_9")
        == 1)
  }

  @Test func runTimeReadingsKeepTheRecordButNotTheRounding() throws {
    let result = Self.read(
      [Self.label("a", height: 21), Self.label("b", height: 21)], canvas: false)
    #expect(result.file.interfaceBuilder?.canvasTextHeightScale == 1)
    #expect(try #require(result.file.cells.first).textHeightScale == nil)
  }

  /// Read as the canvas, a cell keeps each label's recorded height, by name, whatever the
  /// document's vote (one label at the whole point, one at the pixel: no vote here); misplaced
  /// and ambiguous labels' frames say nothing, and a run-time reading keeps none.
  @Test func theCanvasKeepsEachLabelsRecordedHeight() throws {
    let labels = [
      Self.label("a", height: 21), Self.label("b", size: 12, height: 14.5),
      Self.label("c", height: 21, attributes: #"misplaced="YES""#),
      Self.label("d", height: 21, attributes: #"ambiguous="YES""#),
    ]
    let canvas = try #require(Self.read(labels).file.cells.first)
    #expect(canvas.textHeightScale == nil)
    #expect(canvas.recordedLabelHeights == ["aLabel": 21, "bLabel": 14.5])
    let runTime = try #require(Self.read(labels, canvas: false).file.cells.first)
    #expect(runTime.recordedLabelHeights == [:])
  }

  @Test func oneLabelAtThePixelOrOneAloneIsNotEnough() {
    #expect(Self.scale([Self.label("a", height: 21)]) == nil)
    #expect(
      Self.scale([
        Self.label("a", height: 21), Self.label("b", height: 21), Self.label("c", height: 20.5),
      ]) == nil)
    #expect(Self.scale([Self.label("a", height: 20.5), Self.label("b", height: 20.5)]) == nil)
  }

  /// Five labels at the whole point outvote one at the pixel; four do not.
  @Test func fiveWholePointLabelsOutvoteOneAtThePixel() {
    let pixel = Self.label("p", height: 20.5)
    let five = ["a", "b", "c", "d", "e"].map { Self.label($0, height: 21) }
    #expect(Self.scale(five + [pixel]) == 1)
    #expect(Self.scale(Array(five.dropLast()) + [pixel]) == nil)
  }

  /// A 15-point line (17.900) rounds up to 18 at 1× and at 2×: it tells nothing.
  @Test func sizesThatRoundAlikeDoNotCount() {
    #expect(
      Self.scale([Self.label("a", size: 15, height: 18), Self.label("b", size: 15, height: 18)])
        == nil)
    // 13 points (15.513) rounds to 16 at 2× but 15.667 at 3×: at 3× 16 is the whole point.
    let thirteen = [Self.label("a", size: 13, height: 16), Self.label("b", size: 13, height: 16)]
    #expect(Self.scale(thirteen) == nil)
    #expect(Self.scale(thirteen, device: "retina5_9") == 1)
  }

  @Test func labelsNotSizedByTheirTextDoNotCount() {
    let whole = Self.label("a", height: 21)
    let heightConstraint = """
      <constraints><constraint firstAttribute="height" constant="21" id="h1"/></constraints>
      """
    for other in [
      Self.label("b", height: 21, children: heightConstraint),
      Self.label("b", height: 21, attributes: #"numberOfLines="0""#),
      Self.label("b", height: 21, attributes: #"misplaced="YES""#),
      Self.label("b", height: 21, attributes: #"ambiguous="YES""#),
    ] {
      #expect(Self.scale([whole, other]) == nil)
    }
  }

  /// Body is 17 points at Large, IB's canvas's size: one line is 21 at whole points.
  @Test func textStylesCountAtLarge() {
    #expect(
      Self.scale([
        Self.label("a", height: 21), Self.label("b", height: 21, style: "UICTFontTextStyleBody"),
      ])
        == 1)
  }

  /// A document without a `<device>` is read at the default scale, 2, and its labels tell the
  /// same way.
  @Test func aDocumentWithoutADeviceIsReadAtTheDefaultScale() {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: [Self.label("a", height: 21), Self.label("b", height: 21)].joined()))
    var importer = InterfaceBuilderImporter()
    importer.readsAsCanvas = true
    #expect(
      importer.importDocument(text: text, path: "t.xib").file.interfaceBuilder?
        .canvasTextHeightScale
        == 1)
  }
}
