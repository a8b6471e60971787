import ProtocellDiagnostics
import ProtocellTemplates
import Testing

struct DiagnosticsFormatterTests {
  @Test func humanOutputHasTheLocationSnippetCaretFixItAndNotes() {
    let source = SourceFile(
      path: "T.xml",
      text: "<templates>\n  <cell reuseIdentifier=\"A\">\n\t<lable id=\"x\"/>\n</templates>\n")
    let diagnostic = Diagnostic(
      code: .unknownElement, message: "unknown element <lable>",
      location: SourceLocation(file: "T.xml", line: 3, column: 2),
      notes: [
        DiagnosticNote(
          message: "the cell starts here",
          location: SourceLocation(file: "T.xml", line: 2, column: 3))
      ],
      fixIts: [
        .replacing(
          "did you mean 'label'?", with: "label",
          at: SourceLocation(file: "T.xml", line: 3, column: 3), length: 5)
      ])
    let output = DiagnosticsFormatter().format(diagnostic, sources: ["T.xml": source])
    #expect(
      output == """
        T.xml:3:2: error: unknown element <lable> [unknown-element]
           3 | \t<lable id="x"/>
             | \t^~~~~~
              = fix-it: did you mean 'label'?
        T.xml:2:3: note: the cell starts here
           2 |   <cell reuseIdentifier="A">
             |   ^~~~~

        """)
  }

  /// A file's control characters, quoted in a message or shown in a snippet, are drawn as
  /// symbols (ESC `␛`, BEL `␇`, NUL `␀`, DEL `␡`, a C1 control `�`) and never reach the terminal
  /// as controls; a tab stays a tab, and each symbol is one column, so the caret still lines up.
  @Test func controlCharactersAreShownNotObeyed() {
    let source = SourceFile(
      path: "T.xib", text: "<a>\u{1B}[2J\t\u{07}\u{7F}\u{9B}<b\u{00}/>\n")
    let diagnostic = Diagnostic(
      code: .malformedXML, message: "bad '\u{1B}]0;title\u{07}'",
      location: SourceLocation(file: "T.xib", line: 1, column: 13),
      fixIts: [FixIt(message: "remove \u{1B}[31m")])
    let output = DiagnosticsFormatter().format(diagnostic, sources: ["T.xib": source])
    let caretLine =
      "     | " + String(repeating: " ", count: 7) + "\t" + String(repeating: " ", count: 4) + "^\n"
    #expect(
      output
        == "T.xib:1:13: error: bad '␛]0;title␇' [malformed-xml]\n"
        + "   1 | <a>␛[2J\t␇␡�<b␀/>\n" + caretLine + "      = fix-it: remove ␛[31m\n")
    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  }

  /// The caret line counts the columns a terminal draws, not scalars.
  ///
  /// Each of `日本語` and an emoji takes two, a combining acute accent none, so the caret stays
  /// under `<lable`. By hand: `<a t="` is 6 columns, then the text, then `">` 2.
  @Test(arguments: [
    ("日本語", 3, 6), ("\u{1F642}", 1, 2), ("e\u{301}", 2, 1), ("abc", 3, 3),
  ])
  func theCaretCountsColumnsNotScalars(text: String, scalars: Int, columns: Int) {
    let line = "<a t=\"\(text)\"><lable/></a>"
    let column = 6 + scalars + 2 + 1
    let diagnostic = Diagnostic(
      code: .unknownElement, message: "m",
      location: SourceLocation(file: "W.xml", line: 1, column: column))
    let output = DiagnosticsFormatter().format(
      diagnostic, sources: ["W.xml": SourceFile(path: "W.xml", text: line + "\n")])
    let caretLine = "     | " + String(repeating: " ", count: 6 + columns + 2) + "^~~~~~\n"
    #expect(
      output == "W.xml:1:\(column): error: m [unknown-element]\n   1 | \(line)\n" + caretLine)
  }

  /// A token of wide characters is underlined across its columns: `<漢字` is 1 + 2 + 2.
  @Test func aWideTokenIsUnderlinedAcrossItsColumns() {
    let diagnostic = Diagnostic(
      code: .unknownElement, message: "m",
      location: SourceLocation(file: "W.xml", line: 1, column: 1))
    let output = DiagnosticsFormatter().format(
      diagnostic, sources: ["W.xml": SourceFile(path: "W.xml", text: "<漢字/>\n")])
    #expect(output == "W.xml:1:1: error: m [unknown-element]\n   1 | <漢字/>\n     | ^~~~~\n")
  }

  @Test func colorsWrapSeverityAndCaretInANSIEscapes() {
    let diagnostic = Diagnostic(
      code: .labelWithoutText, severity: .warning, message: "m", location: nil)
    let output = DiagnosticsFormatter(usesColors: true).format(diagnostic)
    #expect(output == "\u{1B}[1;35mwarning:\u{1B}[0m m \u{1B}[2m[label-without-text]\u{1B}[0m\n")
  }

  @Test func withoutSourceOrSnippetsOnlyTheHeaderAndFixIt() {
    let diagnostic = Diagnostic(
      code: .unreadableFile, message: "cannot read 'x'", location: nil,
      fixIts: [FixIt(message: "check the path")])
    #expect(
      DiagnosticsFormatter(showsSourceSnippets: false).format([diagnostic])
        == "error: cannot read 'x' [unreadable-file]\n      = fix-it: check the path\n")
  }

  /// A caret at the start of a quoted attribute value underlines the whole value, dots and
  /// spaces included, not just its first word; a value whose closing quote is not on the line
  /// keeps the word rule.
  @Test func aCaretOpeningAnAttributeValueUnderlinesTheWholeValue() {
    let text = """
      <document type="com.apple.TV.XIB">
      <font family='Helvetica Neue' size="17"/>
      <label text="open
      """
    let source = SourceFile(path: "V.xib", text: text + "\n")
    func caretLine(line: Int, column: Int) -> String {
      let diagnostic = Diagnostic(
        code: .unknownElement, message: "m",
        location: SourceLocation(file: "V.xib", line: line, column: column))
      let output = DiagnosticsFormatter().format([diagnostic], sources: ["V.xib": source])
      return String(output.split(separator: "\n")[2])
    }
    // `<document type="` is 16 columns: the value starts at column 17 and is 16 long.
    #expect(
      caretLine(line: 1, column: 17) == "     | " + String(repeating: " ", count: 16) + "^"
        + String(repeating: "~", count: 15))
    // `<font family='` is 14 columns; `Helvetica Neue` is 14 long.
    #expect(
      caretLine(line: 2, column: 15) == "     | " + String(repeating: " ", count: 14) + "^"
        + String(repeating: "~", count: 13))
    // Inside a value (column 21, `apple`) the word rule holds.
    #expect(
      caretLine(line: 1, column: 21) == "     | " + String(repeating: " ", count: 20) + "^~~~~")
    // No closing quote on the line: the first word, `open`.
    #expect(
      caretLine(line: 3, column: 14) == "     | " + String(repeating: " ", count: 13) + "^~~~")
  }

  @Test func aLongLineIsClippedToAWindowAroundTheCaret() {
    let line = "<label text=\"" + String(repeating: "x", count: 150_000) + "\"/><lable/>"
    let source = SourceFile(path: "L.xml", text: line + "\n")
    let column = line.unicodeScalars.count - 7
    let diagnostic = Diagnostic(
      code: .unknownElement, message: "unknown element <lable>",
      location: SourceLocation(file: "L.xml", line: 1, column: column))
    let output = DiagnosticsFormatter(maximumSnippetWidth: 30).format(
      [diagnostic], sources: ["L.xml": source])
    #expect(
      output == """
        L.xml:1:150017: error: unknown element <lable> [unknown-element]
           1 | …xxxxxxxxxxxxxxxxxxx"/><lable/>
             |                        ^~~~~~

        """)
  }

  @Test func theDefaultWindowBoundsTheSnippetOfA150000CharacterLine() {
    let line = String(repeating: "y", count: 150_000) + "<"
    let source = SourceFile(path: "L.xml", text: line)
    let diagnostic = Diagnostic(
      code: .malformedXML, message: "m",
      location: SourceLocation(file: "L.xml", line: 1, column: 150_001))
    let output = DiagnosticsFormatter().format(diagnostic, sources: ["L.xml": source])
    let window = String(repeating: "y", count: 99) + "<"
    #expect(
      output == "L.xml:1:150001: error: m [malformed-xml]\n   1 | …\(window)\n     | "
        + String(repeating: " ", count: 100) + "^\n")
  }

  @Test func aLineInTheMiddleIsClippedOnBothSides() {
    let source = SourceFile(
      path: "M.xml",
      text: String(repeating: "a", count: 50) + "!" + String(repeating: "b", count: 50))
    let diagnostic = Diagnostic(
      code: .unexpectedText, message: "m",
      location: SourceLocation(file: "M.xml", line: 1, column: 51))
    let output = DiagnosticsFormatter(maximumSnippetWidth: 21).format(
      diagnostic, sources: ["M.xml": source])
    #expect(
      output == """
        M.xml:1:51: error: m [unexpected-text]
           1 | …aaaaaaa!bbbbbbbbbbbbb…
             |         ^

        """)
  }

  @Test func repeatedDiagnosticsOfOneCauseAreCountedAfterTheCap() {
    let alike = (1...137).map { column in
      Diagnostic(
        code: .unknownItem, message: "unknown item 'box' in cell 'Big'",
        location: SourceLocation(file: "Big.xml", line: 1, column: column), messageID: "unknownItem"
      )
    }
    let other = Diagnostic(
      code: .unknownItem, message: "unknown item 'x'",
      location: SourceLocation(file: "Other.xml", line: 2, column: 1), messageID: "unknownItem")
    let output = DiagnosticsFormatter(showsSourceSnippets: false).format(alike + [other])
    #expect(
      output == """
        Big.xml:1:1: error: unknown item 'box' in cell 'Big' [unknown-item]
        Big.xml:1:2: error: unknown item 'box' in cell 'Big' [unknown-item]
        Big.xml:1:3: error: unknown item 'box' in cell 'Big' [unknown-item]
              … and 134 more like this, at line 1
        Other.xml:2:1: error: unknown item 'x' [unknown-item]

        """)
    let all = DiagnosticsFormatter(showsSourceSnippets: false, maximumSimilarDiagnostics: nil)
    #expect(all.format(alike).split(separator: "\n").count == 137)
  }

  /// The fold says where the diagnostics it leaves out are, each line once.
  @Test func aFoldNamesTheLinesItLeavesOut() {
    let alike = [10, 20, 30, 40, 40, 50].map { line in
      Diagnostic(
        code: .undeterminedHeight, message: "undetermined",
        location: SourceLocation(file: "Main.storyboard", line: line, column: 5),
        messageID: "undeterminedHeight")
    }
    let output = DiagnosticsFormatter(showsSourceSnippets: false).format(alike)
    #expect(
      output.split(separator: "\n").last == "      … and 3 more like this, at lines 40, 50")
  }

  /// The fold names 20 lines at most, and says there are more only when there are: 3
  /// diagnostics printed and 20 folded at lines 4 to 23 list them all; a 21st, at line 24, adds
  /// the ellipsis.
  @Test(arguments: [(23, ""), (24, ", …")])
  func aFoldSaysThereAreMoreLinesOnlyWhenThereAre(last: Int, ellipsis: String) {
    let alike = (1...last).map { line in
      Diagnostic(
        code: .undeterminedHeight, message: "undetermined",
        location: SourceLocation(file: "Main.storyboard", line: line, column: 5),
        messageID: "undeterminedHeight")
    }
    let output = DiagnosticsFormatter(showsSourceSnippets: false).format(alike)
    let lines = (4...23).map(String.init).joined(separator: ", ")
    #expect(
      output.split(separator: "\n").last
        == "      … and \(last - 3) more like this, at lines \(lines)\(ellipsis)")
  }

  @Test func differentMessagesOfOneCodeAreNotCappedTogether() {
    let diagnostics = (1...4).map { index in
      Diagnostic(
        code: .invalidValue, message: "m\(index)", location: nil, messageID: "message\(index)")
    }
    let output = DiagnosticsFormatter().format(diagnostics)
    #expect(
      output
        == "error: m1 [invalid-value]\nerror: m2 [invalid-value]\nerror: m3 [invalid-value]\nerror: m4 [invalid-value]\n"
    )
  }
}
