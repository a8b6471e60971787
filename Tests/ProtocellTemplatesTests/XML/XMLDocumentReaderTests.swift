import ProtocellDiagnostics
import Testing

@testable import ProtocellTemplates

/// The reader builds its own tree from libxml2's SAX events; these pin down the places where
/// that tree must read as libxml2's own did (values, names, text runs, attribute offsets).
struct XMLDocumentReaderTests {
  /// The root's attributes as (name, value) pairs, or `nil` when the document does not parse.
  private func attributes(of text: String) -> [String]? {
    try? XMLDocumentReader.read(SourceFile(path: "t.xml", text: text)) { root in
      root.attributes.map { "\($0.name)=\($0.value)" }
    }.get()
  }

  /// The text runs directly inside the root.
  private func textRuns(of text: String) -> [String]? {
    try? XMLDocumentReader.read(SourceFile(path: "t.xml", text: text)) { root in
      root.children.compactMap { content -> String? in
        if case .text(let run) = content { return run.value }
        return nil
      }
    }.get()
  }

  @Test func childElementsAreCountedWithoutTextOrComments() {
    // Three child elements among text runs, a comment and a processing instruction; the
    // grandchild <d> is not a child.
    let text = "<a> x <b/><!-- c --><c><d/></c>&amp;<?p q?><e></e> </a>"
    let count = try? XMLDocumentReader.read(SourceFile(path: "t.xml", text: text)) { root in
      root.children.elementCount
    }.get()
    #expect(count == 3)
  }

  @Test func aTextRunReadsAsItsBytesAndAsAString() {
    // The run's decoded UTF-8 (&lt; decoded to <, é two bytes) is what its value holds.
    let bytes = try? XMLDocumentReader.read(SourceFile(path: "t.xml", text: "<a>x &lt; é</a>")) {
      root in
      root.children.compactMap { content -> [UInt8]? in
        if case .text(let run) = content { return run.withUTF8 { Array($0) } }
        return nil
      }
    }.get()
    #expect(bytes == [Array("x < é".utf8)])
  }

  @Test func attributeValuesHaveReferencesDecoded() {
    // &amp; → &, &lt; and &#60; → <, &#x2264; → ≤ (what libxml2's tree holds for the value).
    #expect(attributes(of: #"<a v="x &amp; &lt;&#60;y &#x2264; z"/>"#) == ["v=x & <<y ≤ z"])
  }

  @Test func attributeValuesHaveWhiteSpaceNormalized() {
    // XML turns a line break or tab in a value into a space; &#10; stays a line break.
    #expect(attributes(of: "<a v=\"1\n2\t3&#10;4\"/>") == ["v=1 2 3\n4"])
  }

  @Test func namespaceDeclarationsAreNotAttributes() {
    // Any prefix bound to XML Schema instance is spelt `xsi`; the declaration itself is not
    // an attribute.
    let text = """
      <a xmlns:s="http://www.w3.org/2001/XMLSchema-instance" s:noNamespaceSchemaLocation="t.xsd" \
      b="1"/>
      """
    #expect(attributes(of: text) == ["xsi:noNamespaceSchemaLocation=t.xsd", "b=1"])
  }

  @Test func undeclaredPrefixKeepsTheQualifiedName() {
    #expect(attributes(of: #"<a p:b="1" c="2"/>"#) == ["p:b=1", "c=2"])
  }

  @Test func attributesADocumentTypeDefaultsAreLeftOut() {
    // The DTD gives <a> a default `d`; the tree, as libxml2's without DTD attributes, has none.
    #expect(attributes(of: #"<!DOCTYPE a [<!ATTLIST a d CDATA "x">]><a b="1"/>"#) == ["b=1"])
  }

  @Test func cdataJoinsTheTextAroundIt() {
    #expect(textRuns(of: "<a>x<![CDATA[<y>]]>z</a>") == ["x<y>z"])
  }

  @Test func commentsAndProcessingInstructionsSplitText() {
    #expect(textRuns(of: "<a>one<!-- c -->two<?p i?>three</a>") == ["one", "two", "three"])
  }

  @Test func lookupFindsTheSameAttributeAsTheFullList() throws {
    // `<a  b="1" c='2'/>`: c's name starts at byte 10 and its value at byte 13.
    let found = try XMLDocumentReader.read(SourceFile(path: "t.xml", text: #"<a  b="1" c='2'/>"#)) {
      root in
      let attribute = root.attribute(named: "c")
      let listed = root.attributes.last
      return [
        attribute?.nameOffset, attribute?.valueOffset, listed?.nameOffset, listed?.valueOffset,
      ]
    }.get()
    #expect(found == [10, 13, 10, 13])
  }

  @Test func lookupsGoingBackAndForthBetweenElementsFindEachOwnOffsets() throws {
    // `<a xmlns:s="u" b="1"><c  d='2'/></a>`: the declaration is not an attribute, so b is the
    // root's first attribute but its tag's second; b's name starts at byte 15, its value at 18;
    // d's name at 25, its value at 28.
    let text = #"<a xmlns:s="u" b="1"><c  d='2'/></a>"#
    let found = try XMLDocumentReader.read(SourceFile(path: "t.xml", text: text)) { root in
      let child = root.children.compactMap { content -> XMLElement? in
        if case .element(let element) = content { return element }
        return nil
      }.first
      let lookups = [
        root.attribute(named: "b"), child?.attribute(named: "d"), root.attribute(named: "b"),
      ]
      return lookups.flatMap { [$0?.nameOffset, $0?.valueOffset] }
    }.get()
    #expect(found == [15, 18, 25, 28, 15, 18])
  }

  /// An attribute found by name finds its offsets when they are first asked for, after other
  /// elements' tags were scanned: read here in the reverse order of the lookups (the offsets of
  /// the test above).
  @Test func offsetsAskedForLaterAreEachAttributesOwn() throws {
    let text = #"<a xmlns:s="u" b="1"><c  d='2'/></a>"#
    let found = try XMLDocumentReader.read(SourceFile(path: "t.xml", text: text)) { root in
      let child = root.childElements.first
      let b = root.attribute(named: "b")
      let d = child?.attribute(named: "d")
      return [d?.valueOffset, b?.valueOffset, d?.nameOffset, b?.nameOffset]
    }.get()
    #expect(found == [28, 18, 25, 15])
  }

  @Test func lookupOfAMissingAttributeIsNil() throws {
    let found = try XMLDocumentReader.read(SourceFile(path: "t.xml", text: #"<a bc="1"/>"#)) {
      root in
      [root.attribute(named: "b") == nil, root.attribute(named: "bcd") == nil]
    }.get()
    #expect(found == [true, true])
  }
}
