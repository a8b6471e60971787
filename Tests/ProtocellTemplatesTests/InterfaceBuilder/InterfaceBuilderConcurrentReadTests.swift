import ProtocellDiagnostics
import Testing

@testable import ProtocellTemplates

/// A document with many cells is read on several threads (``InterfaceBuilderReader/readCells(_:)``);
/// what it gives must be what one thread gives: the cells in document order, and each diagnostic
/// where a reading in document order finds it, including an object id two far-apart cells share.
struct InterfaceBuilderConcurrentReadTests {
  /// A `.xib` of `count` table cells `Row0`, `Row1`, … one label each; every seventh names a view
  /// that does not exist in a constraint (`id="bad<i>"`), and the cells `sharing` give their
  /// labels one object id, `dup`.
  static func document(count: Int, sharing: Set<Int>) -> String {
    let cells = (0..<count).map { index in
      let label = sharing.contains(index) ? "dup" : "l\(index)"
      let bad =
        index % 7 == 0
        ? #"<constraint firstItem="nope" firstAttribute="top" secondItem="c\#(index)-cv" secondAttribute="top" id="bad\#(index)"/>"#
        : ""
      return """
        <tableViewCell reuseIdentifier="Row\(index)" id="c\(index)">
          <rect key="frame" x="0" y="0" width="375" height="44"/>
          <tableViewCellContentView key="contentView" id="c\(index)-cv">
            <rect key="frame" x="0" y="0" width="375" height="43.5"/>
            <subviews>
              <label text="Row \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                <rect key="frame" x="16" y="11" width="60" height="21"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="\(label)" firstAttribute="top" secondItem="c\(index)-cv" secondAttribute="top" constant="11" id="t\(index)"/>
              <constraint firstItem="\(label)" firstAttribute="leading" secondItem="c\(index)-cv" secondAttribute="leading" constant="16" id="k\(index)"/>
              <constraint firstAttribute="bottom" secondItem="\(label)" secondAttribute="bottom" constant="11" id="b\(index)"/>
              \(bad)
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
        """
    }
    return
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460"><objects>"#
      + "\n" + cells.joined(separator: "\n") + "\n</objects></document>\n"
  }

  /// The 1-based lines of `text` holding `marker`, in order: found by reading the text, not by
  /// the importer.
  static func lines(of marker: String, in text: String) -> [Int] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.contains(marker) }.map { $0.offset + 1 }
  }

  @Test func manyCellsComeOutInDocumentOrderWithTheirDiagnostics() throws {
    #expect(40 >= InterfaceBuilderReader.cellsReadConcurrently)
    let text = Self.document(count: 40, sharing: [])
    let imported = InterfaceBuilderImporter().importDocument(text: text, path: "Many.xib")
    #expect(imported.file.cells.map(\.reuseIdentifier) == (0..<40).map { "Row\($0)" })
    let expected = stride(from: 0, to: 40, by: 7).map { index in
      "unknown-item \(Self.lines(of: "id=\"bad\(index)\"", in: text)[0]) 'Row\(index)'"
    }
    #expect(
      imported.diagnostics.map { diagnostic in
        let cell = diagnostic.message.contains("cell 'Row") ? diagnostic.message : ""
        let name = cell.split(separator: "cell ").last.map { $0.prefix { $0 != ";" } } ?? ""
        return "\(diagnostic.code) \(diagnostic.location?.line ?? 0) \(name)"
      } == expected)
  }

  /// The labels of cells 3 and 36, in different runs of a concurrent read, share an id: the
  /// duplicate is reported at the second, with a note at the first, after the unknown item of
  /// cell 35, as a reading in document order reports it.
  @Test func anObjectIDSharedAcrossRunsIsReportedAsInDocumentOrder() throws {
    let text = Self.document(count: 40, sharing: [3, 36])
    let imported = InterfaceBuilderImporter().importDocument(text: text, path: "Many.xib")
    #expect(imported.file.cells.map(\.reuseIdentifier) == (0..<40).map { "Row\($0)" })
    let shared = Self.lines(of: #"id="dup""#, in: text)
    #expect(shared.count == 2)
    let unknown = stride(from: 0, to: 40, by: 7).map { index in
      "unknown-item \(Self.lines(of: "id=\"bad\(index)\"", in: text)[0]) []"
    }
    #expect(
      imported.diagnostics.map { diagnostic in
        "\(diagnostic.code) \(diagnostic.location?.line ?? 0) "
          + "\(diagnostic.notes.map { $0.location?.line ?? 0 })"
      } == unknown + ["duplicate-view-id \(shared[1]) [\(shared[0])]"])
  }
}
