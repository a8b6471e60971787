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

/// A family neither installed nor registered is a usage error that says how to measure anyway.
struct TextMissingFamilyCommandTests {
  /// The error names the family and the two ways on: the substitute, as `measure` uses it, or
  /// the app's font file.
  @Test func aMissingFamilyNamesTheWaysOn() throws {
    let result = try CommandRunner.run(["text", "--font", "No Such Family Protocell", "Hello"])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "font family 'No Such Family Protocell' is not installed or registered"))
    #expect(
      result.standardError.contains(
        "; --allow-substitution measures the text with that substitute, as measure does, and --font-file registers the app's own font file"
      ))
    let substituted = try CommandRunner.run(
      ["text", "--font", "No Such Family Protocell", "--allow-substitution", "Hello"])
    #expect(substituted.status == 0)
  }
}

/// `text` without `--font` measures the template language's `system` family and says which
/// family that is and what Interface Builder's system font is here.
struct TextSystemFamilyNoteTests {
  /// The note names the family 'system' stands for (DejaVu Sans, the default system family)
  /// and `--font 'iOS System'`; a named family gets no such note.
  @Test func theTemplateSystemFamilyIsExplained() throws {
    let plain = try CommandRunner.run(["text", "Hello"])
    #expect(plain.status == 0)
    #expect(
      plain.standardError.contains(
        "note: 'system' is the template language's system family, DejaVu Sans here; Interface Builder's system font (type=\"system\") is --font 'iOS System', SF Pro's metrics and modelled widths"
      ))
    let named = try CommandRunner.run(["text", "--font", "iOS System", "Hello"])
    #expect(!named.standardError.contains("template language's system family"))
  }
}

/// `text` for an iOS family measured with a stand-in says that a document's labels may get
/// another line height: the one IB recorded for the family, which `measure` and `validate`
/// learn from the document (the eleventh newcomer's review: Thonburi 20 is 32 here, 26.5 there).
struct TextStandInLinesNoteTests {
  @Test func theStandInNoteSaysDocumentsMayDiffer() throws {
    let result = try CommandRunner.run(["text", "--font", "Helvetica Neue", "--size", "14", "Hi"])
    #expect(result.status == 0)
    #expect(
      result.standardError.hasPrefix(
        "note: iOS font 'Helvetica Neue' is measured with its stand-in 'Nimbus Sans'; in an "
          + "Interface Builder document, measure and validate give its labels the line height IB "
          + "recorded for the family's labels where they agree (their note says so), which may "
          + "differ from this one\n"))
  }
}

/// `text` for the system font under its own name says it is measured as the system font,
/// untracked, and nothing of learned line heights, which the system font's names do not get:
/// its line is SF Pro's, 14 × 2444 / 2048 = 16.707 at 14 points.
struct TextSystemFontNameTests {
  @Test func theSystemFontsOwnNameIsMeasuredAsTheSystemFont() throws {
    let result = try CommandRunner.run(["text", "--font", "SF UI Text", "--size", "14", "Hi"])
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "note: 'SF UI Text', a name of the iOS system font, is measured as the system font, "
        + "untracked\n")
    #expect(result.standardOutput.contains("line height 16.707"))
  }
}

/// `text --font` given an iOS face's PostScript name, as a document's label names it, measures
/// its family at the face's weight and slant (it measured the family at regular: the fresh17
/// review); `--weight` still decides when given.
struct TextPostScriptNameTests {
  @Test func aFacesPostScriptNameGivesItsWeight() throws {
    let bold = try CommandRunner.run(["text", "--font", "Thonburi-Bold", "Hi"])
    #expect(bold.status == 0)
    #expect(
      bold.standardError.hasPrefix("note: iOS font 'Thonburi' is measured with its stand-in 'Loma'")
    )
    #expect(bold.standardOutput.hasPrefix("font: Loma 700 17.000pt"))
    let light = try CommandRunner.run([
      "text", "--font", "Thonburi-Bold", "--weight", "light", "Hi",
    ])
    #expect(!light.standardOutput.hasPrefix("font: Loma 700"))
    // An explicit regular is regular: before, it could not be told from the default.
    let regular = try CommandRunner.run([
      "text", "--font", "Thonburi-Bold", "--weight", "regular", "Hi",
    ])
    #expect(regular.standardOutput.hasPrefix("font: Loma 400 17.000pt"))
  }
}
