import Foundation
import Testing
import _ProtocellTestSupport

/// `protocell generate-swift` says what it wrote in one line, as `compile` does.
@Suite(.serialized)
struct GenerateSwiftCommandTests {
  /// Templates/Feed.xml declares three cells: FeedHeader, TextPost and PhotoPost.
  @Test func writingAFileSaysWhatWasGenerated() throws {
    try TemporaryFolder.with(prefix: "protocell-generate") { folder in
      let output = try CommandRunner.run([
        "generate-swift", "Templates/Feed.xml", "-o", folder + "/Rows.swift",
      ])
      #expect(output.status == 0)
      #expect(
        output.standardOutput
          == "Generated Swift for 3 prototypes from 1 file into \(folder)/Rows.swift.\n")
      #expect(output.standardError == "")
      let swift = try String(contentsOfFile: folder + "/Rows.swift", encoding: .utf8)
      #expect(swift.contains("case textPost = \"TextPost\""))
    }
  }

  /// With the Swift on standard output, the line goes to standard error, beside it.
  @Test func writingStandardOutputSaysSoOnStandardError() throws {
    let output = try CommandRunner.run(["generate-swift", "Templates/Feed.xml", "-o", "-"])
    #expect(output.status == 0)
    #expect(
      output.standardError
        == "Generated Swift for 3 prototypes from 1 file into standard output.\n")
    #expect(output.standardOutput.contains("case textPost = \"TextPost\""))
  }
}
