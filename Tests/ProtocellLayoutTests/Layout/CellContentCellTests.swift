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
}
