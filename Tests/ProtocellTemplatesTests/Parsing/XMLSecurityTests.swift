import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Hostile XML is refused with a diagnostic, quickly, without expanding or loading anything.
struct XMLSecurityTests {
  private func diagnostics(of text: String) -> [Diagnostic] {
    TemplateParser().parse(text: text, path: "hostile.xml").diagnostics
  }

  @Test func billionLaughsIsRefusedAtTheFirstEntityDeclaration() {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE templates [\n  <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      text += "  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    text += "]>\n<templates><cell reuseIdentifier=\"&lol9;\"/></templates>\n"
    let result = diagnostics(of: text)
    #expect(result.map(\.code) == [.entityDeclaration])
    #expect(
      result.first?.message
        == "the document declares the entity 'lol'; templates may not declare entities")
    #expect(result.first?.location?.line == 3)
  }

  @Test func externalEntitiesAreNeverLoaded() {
    for target in ["file:///etc/passwd", "http://127.0.0.1:9/x"] {
      let text = """
        <?xml version="1.0"?>
        <!DOCTYPE templates [ <!ENTITY secret SYSTEM "\(target)"> ]>
        <templates><cell reuseIdentifier="&secret;"/></templates>
        """
      let result = diagnostics(of: text)
      #expect(result.map(\.code) == [.entityDeclaration])
    }
  }

  @Test func parameterEntitiesAreRefusedToo() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE templates [ <!ENTITY % remote SYSTEM "file:///etc/passwd"> %remote; ]>
      <templates/>
      """
    #expect(diagnostics(of: text).map(\.code) == [.entityDeclaration])
  }

  @Test func undeclaredEntityIsMalformed() {
    let result = diagnostics(of: "<templates><cell reuseIdentifier=\"&nope;\"/></templates>")
    #expect(result.map(\.code) == [.malformedXML])
    #expect(result.first?.message == "entity 'nope' not defined")
  }

  @Test func xincludeIsAnUnknownElementNotAnInclusion() {
    let result = diagnostics(
      of:
        #"<templates xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="/etc/passwd" parse="text"/></templates>"#
    )
    #expect(result.map(\.code) == [.unknownElement])
    #expect(result.first?.message == "unknown element <xi:include>")
  }

  @Test func deepNestingIsRefusedByTheDepthLimit() {
    let depth = 100_000
    let text =
      "<templates>" + String(repeating: "<view>", count: depth)
      + String(repeating: "</view>", count: depth) + "</templates>"
    let result = diagnostics(of: text)
    #expect(result.map(\.code) == [.limitExceeded])
    #expect(result.first?.message == "<view> is nested 65 levels deep; the limit is 64")
  }

  @Test func utf16WithAndWithoutBOMIsRefused() {
    let text = "<templates/>"
    let withBOM: [UInt8] =
      [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let withoutBOM: [UInt8] = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let parser = TemplateParser()
    #expect(
      parser.parse(SourceFile(path: "a", bytes: withBOM)).diagnostics.map(\.message) == [
        "the file is UTF-16 or UTF-32; templates must be UTF-8"
      ])
    #expect(
      parser.parse(SourceFile(path: "b", bytes: withoutBOM)).diagnostics.map(\.message) == [
        "the file looks like UTF-16 without a byte order mark; templates must be UTF-8"
      ])
  }

  @Test func nulByteInvalidUTF8EmptyAndNonXML() {
    let parser = TemplateParser()
    let nul = parser.parse(SourceFile(path: "n", bytes: Array("<templates>\0</templates>".utf8)))
    #expect(nul.diagnostics.map(\.code) == [.notUTF8])
    #expect(nul.diagnostics.first?.location == SourceLocation(file: "n", line: 1, column: 12))
    let invalid = parser.parse(
      SourceFile(
        path: "i", bytes: Array("<templates>".utf8) + [0xC3, 0x28] + Array("</templates>".utf8)))
    #expect(invalid.diagnostics.map(\.code) == [.malformedXML])
    #expect(invalid.diagnostics.first?.location?.line == 1)
    // One line, the bytes named, and what to do whatever the declaration says (libxml2 writes
    // "Input is not proper UTF-8, indicate encoding !" and the bytes on a second line).
    let latin1 = parser.parse(
      SourceFile(
        path: "l",
        bytes: Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<templates a=\"caf".utf8)
          + [0xE9] + Array("\"/>".utf8)))
    #expect(
      latin1.diagnostics.first?.message
        == "the file is not UTF-8 text here (bytes 0xE9 0x22 0x2F 0x3E)")
    #expect(
      latin1.diagnostics.first?.fixIts.first?.message
        == "Protocell reads UTF-8 only: save the file as UTF-8, whatever encoding its XML "
        + "declaration names")
    #expect(parser.parse(text: "", path: "e").diagnostics.map(\.message) == ["the file is empty"])
    // A control character XML forbids (libxml2: "PCDATA invalid Char value 27") is named.
    let control = parser.parse(text: "<templates>\u{1B}[2J</templates>", path: "c")
    #expect(
      control.diagnostics.map(\.message)
        == ["the control character U+001B is not allowed in XML"])
    #expect(control.diagnostics.first?.location?.column == 12)
    // A compiled pack (magic PCPK, a 16-byte header) is named as one, not as a NUL byte nor
    // as text that is not UTF-8: about the whole file, whose binary first line is no snippet.
    let pack = parser.parse(
      SourceFile(
        path: "p", bytes: Array("PCPK".utf8) + [1, 0, 9, 0] + Array(repeating: 0, count: 8)))
    #expect(
      pack.diagnostics.map(\.message)
        == ["'p' is a compiled pack, not a template or an Interface Builder document"])
    #expect(pack.diagnostics.map(\.code) == [.malformedXML])
    #expect(pack.diagnostics.first?.location == nil)
    #expect(pack.diagnostics.first?.wholeFile == "p")
    #expect(
      parser.parse(text: "{\"json\": true}", path: "j").diagnostics.map(\.code) == [.malformedXML])
  }

  /// A damaged Interface Builder document is mended in Xcode or from version control: its
  /// fix-it says so, where a template's speaks of the template language.
  @Test func damagedInterfaceBuilderDocumentsPointAtXcode() {
    let parser = TemplateParser()
    let mend =
      "an Interface Builder document is one <document> element written by Xcode: restore the "
      + "file from version control (git checkout -- Cells/Feed.xib), or open it in Xcode and "
      + "save it again"
    let empty = parser.parse(text: "", path: "Cells/Feed.xib").diagnostics
    #expect(empty.map(\.message) == ["the file is empty"])
    #expect(empty.first?.fixIts.map(\.message) == [mend])
    let cut = parser.parse(
      text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>"#,
      path: "Cells/Feed.xib"
    ).diagnostics
    #expect(cut.map(\.code) == [.malformedXML])
    #expect(cut.first?.fixIts.map(\.message) == [mend])
    // Committed mid-merge: the markers are resolved, not the file restored.
    let conflict = parser.parse(
      text: "<?xml version=\"1.0\"?>\n<<<<<<< HEAD\n<document/>\n=======\n<document/>\n"
        + ">>>>>>> topic\n",
      path: "Cells/Feed.xib"
    ).diagnostics
    #expect(conflict.map(\.code) == [.malformedXML])
    #expect(
      conflict.first?.fixIts.map(\.message) == [
        "the file holds an unresolved merge conflict (a <<<<<<< marker on line 2): keep one "
          + "side of each conflict and delete the <<<<<<<, ======= and >>>>>>> lines, or take "
          + "one branch's whole file (git checkout --ours -- Cells/Feed.xib, or --theirs), then "
          + "open it in Xcode"
      ])
    let template = parser.parse(text: "", path: "Cells/Feed.xml").diagnostics
    #expect(
      template.first?.fixIts.map(\.message) == [
        "a template file holds one <templates> element with <cell> elements inside"
      ])
  }

  /// A file that stops before its elements close is called cut short, at the line where its
  /// text ends, with libxml2's own words after; an end tag that does not match its start is
  /// libxml2's error even on the last line, and a file that closes its root is never cut short.
  @Test func aFileThatEndsBeforeItsElementsCloseIsCalledCutShort() {
    let parser = TemplateParser()
    let cell = #"<templates><cell reuseIdentifier="A"><label id="l" text="x"/>"#
    let openTag = parser.parse(text: cell + "\n<cell reuseIdentifier=\"B\"\n", path: "t.xml")
    #expect(
      openTag.diagnostics.map(\.message) == [
        "the file ends at line 2 before its elements are closed; it looks cut short (libxml2: "
          + "couldn't find end of Start Tag cell line 2)"
      ])
    #expect(
      openTag.diagnostics.first?.location == SourceLocation(file: "t.xml", line: 2, column: 26))
    #expect(
      openTag.diagnostics.first?.fixIts.map(\.message) == [
        "restore the rest of the file from version control or a backup"
      ])
    let openElements = parser.parse(text: cell + "</cell>", path: "t.xml").diagnostics
    #expect(
      openElements.map(\.message) == [
        "the file ends at line 1 before its elements are closed; it looks cut short (libxml2: "
          + "premature end of data in tag templates line 1)"
      ])
    let mismatch = parser.parse(text: cell + "</cel></templates>", path: "t.xml").diagnostics
    #expect(mismatch.map(\.message) == ["opening and ending tag mismatch: cell line 1 and cel"])
    let extra = parser.parse(text: cell + "</cell></templates>\n<x/>\n", path: "t.xml")
    #expect(extra.diagnostics.map(\.message) == ["extra content at the end of the document"])
  }

  @Test func oversizedFileIsRefusedBeforeParsing() {
    let parser = TemplateParser(limits: TemplateLimits(maximumFileSize: 10))
    let result = parser.parse(text: "<templates></templates>", path: "big.xml")
    #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
  }
}
