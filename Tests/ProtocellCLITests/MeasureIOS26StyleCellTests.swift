import Foundation
import Testing
import _ProtocellTestSupport

/// A built-in style cell of a self-sizing table measured as Xcode 26's canvas draws it is at
/// least 51 points tall; earlier canvases' and rows' are 44.
@Suite(.serialized)
struct MeasureIOS26StyleCellTests {
  /// A Default-style cell with a 17-point title in a table whose rows size themselves, saved by
  /// the Xcode of `toolsVersion`.
  static func document(toolsVersion: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
      <objects>
        <tableView rowHeight="-1" id="tb">
          <rect key="frame" x="0" y="0" width="375" height="600"/>
          <prototypes>
    \(InterfaceBuilderText.defaultStyleCell)
          </prototypes>
        </tableView>
      </objects>
    </document>
    """
  }

  /// The height `measure` prints for the cell, without `--height`, with `rows` as its data.
  static func height(toolsVersion: String, rows: String? = nil) throws -> String {
    try height(document: document(toolsVersion: toolsVersion), rows: rows)
  }

  /// The height `measure` prints for the cell of `document`, without `--height`, with `rows`
  /// as its data.
  static func height(document: String, rows: String? = nil) throws -> String {
    var height = ""
    try TemporaryFolder.with(prefix: "protocell-cli-ios26-style") { folder in
      try document.write(
        toFile: "\(folder)/A.xib", atomically: false, encoding: .utf8)
      var arguments = ["measure", "A.xib", "--id", "Cell", "--format", "csv"]
      if let rows {
        try rows.write(toFile: "\(folder)/rows.jsonl", atomically: false, encoding: .utf8)
        arguments += ["--data", "rows.jsonl"]
      }
      let result = try CommandRunner.run(arguments, in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      height = String(
        result.standardOutput.split(separator: "\n").last?.split(separator: ",").last ?? "")
    }
    return height
  }

  /// Xcode 26 (`24506`) records such cells 51 tall; Xcode 16 (`23727`) 44, as the rows of data
  /// are laid out at run time.
  @Test func xcode26sCanvasDrawsStyleCellsAtLeast51Tall() throws {
    #expect(try Self.height(toolsVersion: "24506") == "51")
    #expect(try Self.height(toolsVersion: "23727") == "44")
    #expect(try Self.height(toolsVersion: "24506", rows: "{}\n") == "44")
  }

  /// A custom cell whose content fits at zero (an empty content view) gets the default row
  /// height.
  ///
  /// Xcode 26's canvas's is 51, as NetNewsWire's, HexaCalc's and nRF-Mesh's record it, where
  /// earlier canvases give UIKit's 44. The height printed is the content view's, a pixel of
  /// scale 2 less under the separator, as for every row.
  @Test func xcode26sDefaultRowIs51Tall() throws {
    let custom = { (toolsVersion: String) in
      Self.document(toolsVersion: toolsVersion)
        .replacing(#"style="IBUITableViewCellStyleDefault" "#, with: "")
        .replacing(#" textLabel="t""#, with: "")
        .replacing(
          #"<label text="Title" id="t"><rect key="frame" x="20" y="16" width="33" height="20.5"/></label>"#,
          with: "")
    }
    #expect(try Self.height(document: custom("24506")) == "50.5")
    #expect(try Self.height(document: custom("23727")) == "43.5")
  }
}
