import Foundation
import Testing
import _ProtocellTestSupport

/// `protocell text` names the fallback fonts that draw the characters its font lacks, as
/// measurement finds them.
@Suite(.serialized)
struct TextFallbackCommandTests {
  /// Chinese text in DejaVu Sans (which has no CJK glyphs) is drawn by another file, named on a
  /// `fallback:` line and in JSON's `fallbackFonts`; Latin text needs none.
  @Test func aFallbackFontIsNamed() throws {
    let chinese = try CommandRunner.run(["text", "--font", "DejaVu Sans", "你好 ok"])
    #expect(chinese.status == 0)
    let line = chinese.standardOutput.split(separator: "\n").first { $0.hasPrefix("fallback: ") }
    #expect(line?.hasSuffix(" (characters DejaVu Sans lacks)") == true)
    #expect(line?.contains("DejaVuSans.ttf") == false)
    let latin = try CommandRunner.run(
      ["text", "--font", "DejaVu Sans", "--format", "json", "Hello"])
    let report = try JSONSerialization.jsonObject(with: Data(latin.standardOutput.utf8))
    #expect((report as? [String: Any])?["fallbackFonts"] as? [String] == [])
  }
}
