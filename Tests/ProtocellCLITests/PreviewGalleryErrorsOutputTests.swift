import Foundation
import Testing
import _ProtocellTestSupport

/// A gallery of templates with errors prints the errors, which fail the run, and not
/// `validate`'s whole output again: the warnings and notes are the gallery's to show beside
/// their cells, and one note counts them.
@Suite(.serialized)
struct PreviewGalleryErrorsOutputTests {
  /// `Bad` holds an unknown element (an error, 3:5); `Warned` a label with neither text nor a
  /// binding (a warning, 8:5), in a 30-point cell.
  static let template = """
    <templates>
      <cell reuseIdentifier="Bad">
        <lable id="x"/>
      </cell>
      <cell reuseIdentifier="Warned">
        <view id="v"/>
        <label id="empty"/>
        <constraints>
          <constraint>v.top == superview.top</constraint>
          <constraint>v.bottom == superview.bottom</constraint>
          <constraint>v.leading == superview.leading</constraint>
          <constraint>v.trailing == superview.trailing</constraint>
          <constraint>v.height == 30</constraint>
          <constraint>empty.leading == superview.leading</constraint>
          <constraint>empty.top == superview.top</constraint>
        </constraints>
      </cell>
    </templates>

    """

  @Test func theGalleryPrintsItsErrorsAndCountsTheRest() throws {
    try TemporaryFolder.with(prefix: "protocell-gallery-errors") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cells", withIntermediateDirectories: true)
      try Self.template.write(toFile: folder + "/cells/t.xml", atomically: false, encoding: .utf8)
      let validate = try CommandRunner.run(["validate", "cells"], in: folder)
      #expect(validate.standardOutput.contains("[label-without-text]"))
      let gallery = try CommandRunner.run(
        ["preview", "cells", "--all", "-o", "g.html"], in: folder)
      #expect(gallery.status == 1)
      #expect(
        gallery.standardError == """
          cells/t.xml:3:5: error: unknown element <lable> [unknown-element]
             3 |     <lable id="x"/>
               |     ^~~~~~
                = fix-it: did you mean 'label'?
          note: the gallery shows 1 warning beside its cell (protocell validate cells lists it)

          """)
      #expect(gallery.standardOutput.hasPrefix("Wrote "))
    }
  }

  /// ``template`` with its two cells the other way round: `Warned` (its label at 3:5), then
  /// `Bad` (its unknown element at 16:5).
  static let warnedFirst: String = {
    let lines = template.components(separatedBy: "\n")
    // Lines 2–4 are `Bad`, 5–17 `Warned` (0-based: 1...3 and 4...16).
    return ([lines[0]] + lines[4...16] + lines[1...3] + lines[17...]).joined(separator: "\n")
  }()

  /// `preview --id Warned` says nothing of `Bad`'s error and exits 0.
  ///
  /// So does `measure --id Warned`. Its own warning is counted and drawn beside it. Drawn first in its file, it is not
  /// given the error of the cell after it either (its card counts 0 errors, 1 warning).
  @Test func onePrototypePickedSaysItsOwnFindingsOnly() throws {
    try TemporaryFolder.with(prefix: "protocell-gallery-errors") { folder in
      for (name, text) in [("t.xml", Self.template), ("u.xml", Self.warnedFirst)] {
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        let gallery = try CommandRunner.run(
          ["preview", name, "--id", "Warned", "-o", "g.html"], in: folder)
        #expect(gallery.status == 0, "\(name)")
        #expect(
          gallery.standardError
            == "note: the gallery shows 1 warning beside its cell (protocell validate \(name) "
            + "lists it)\n", "\(name)")
        let page = try String(contentsOfFile: folder + "/g.html", encoding: .utf8)
        #expect(page.contains("1 cell of 1 prototype · 0 errors, 1 warning"), "\(name)")
      }
      let bad = try CommandRunner.run(
        ["preview", "u.xml", "--id", "Bad", "-o", "g.html"], in: folder)
      #expect(bad.status == 1)
      #expect(bad.standardError.hasPrefix("u.xml:16:5: error: unknown element <lable>"))
      #expect(!bad.standardError.contains("note: the gallery shows"))
    }
  }
}
