import ProtocellDiagnostics
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// Two objects of one IB document with the same object id are reported at the second, with a
/// note at the first: constraints and outlets naming the id reach only one of them.
struct InterfaceBuilderObjectIDTests {
  /// A cell whose two views (lines 9 and 10 of the document, after the blank line 8 that holds
  /// `<subviews>`; the id's value at column 6 + 47 + 4 + 1 = 58) are both `dup`; before, only
  /// the constraints that lost their view were reported.
  @Test func aSharedObjectIDIsReportedAtTheSecond() throws {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """

          <view translatesAutoresizingMaskIntoConstraints="NO" id="dup"/>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="dup"/>
          """))
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "a.xib")
    let duplicate = try #require(result.diagnostics.first { $0.code == .duplicateViewID })
    #expect(duplicate.severity == .error)
    #expect(
      duplicate.message
        == "<view> has the object id 'dup', which <view> has already; constraints and outlets "
        + "that name it reach only one of them")
    #expect(duplicate.location?.line == 10)
    #expect(duplicate.location?.column == 58)
    #expect(duplicate.notes.map(\.location?.line) == [9])
    #expect(result.diagnostics.filter { $0.code == .duplicateViewID }.count == 1)
  }

  /// Ids that differ, and a document's every id once, give no such error.
  @Test func distinctObjectIDsAreNotReported() {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="one"/>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="two"/>
          """))
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "a.xib")
    #expect(!result.diagnostics.contains { $0.code == .duplicateViewID })
  }

  /// An element read twice is one object, not a duplicate.
  ///
  /// A reusable view placed among a cell's views is read with the cell and as a prototype of
  /// its own. Before, each was reported with a
  /// note at its own place (the hostile review).
  @Test func anElementReadTwiceIsNoDuplicate() {
    let text = InterfaceBuilderText.xib(
      InterfaceBuilderText.tableCell(
        subviews: """
          <collectionReusableView reuseIdentifier="Inner" id="in">
            <rect key="frame" x="0" y="0" width="100" height="50"/>
            <subviews><view id="x"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
          </collectionReusableView>
          """))
    let result = InterfaceBuilderImporter().importDocument(text: text, path: "a.xib")
    #expect(result.file.cells.map(\.reuseIdentifier) == ["Cell", "Inner"])
    #expect(!result.diagnostics.contains { $0.code == .duplicateViewID })
  }
}
