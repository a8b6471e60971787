import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// Replays every input that once made a fuzzer fail (FuzzTesting/FailCases) through the same
/// entry point the fuzzer runs, in the ordinary test build.
struct FailCaseReplayTests {
  /// FuzzTesting/FailCases in this checkout.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FuzzTesting/FailCases")

  /// The file names of the fail cases, sorted.
  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  /// The entry point of the target a fail case's name starts with.
  static func entryPoint(for name: String) -> (([UInt8]) -> String?)? {
    if name.hasPrefix("FuzzTemplate-") { return { FuzzHarness.parseAndValidate($0) } }
    if name.hasPrefix("FuzzArchive-") { return { FuzzHarness.decodeArchive($0) } }
    if name.hasPrefix("FuzzConstraint-") { return { FuzzHarness.parseConstraint($0) } }
    if name.hasPrefix("FuzzLayout-") { return { FuzzHarness.layOut($0) } }
    if name.hasPrefix("FuzzRows-") { return { FuzzHarness.readRows($0) } }
    if name.hasPrefix("FuzzInterfaceBuilder-") {
      return { FuzzHarness.importInterfaceBuilder($0) }
    }
    return nil
  }

  @Test func everyFailCaseNamesItsTarget() {
    #expect(Self.names.filter { Self.entryPoint(for: $0) == nil } == [])
  }

  @Test(arguments: FailCaseReplayTests.names)
  func replay(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let entryPoint = try #require(Self.entryPoint(for: name))
    #expect(entryPoint(bytes) == nil)
  }
}
