import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A text view that does not scroll: its text inside UITextView's container (8 points above and
/// below, 5 of line fragment padding at each end), every line as tall as the font's leading,
/// and an empty text one line tall.
///
/// With ``FixedAdvanceMeasurer`` an 8-point character advances 4 points and a line is 10 tall,
/// its baseline 8 below its top, so every figure is derived by hand.
struct TextViewLayoutTests {
  let measurer = FixedAdvanceMeasurer()

  private func layout(
    _ view: String, pins: String, width: Double = 200, text: String? = nil
  ) throws -> CellLayout {
    let cell = try layoutCell(
      """
      \(view)
      <constraints>
        <constraint>note.leading == superview.leading</constraint>
        \(pins)
        <constraint>note.top == superview.top</constraint>
        <constraint>note.bottom == superview.bottom</constraint>
      </constraints>
      """, attributes: "width=\"\(Int(width))\"")
    let content = text.map { CellContent(texts: ["note": $0]) } ?? CellContent()
    return try LayoutEngine(prototype: cell, measurer: measurer).layout(content, width: width)
  }

  /// "hello world" is 11 × 4 = 44 points of text: the view is 5 + 44 + 5 = 54 wide and
  /// 8 + 10 + 8 = 26 tall, its first baseline at 8 + 8 = 16.
  @Test func theTextSitsInsideTheContainer() throws {
    let result = try layout(#"<textView id="note" text="hello world" fontSize="8"/>"#, pins: "")
    #expect(result.frames["note"] == Rect(x: 0, y: 0, width: 54, height: 26))
    #expect(result.contentHeight == 26)
    #expect(result.labelLayouts["note"]?.firstBaseline == 16)
  }

  /// The text wraps at the view's width less the padding.
  ///
  /// In a 50-point view the text has 50 − 10 = 40 points, 10 characters: "hello world" breaks
  /// into two lines, 8 + 20 + 8 = 36 tall. A label of the same width holds it on one 10-point line.
  @Test func theTextWrapsAtTheWidthLessThePadding() throws {
    let trailing = "<constraint>note.trailing == superview.trailing</constraint>"
    let textView = try layout(
      #"<textView id="note" text="hello world" fontSize="8"/>"#, pins: trailing, width: 50)
    #expect(textView.frames["note"] == Rect(x: 0, y: 0, width: 50, height: 36))
    #expect(textView.labelLayouts["note"]?.lines.map(\.text) == ["hello", "world"])
    let label = try layout(
      #"<label id="note" text="hello world" fontSize="8" numberOfLines="0"/>"#, pins: trailing,
      width: 50)
    #expect(label.frames["note"]?.height == 10)
  }

  /// An empty text view keeps one line, TextKit's extra line fragment: 8 + 10 + 8 = 26 tall and
  /// as wide as its padding, 10; a row's empty text does the same.
  @Test func anEmptyTextViewIsOneLineTall() throws {
    let designed = try layout(#"<textView id="note" fontSize="8"/>"#, pins: "")
    #expect(designed.frames["note"] == Rect(x: 0, y: 0, width: 10, height: 26))
    let row = try layout(
      #"<textView id="note" text="hello" fontSize="8" bind="note"/>"#, pins: "", text: "")
    #expect(row.frames["note"] == Rect(x: 0, y: 0, width: 10, height: 26))
    #expect(row.labelLayouts["note"]?.lines.isEmpty == true)
  }

  /// Every line takes the spacing, the first included: two 10-point lines (this measurer sets
  /// no space between them) and 3 points of spacing make 8 + 20 + 3 + 8 = 39.
  @Test func everyLineTakesTheSpacing() throws {
    let result = try layout(
      #"<textView id="note" text="hello world" fontSize="8" lineSpacing="3"/>"#,
      pins: "<constraint>note.trailing == superview.trailing</constraint>", width: 50)
    #expect(result.frames["note"]?.height == 39)
  }

  /// A container without inset or padding measures as a label does: 44 × 10.
  @Test func aContainerWithoutInsetIsALabel() throws {
    let result = try layout(
      #"<textView id="note" text="hello world" fontSize="8" textContainerInset="0 0 0 0" lineFragmentPadding="0"/>"#,
      pins: "")
    #expect(result.frames["note"] == Rect(x: 0, y: 0, width: 44, height: 10))
  }
}
