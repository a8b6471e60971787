import Foundation
import Protocell
import Testing

struct LocalizedStringsTests {
  /// A `.strings` file as Xcode writes one for a storyboard: comments, quoted object-id keys,
  /// escapes (`\"`, `\n`, `\U00e9` for é), and an unquoted key.
  @Test func readsAStringsFile() throws {
    let text = """
      /* Class = "UILabel"; text = "Title"; ObjectID = "1tg-gd-k5u"; */
      "1tg-gd-k5u.text" = "Titel \\"neu\\"\\nzweite Zeile";
      // A line comment.
      "x9Q-aa-bbb.text" = "Caf\\U00e9";
      plain = value;
      """
    let table = try LocalizedStrings(stringsFile: Data(text.utf8), path: "de.lproj/Main.strings")
    #expect(
      table.texts == [
        "1tg-gd-k5u.text": "Titel \"neu\"\nzweite Zeile", "x9Q-aa-bbb.text": "Café",
        "plain": "value",
      ])
  }

  /// Xcode wrote `.strings` files as UTF-16 with a byte-order mark for years; an empty file is
  /// an empty table.
  @Test func readsUTF16AndEmptyFiles() throws {
    let utf16 = try #require("\"a.text\" = \"Grüße\";".data(using: .utf16))
    #expect(try LocalizedStrings(stringsFile: utf16, path: "x").texts == ["a.text": "Grüße"])
    #expect(try LocalizedStrings(stringsFile: Data(" \n".utf8), path: "x").texts.isEmpty)
  }

  /// A missing semicolon is an error naming the file and the line Foundation's parser stopped
  /// on, with the shape an entry must have.
  @Test func aMalformedFileSaysWhere() {
    let text = "\"a\" = \"b\"\n\"c\" = \"d\";"
    #expect(throws: LocalizationError.self) {
      try LocalizedStrings(stringsFile: Data(text.utf8), path: "de.lproj/Main.strings")
    }
    do {
      _ = try LocalizedStrings(stringsFile: Data(text.utf8), path: "de.lproj/Main.strings")
    } catch {
      #expect(
        error.description
          == "de.lproj/Main.strings: not a .strings file (Missing ';' on line 2): each entry "
          + "is \"key\" = \"value\";")
    }
  }

  /// A String Catalog gives each key's translation in the language asked for; a key without
  /// one (untranslated, or plural variations only) is left out.
  @Test func readsOneLanguageOfAStringCatalog() throws {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Hello": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Hallo"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}},
        "Untranslated": {},
        "%lld items": {"localizations": {"de": {"variations": {"plural": {}}}}}
      }}
      """
    let german = try LocalizedStrings(
      stringCatalog: Data(catalog.utf8), language: "de", path: "Localizable.xcstrings")
    #expect(german.texts == ["Hello": "Hallo"])
    #expect(
      throws: LocalizationError(
        path: "x.xcstrings", reason: "not a String Catalog: no \"strings\" object")
    ) {
      try LocalizedStrings(stringCatalog: Data("{}".utf8), language: "de", path: "x.xcstrings")
    }
  }

  /// Xcode's pseudolanguages, character by character: `Hello` twice; each letter accented
  /// (H → Ĥ, e → é, l → ĺ, o → ó; the digit and space kept); bounded by `[#` and `#]`.
  @Test func pseudolanguagesTransformEveryText() {
    #expect(Pseudolanguage.doubleLength.apply(to: "Hello") == "Hello Hello")
    #expect(Pseudolanguage.doubleLength.apply(to: "") == "")
    #expect(Pseudolanguage.accented.apply(to: "Hello 2") == "Ĥéĺĺó 2")
    #expect(Pseudolanguage.bounded.apply(to: "Hello") == "[# Hello #]")
    // Right to left keeps the text: the layout direction is what it changes.
    #expect(Pseudolanguage.rightToLeft.apply(to: "Hello") == "Hello")
    #expect(Pseudolanguage.allCases.filter(\.isRightToLeft) == [.rightToLeft])
  }

  /// Localising a prototype replaces its labels' design texts, nested ones too, and nothing
  /// else.
  @Test func localizingReplacesNestedLabelTexts() {
    var stack = ViewNode(id: "stack", kind: .stack(StackConfiguration()))
    stack.subviews = [ViewNode(id: "inner", kind: .label(LabelContent(text: "Inner")))]
    let prototype = CellPrototype(
      reuseIdentifier: "Row",
      views: [ViewNode(id: "title", kind: .label(LabelContent(text: "Title"))), stack])
    let localized = prototype.localized { _, label in label.text.uppercased() }
    let texts = localized.allViews.compactMap { view -> String? in
      guard case .label(let label) = view.kind else { return nil }
      return label.text
    }
    #expect(texts == ["TITLE", "INNER"])
    #expect(localized.allViews.map(\.id) == prototype.allViews.map(\.id))
  }
}
