import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

struct PrototypeLocalizationTests {
  /// A one-label prototype declared in `file`, the label named `title` with `text`.
  static func prototype(in file: String, text: String = "Title") -> CellPrototype {
    CellPrototype(
      reuseIdentifier: "Row",
      views: [ViewNode(id: "title", kind: .label(LabelContent(text: text)))],
      location: SourceLocation(file: file, line: 3, column: 5))
  }

  /// The label's text in `prototype`.
  static func text(of prototype: CellPrototype) -> String? {
    guard case .label(let label)? = prototype.view(withID: "title")?.kind else { return nil }
    return label.text
  }

  /// A storyboard in `Base.lproj` takes `de.lproj/Main.strings` beside it, by object id; a
  /// template takes `Localizable.xcstrings` beside it, by text; a file without either keeps its
  /// text and is listed.
  @Test func findsEachFilesTextsWhereXcodeKeepsThem() throws {
    try TemporaryFolder.with(prefix: "protocell-locale") { folder in
      let fileManager = FileManager.default
      for sub in ["App/Base.lproj", "App/de.lproj", "Templates"] {
        try fileManager.createDirectory(
          atPath: folder + "/" + sub, withIntermediateDirectories: true)
      }
      try #"/* UILabel */ "lbl-1a-2bc.text" = "Benachrichtigungen";"#.write(
        toFile: folder + "/App/de.lproj/Main.strings", atomically: false, encoding: .utf8)
      try """
      {"sourceLanguage": "en", "strings": {"Title": {"localizations": {"de": {"stringUnit": \
      {"state": "translated", "value": "Titel"}}}}}}
      """.write(
        toFile: folder + "/Templates/Localizable.xcstrings", atomically: false, encoding: .utf8)
      var german = try PrototypeLocalization(locale: "de")
      let storyboard = try german.localize(
        Self.prototype(in: folder + "/App/Base.lproj/Main.storyboard"),
        objectIDs: ["title": "lbl-1a-2bc"])
      #expect(Self.text(of: storyboard) == "Benachrichtigungen")
      let template = try german.localize(
        Self.prototype(in: folder + "/Templates/Feed.xml"), objectIDs: nil)
      #expect(Self.text(of: template) == "Titel")
      let other = try german.localize(
        Self.prototype(in: folder + "/Other/Cells.xml"), objectIDs: nil)
      #expect(Self.text(of: other) == "Title")
      #expect(german.untranslatedFiles == [folder + "/Other/Cells.xml"])
    }
  }

  /// A strings file that is no regular file (a named pipe, which would block a plain read
  /// forever) is an error naming it, as the templates' reader words it; it is never read.
  @Test func aStringsFileThatIsAPipeIsRefused() throws {
    try TemporaryFolder.with(prefix: "protocell-locale") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/de.lproj", withIntermediateDirectories: true)
      #expect(mkfifo(folder + "/de.lproj/Main.strings", 0o600) == 0)
      var german = try PrototypeLocalization(locale: "de")
      #expect(throws: LocalizationError.self) {
        try german.localize(
          Self.prototype(in: folder + "/Main.storyboard"), objectIDs: ["title": "lbl-1a-2bc"])
      }
      do {
        _ = try german.localize(
          Self.prototype(in: folder + "/Main.storyboard"), objectIDs: ["title": "lbl-1a-2bc"])
      } catch let error as LocalizationError {
        #expect(error.path == folder + "/de.lproj/Main.strings")
        #expect(error.reason.contains("named pipe"))
      }
    }
  }

  /// A pseudolanguage needs no file; other names must be language tags.
  ///
  /// A name that is neither a language tag nor a pseudolanguage is refused. The right-to-left
  /// pseudolanguage keeps the texts (its direction is the snapshot plan's business).
  @Test func pseudolanguagesAndRefusedNames() throws {
    var doubled = try PrototypeLocalization(locale: "double-length")
    #expect(
      Self.text(of: try doubled.localize(Self.prototype(in: "t.xml"), objectIDs: nil))
        == "Title Title")
    for name in ["pt-BR", "zh_Hans", "de"] {
      #expect(try PrototypeLocalization(locale: name).locale == .language(name))
    }
    #expect(
      throws: LocalizationError(
        path: "",
        reason: "'German!' is not a language tag (such as de, pt-BR) or a pseudolanguage "
          + "('double-length', 'accented', 'bounded', 'right-to-left')")
    ) { try PrototypeLocalization(locale: "German!") }
    var rightToLeft = try PrototypeLocalization(locale: "right-to-left")
    #expect(rightToLeft.locale == .pseudo(.rightToLeft))
    #expect(
      Self.text(of: try rightToLeft.localize(Self.prototype(in: "t.xml"), objectIDs: nil))
        == "Title")
  }
}
