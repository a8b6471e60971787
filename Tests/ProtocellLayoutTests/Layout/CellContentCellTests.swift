import Foundation
import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A dequeued, filled-in cell is measured as it is, without a `CellContent` built from the row.
struct CellContentCellTests {
  /// ``LayoutEngineTextTests/wrapping`` with its label bound to `body`.
  static let bound = LayoutEngineTextTests.wrapping.replacingOccurrences(
    of: #"numberOfLines="0""#, with: #"numberOfLines="0" bind="body""#)

  @Test func aFilledInCellIsMeasuredDirectly() throws {
    let prototype = try layoutCell(Self.bound)
    let registry = PrototypeRegistry()
    try registry.register(prototype)
    let calculator = HeightCalculator(prototypes: [prototype], measurer: FixedAdvanceMeasurer())
    let cell = try registry.dequeueCell(forReuseIdentifier: prototype.reuseIdentifier)
    // 15 characters of 5 points in a 24-point label: four lines of 12.5, plus margins 8 + 8.
    try cell.apply(json: #"{"body": "aaa bbb ccc ddd"}"#)
    #expect(try calculator.height(of: cell, width: 40) == 66)
    #expect(
      try calculator.layout(of: cell, width: 40).frames["body"]
        == Rect(x: 8, y: 8, width: 24, height: 50))
    // Three characters fit on one line: 12.5 + 16.
    try cell.apply(json: #"{"body": "aaa"}"#)
    #expect(try calculator.height(of: cell, width: 40) == 28.5)
  }

  @Test func theContentOfACellIsItsViewsState() throws {
    let prototype = try layoutCell(Self.bound)
    let registry = PrototypeRegistry()
    try registry.register(prototype)
    let cell = try registry.dequeueCell(forReuseIdentifier: prototype.reuseIdentifier)
    try cell.apply(json: #"{"body": "hello"}"#)
    let content = CellContent(cell: cell)
    #expect(content.texts == ["body": "hello"])
    #expect(content.hiddenFlags == ["body": false])
    #expect(content.imageSizes.isEmpty)
  }

  /// A label's font or line count set on the cell changes its height.
  ///
  /// The cell is laid out by an engine of its own. With the fixed-advance measurer a 20-point "aaa" is three 10-point
  /// characters, two to a line of the 24-point label (2 lines of 25 points, plus the margins'
  /// 16: 66); at 10 points it is one line of 12.5 (28.5). "aaa bbb ccc ddd" at 10 points takes
  /// four lines (66); held to one line, 12.5 (28.5).
  @Test func fontsAndLineCountsSetOnTheCellAreMeasured() throws {
    let prototype = try layoutCell(Self.bound)
    let registry = PrototypeRegistry()
    try registry.register(prototype)
    let calculator = HeightCalculator(prototypes: [prototype], measurer: FixedAdvanceMeasurer())
    let cell = try registry.dequeueCell(forReuseIdentifier: prototype.reuseIdentifier)
    try cell.apply(json: #"{"body": "aaa"}"#)
    #expect(!cell.hasChangedLabelMetrics)
    #expect(try calculator.height(of: cell, width: 40) == 28.5)
    var font = try cell.label("body").font
    font.size = 20
    try cell.label("body").font = font
    #expect(cell.hasChangedLabelMetrics)
    #expect(try calculator.height(of: cell, width: 40) == 66)
    #expect(try calculator.layout(of: cell, width: 40).frames["body"]?.height == 50)

    cell.prepareForReuse()
    #expect(!cell.hasChangedLabelMetrics)
    try cell.apply(json: #"{"body": "aaa bbb ccc ddd"}"#)
    #expect(try calculator.height(of: cell, width: 40) == 66)
    try cell.label("body").numberOfLines = 1
    #expect(try calculator.height(of: cell, width: 40) == 28.5)
  }

  /// A font size or line count outside the templates' ranges fails the layout, naming the label.
  @Test(arguments: [0.0, -10, .nan, 1e9])
  func aFontSizeOutOfRangeFailsTheLayout(size: Double) throws {
    let prototype = try layoutCell(Self.bound)
    let registry = PrototypeRegistry()
    try registry.register(prototype)
    let calculator = HeightCalculator(prototypes: [prototype], measurer: FixedAdvanceMeasurer())
    let cell = try registry.dequeueCell(forReuseIdentifier: prototype.reuseIdentifier)
    var font = try cell.label("body").font
    font.size = size
    try cell.label("body").font = font
    #expect(throws: LayoutError.self) { try calculator.height(of: cell, width: 40) }
    do {
      _ = try calculator.height(of: cell, width: 40)
    } catch {
      guard case .measurement(let viewID, _) = error else {
        Issue.record("expected a measurement error, got \(error)")
        return
      }
      #expect(viewID == "body")
    }
  }
}
