import Foundation
import Testing
import _ProtocellTestSupport

/// `convert`: what it says about the document it reads and the template it writes.
@Suite(.serialized)
struct ConvertCommandTests {
  /// Writes `Cell.xib`: two stacked labels, nothing under the second, so the content view has
  /// no height (recorded 72 tall).
  private static func writeUndeterminedCell(in folder: String) throws {
    try InterfaceBuilderText.stackedLabels(
      heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: false,
      contentHeight: 72
    ).write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
  }

  /// A cell whose content does not hold its height is a warning in the document and an error in
  /// the template: convert names it, with what to change, and still writes the template.
  @Test func anUndeterminedHeightIsSaidAtConversion() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-heights") { folder in
      try Self.writeUndeterminedCell(in: folder)
      let converted = try CommandRunner.run(["convert", "Cell.xib", "-o", "Cell.xml"], in: folder)
      #expect(converted.status == 0)
      #expect(converted.standardOutput == "Converted 1 cell from Cell.xib into Cell.xml.\n")
      let expected: String =
        "warning: the height of cell 'Cell' is not determined by its content: a warning in an "
        + "Interface Builder document, where a table may set the row height, but an error in a "
        + "template, whose rows size themselves, so 'protocell validate Cell.xml' will report it "
        + "[undetermined-height]\n"
        + "      = fix-it: in the template, tie its views in a chain of constraints from "
        + "'margins.top' to 'margins.bottom', or give it the height its document shows "
        + "('superview.height == 72' for 'Cell'); or switch the rule off for the template in "
        + "its .protocell.json: \"disabledRules\": [\"undetermined-height\"]\n"
      #expect(converted.standardError == expected)
      let validated = try CommandRunner.run(["validate", "--no-snippets", "Cell.xml"], in: folder)
      #expect(validated.status == 1)
      #expect(validated.standardOutput.contains("error: the height of cell 'Cell' is not"))
    }
  }

  /// The height the fix-it suggests is written to the thousandth, as the tool's other
  /// heights are: a scale-3 document records a content view 43.666666666666664 tall (131
  /// pixels), which the fix-it gave digit for digit.
  @Test func theSuggestedHeightIsWrittenToTheThousandth() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-heights") { folder in
      try InterfaceBuilderText.stackedLabels(
        heights: (20.5, 20.5), secondY: 40.5, device: "retina5_5", pinsBottom: false,
        contentHeight: 131.0 / 3
      ).write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let converted = try CommandRunner.run(["convert", "Cell.xib", "-o", "Cell.xml"], in: folder)
      #expect(converted.status == 0)
      #expect(converted.standardError.contains("('superview.height == 43.667' for 'Cell')"))
      #expect(!converted.standardError.contains("43.666"))
    }
  }

  /// A document's own layout error, a view held at 10 and at 20 points, is an error of the
  /// template too: convert says it as a warning located in the template it writes, and that
  /// `validate` of the template will report it, where it said nothing.
  @Test func aConflictOfTheDocumentIsSaidAtConversion() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-conflict") { folder in
      let box = """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
          <rect key="frame" x="16" y="8" width="40" height="10"/>
        </view>
        """
      let constraints =
        ["top", "leading"].map { attribute in
          """
          <constraint firstItem="v" firstAttribute="\(attribute)" secondItem="cv" \
          secondAttribute="\(attribute)" constant="8" id="k-\(attribute)"/>
          """
        }
        + [10, 20].map { height in
          """
          <constraint firstItem="v" firstAttribute="height" constant="\(height)" id="k\(height)"/>
          """
        }
      try oneCellDocument(subviews: box, constraints: constraints.joined(separator: "\n"))
        .write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let converted = try CommandRunner.run(["convert", "Cell.xib", "-o", "Cell.xml"], in: folder)
      #expect(converted.status == 0)
      let validated = try CommandRunner.run(["validate", "--no-snippets", "Cell.xml"], in: folder)
      #expect(validated.status == 1)
      // The error validate gives the template, each line of it, is the warning convert gave.
      let error = try #require(
        validated.standardOutput.split(separator: "\n").first {
          $0.contains("error: unsatisfiable constraints")
        })
      let warning = error.replacingOccurrences(of: "error: ", with: "warning: ")
        .replacingOccurrences(
          of: " [unsatisfiable-constraints]",
          with: "; 'protocell validate Cell.xml' will report it as an error "
            + "[unsatisfiable-constraints]")
      #expect(converted.standardError.contains(warning + "\n"))
      // The plain view `v` is 'view' in the template; the later height is the one broken.
      #expect(
        warning.hasSuffix(
          ": warning: unsatisfiable constraints at width 375: 'view.height == 20' conflicts with "
            + "'view.height == 10'; the layout breaks it; 'protocell validate Cell.xml' will "
            + "report it as an error [unsatisfiable-constraints]"))
      #expect(warning.hasPrefix("Cell.xml:"))
    }
  }

  /// A cell whose content holds its height converts without a word.
  @Test func aDeterminedHeightConvertsSilently() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-heights") { folder in
      try InterfaceBuilderText.stackedLabels(
        heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: true,
        contentHeight: 71
      ).write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let converted = try CommandRunner.run(["convert", "Cell.xib"], in: folder)
      #expect(converted.status == 0)
      #expect(converted.standardError == "")
      #expect(converted.standardOutput.hasPrefix("<?xml"))
    }
  }

  /// `-o -` prints the template, as no `-o` does and as preview's `-o -` does: no file named
  /// "-" is written.
  @Test func aDashOutputPrintsTheTemplate() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-dash") { folder in
      try InterfaceBuilderText.stackedLabels(
        heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: true,
        contentHeight: 71
      ).write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let dashed = try CommandRunner.run(["convert", "Cell.xib", "-o", "-"], in: folder)
      let plain = try CommandRunner.run(["convert", "Cell.xib"], in: folder)
      #expect(dashed.status == 0)
      #expect(dashed.standardError == "")
      #expect(dashed.standardOutput.hasPrefix("<?xml"))
      #expect(dashed.standardOutput == plain.standardOutput)
      #expect(!FileManager.default.fileExists(atPath: folder + "/-"))
    }
  }

  /// A document that holds no cell converts to a template with no prototype, with a warning
  /// that says so.
  @Test func aDocumentWithoutCellsIsSaid() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-none") { folder in
      try InterfaceBuilderText.xib(
        #"<view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
      ).write(toFile: folder + "/View.xib", atomically: false, encoding: .utf8)
      let converted = try CommandRunner.run(["convert", "View.xib", "-o", "View.xml"], in: folder)
      #expect(converted.status == 0)
      #expect(
        converted.standardError
          == "warning: View.xib holds no table-view or collection-view cell: the template "
          + "written declares no prototype\n")
    }
  }

  /// A reuse identifier with a space is UIKit's to take and a template's error: convert says so
  /// where the template holds it, with the fix-it `validate` gives, and still writes it.
  @Test func aReuseIdentifierATemplateRefusesIsSaidAtConversion() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-identifier") { folder in
      try InterfaceBuilderText.stackedLabels(
        heights: (20.5, 20.5), secondY: 40.5, device: "retina4_7", pinsBottom: true,
        contentHeight: 71
      ).replacing(#"reuseIdentifier="Cell""#, with: #"reuseIdentifier="Image Cell""#)
        .write(toFile: folder + "/Cell.xib", atomically: false, encoding: .utf8)
      let converted = try CommandRunner.run(["convert", "Cell.xib", "-o", "Cell.xml"], in: folder)
      #expect(converted.status == 0)
      #expect(converted.standardOutput == "Converted 1 cell from Cell.xib into Cell.xml.\n")
      let lines = converted.standardError.split(separator: "\n").map(String.init)
      // Line 4, after the declaration, the comment and <templates>; column 26, after
      // `  <cell reuseIdentifier="`.
      #expect(
        lines.first
          == "Cell.xml:4:26: warning: reuse identifier 'Image Cell' contains white space or "
          + "control characters; Interface Builder allows it, but it is an error in a template, "
          + "so 'protocell validate Cell.xml' will report it [invalid-identifier]")
      #expect(lines.last == "      = fix-it: write it as one word, e.g. 'ImageCell'")
      let validated = try CommandRunner.run(["validate", "--no-snippets", "Cell.xml"], in: folder)
      #expect(validated.status == 1)
      #expect(
        validated.standardOutput.hasPrefix(
          "Cell.xml:4:26: error: reuse identifier 'Image Cell' contains white space or control "
            + "characters [invalid-identifier]\n"))
    }
  }

  /// A folder is no document: convert says it takes one file.
  @Test func aFolderIsRefusedWithWhatConvertTakes() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-folder") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/Cells", withIntermediateDirectories: false)
      let output = try CommandRunner.run(["convert", "Cells"], in: folder)
      #expect(output.status == 2)
      #expect(output.standardOutput == "")
      #expect(
        output.standardError
          == "error: 'Cells' is a folder: convert takes one .xib or .storyboard file (convert "
          + "each document of a folder on its own)\n")
    }
  }

  /// An -o that names a folder is refused before the document is read: no warning about a
  /// document whose template could not be written anyway.
  @Test func anOutputFolderIsRefusedBeforeTheDocumentIsRead() throws {
    try TemporaryFolder.with(prefix: "protocell-convert-output-folder") { folder in
      try Self.writeUndeterminedCell(in: folder)
      try FileManager.default.createDirectory(
        atPath: folder + "/out", withIntermediateDirectories: false)
      let output = try CommandRunner.run(["convert", "Cell.xib", "-o", "out"], in: folder)
      #expect(output.status == 2)
      #expect(output.standardOutput == "")
      #expect(
        output.standardError
          == "error: cannot write 'out': it is a folder; name a file in it or choose another "
          + "path\n")
    }
  }

  /// A converted template is in format's canonical layout: `format --check` lists none of the
  /// templates converted from the corpus documents (before, it listed every one).
  @Test func convertedTemplatesPassTheFormatCheck() throws {
    let documents = try FileManager.default.contentsOfDirectory(
      atPath: InterfaceBuilderCommandTests.fixtures
    ).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    #expect(documents.count == 10)
    try TemporaryFolder.with(prefix: "protocell-convert-format") { folder in
      for document in documents {
        let converted = try CommandRunner.run([
          "convert", InterfaceBuilderCommandTests.fixtures + "/" + document, "-o",
          folder + "/" + document + ".xml",
        ])
        #expect(converted.status == 0, "\(document)")
      }
      let check = try CommandRunner.run(["format", "--check", "."], in: folder)
      #expect(check.status == 0)
      #expect(check.standardOutput == "")
      #expect(check.standardError == "")
    }
  }
}
