import ProtocellDiagnostics
import Testing

@testable import ProtocellTemplates

/// A large template file's cells are read on several threads (`ParseContext+Children`); what
/// comes out must be what one thread reads, in the file's order.
struct ConcurrentCellReadingTests {
  /// 300 cells, four lines each after two lines of prolog.
  ///
  /// Cell `i` starts on line `3 + 4 i` (one more after cell 150). Cell 7 has an attribute `<cell>` does not take: line 3 + 28 = 31,
  /// column 30, after the 29 characters `  <cell reuseIdentifier="c7" `. After cell 150 comes
  /// stray text: line 3 + 4 × 151 = 607, column 3. Cell 299's constraint has no relation: its
  /// third line, 3 + 4 × 299 + 1 + 2 = 1,202, where `margins` follows `a.top ` in the expression
  /// that starts after the 29 characters `    <constraints><constraint>`: column 30 + 6 = 36
  /// (the constraint is dropped; the cell stays).
  private let text: String = {
    var text = "<?xml version=\"1.0\"?>\n<templates version=\"1\">\n"
    for index in 0..<300 {
      let extra = index == 7 ? " colour=\"red\"" : ""
      let constraint = index == 299 ? "a.top margins.top" : "a.top == margins.top + \(index)"
      text +=
        "  <cell reuseIdentifier=\"c\(index)\"\(extra)>\n    <label id=\"a\" text=\"\(index)\"/>\n"
      text += "    <constraints><constraint>\(constraint)</constraint></constraints>\n  </cell>\n"
      if index == 150 { text += "  stray\n" }
    }
    return text + "</templates>\n"
  }()

  private func read(runLength: Int?) -> (cells: [CellPrototype], diagnostics: [Diagnostic]) {
    let source = SourceFile(path: "big.xml", text: text)
    var context = ParseContext(source: source, limits: .default)
    let cells = try? XMLDocumentReader.read(source) { root in
      let children = Array(root.children)
      return runLength.map {
        context.readCellsConcurrently(children, of: root, runLength: $0)
      } ?? context.readCells(children, of: root)
    }.get()
    return (cells ?? [], context.diagnostics)
  }

  @Test func readsWhatOneThreadReadsInTheFilesOrder() {
    let serial = read(runLength: nil)
    #expect(serial.cells.map(\.reuseIdentifier) == (0..<300).map { "c\($0)" })
    #expect(serial.cells[42].constraints.first?.constant == 42)
    #expect(serial.cells[42].location?.line == 3 + 4 * 42)
    #expect(
      serial.diagnostics.map {
        "\($0.code.rawValue) \($0.location?.line ?? 0):\($0.location?.column ?? 0)"
      }
        == ["unknown-attribute 31:30", "unexpected-text 607:3", "constraint-syntax 1202:36"])
    // Runs that split the file mid-cell list, one child at a time, and more runs than cores.
    for runLength in [1, 7, 64, 1_000] {
      let concurrent = read(runLength: runLength)
      #expect(concurrent.cells == serial.cells, "run length \(runLength)")
      #expect(concurrent.diagnostics == serial.diagnostics, "run length \(runLength)")
    }
  }
}
