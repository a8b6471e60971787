import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// A calculator made from a load measures with the fonts the templates' `.protocell.json`
/// lists, as `protocell measure` does (a library review: the library left them out, and a row
/// measured 20 points shorter than the CLI's), and from several loads as one load would.
struct HeightCalculatorConfiguredFontsTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
  static let storyboard = "RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard"

  /// Copies the RocketChat storyboard into `folder`, with a `.protocell.json` whose `fonts`
  /// names a folder holding the stand-in SF Pro Text file when `configured`.
  static func project(in folder: String, configured: Bool) throws {
    let manager = FileManager.default
    try manager.copyItem(
      atPath: tests.path + "/ProtocellTemplatesTests/Fixtures/InterfaceBuilder/" + storyboard,
      toPath: folder + "/" + storyboard)
    guard configured else { return }
    try manager.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
    try manager.copyItem(
      atPath: tests.path + "/ProtocellCLITests/Fixtures/Fonts/StandInSFProText.ttf",
      toPath: folder + "/Fonts/StandInSFProText.ttf")
    try #"{"fonts": ["Fonts"]}"#.write(
      toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
  }

  /// labelDate ("10:41 AM", 13 points) is as wide as its text rounded up to the 2× pixel: with
  /// the configured SF Pro Text file (Liberation's glyphs, 8653 of 2048 units) 54.926 → 55, as
  /// `protocell measure` gives it (`MeasureInterfaceBuilderTests.configuredFontsAreRegistered`);
  /// without it, the width model's 55.5.
  @Test(arguments: [(true, 55.0), (false, 55.5)])
  func theConfiguredFontsMeasureTheLabels(configured: Bool, width: Double) throws {
    try TemporaryFolder.with(prefix: "protocell-library-fonts") { folder in
      try Self.project(in: folder, configured: configured)
      let registry = PrototypeRegistry()
      let report = try registry.registerTemplates(atPaths: [folder + "/" + Self.storyboard])
      let calculator = try HeightCalculator(registry: registry, report: report)
      let layout = try calculator.layout(forReuseIdentifier: "CellSubscription", width: 320)
      #expect(layout.frames["labelDate"]?.width == width)
      // The same from a calculator made of several loads' reports.
      let several = try HeightCalculator(registry: registry, reports: [report, report])
      let again = try several.layout(forReuseIdentifier: "CellSubscription", width: 320)
      #expect(again.frames["labelDate"]?.width == width)
    }
  }

  /// The report-based calculator takes a cache capacity and scales of its own, as the others.
  @Test func theReportsCalculatorTakesACacheCapacityAndScales() throws {
    try TemporaryFolder.with(prefix: "protocell-library-options") { folder in
      try Self.project(in: folder, configured: false)
      let registry = PrototypeRegistry()
      let report = try registry.registerTemplates(atPaths: [folder + "/" + Self.storyboard])
      let calculator = try HeightCalculator(
        registry: registry, report: report, scales: ["CellSubscription": 3], cacheCapacity: 7)
      #expect(calculator.cache.capacity == 7)
      #expect(calculator.scales == ["CellSubscription": 3])
    }
  }
}
