import Cassowary
import ProtocellTemplates
import Testing
import TextMeasurement

@testable import ProtocellArchive

/// A newer minor version adds fields, which this build skips; a newer major is refused.
struct ArchiveVersioningTests {
  /// Appends one unknown field of every wire type, as a newer minor version might write.
  private func appendUnknownFields(to writer: inout ArchiveWriter) {
    writer.writeUnsigned(100, 12_345)
    writer.writeOptionalDouble(101, 2.5)
    writer.writeOptionalString(102, "from the future")
    writer.writeMessage(103) { $0.writeUnsigned(1, 1) }
    writer.writeKey(104, .fixed32)
    writer.writeLittleEndian(UInt32(7))
  }

  private func newerMinorArchive(_ payload: [UInt8]) throws -> [UInt8] {
    var bytes = try ArchiveEncoder().archive(kind: .prototype, payload: payload)
    bytes[6] = 6  // minor version 6
    return bytes
  }

  @Test func unknownFieldsAtEveryLevelAreSkipped() throws {
    var writer = ArchiveWriter.writing(capacity: 0)
    writer.writeMessage(CellField.strings) { table in
      for string in ["future", "title", "Hi"] {
        table.writeOptionalString(StringTableField.string, string)
      }
      self.appendUnknownFields(to: &table)
    }
    appendUnknownFields(to: &writer)
    writer.writeKey(CellField.reuseIdentifier, .varint)
    writer.writeVarint(0)  // "future"
    writer.writeMessage(CellField.views) { view in
      view.writeUnsigned(ViewField.id, 1)
      self.appendUnknownFields(to: &view)
      view.writeMessage(ViewField.label) { label in
        label.writeUnsigned(LabelField.text, 2)
        self.appendUnknownFields(to: &label)
        label.writeDouble(LabelField.fontSize, 17)
      }
    }
    writer.writeMessage(CellField.constraints) { constraint in
      self.appendUnknownFields(to: &constraint)
      constraint.writeUnsigned(
        ConstraintField.firstAnchor, LayoutAttribute.top.archiveCode << 2 | LayoutItemCode.view)
      self.appendUnknownFields(to: &constraint)
      constraint.writeUnsigned(ConstraintField.firstViewID, 1)
    }
    let bytes = try newerMinorArchive(writer.bytes)
    #expect(try ArchiveDecoder().header(of: bytes).minorVersion == 6)

    let template = try ArchiveDecoder().decode(bytes)
    #expect(template.reuseIdentifier == "future")
    #expect(template.views.map(\.id) == ["title"])
    #expect(
      template.views.first?.kind
        == .label(
          LabelContent(
            text: "Hi", font: FontSpec(family: "", weight: .ultraLight, size: 17), numberOfLines: 0,
            lineBreakMode: .wordWrap)))
    #expect(
      template.constraints.map(\.first) == [LayoutAnchor(item: .view("title"), attribute: .top)])
    // Absent multiplier and priority take their documented defaults, 1 and 1000.
    #expect(template.constraints.first?.multiplier == 1)
    #expect(template.constraints.first?.priority == .required)
  }

  @Test func everyEnumerationCaseRoundTripsThroughItsCode() {
    func check<Value: ArchiveEnumeration & CaseIterable & Equatable>(_: Value.Type) {
      let codes = Value.allCases.map(\.archiveCode)
      #expect(Set(codes).count == codes.count, "\(Value.self) codes must be distinct")
      for value in Value.allCases { #expect(Value(archiveCode: value.archiveCode) == value) }
      #expect(Value(archiveCode: UInt64(Value.allCases.count)) == nil)
    }
    check(SeparatorStyle.self)
    check(LineBreakMode.self)
    check(TextAlignment.self)
    check(LayoutAxis.self)
    check(StackAlignment.self)
    check(StackDistribution.self)
    check(Relation.self)
    check(LayoutAttribute.self)
    check(CellAccessory.self)
    check(CellStyle.self)
  }

  /// Format 1's named weights keep their codes 0–8; any other weight class `n` is code 16 + n.
  @Test func fontWeightsRoundTripThroughTheirCodes() {
    #expect(FontWeight.named.map(\.weight.archiveCode) == Array(0...8))
    for value in [1, 99, 350, 400, 550, 1000] {
      let weight = FontWeight(value)
      #expect(FontWeight(archiveCode: weight.archiveCode) == weight)
    }
    #expect(FontWeight(archiveCode: 366) == FontWeight(350))
    for code: UInt64 in [9, 15, 16, 1017, .max] { #expect(FontWeight(archiveCode: code) == nil) }
  }

  @Test func headerReportsKindVersionAndLength() throws {
    let bytes = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "a"))
    let header = try ArchiveDecoder().header(of: bytes)
    #expect(header.kind == .prototype)
    #expect(header.majorVersion == 1)
    #expect(header.minorVersion == 15)
    #expect(header.payloadLength == bytes.count - 16)
  }

  /// A minor-0 archive, written before accessories, styles and italic fonts: the bytes a
  /// minor-0 encoder wrote for this cell (the same fields without 13, 14 and label field 9),
  /// with minor version 0 in the header, decode to no accessory, the custom style, upright.
  @Test func minorZeroArchiveDecodesWithoutChrome() throws {
    var writer = ArchiveWriter.writing(capacity: 0)
    writer.writeMessage(CellField.strings) { table in
      for string in ["Old", "title", "Hi", "Inter"] {
        table.writeOptionalString(StringTableField.string, string)
      }
    }
    writer.writeKey(CellField.reuseIdentifier, .varint)
    writer.writeVarint(0)
    writer.writeDouble(CellField.width, 320)
    writer.writeMessage(CellField.views) { view in
      view.writeUnsigned(ViewField.id, 1)
      view.writeMessage(ViewField.label) { label in
        label.writeUnsigned(LabelField.text, 2)
        label.writeUnsigned(LabelField.fontFamily, 3)
        label.writeDouble(LabelField.fontSize, 15)
      }
    }
    var bytes = try ArchiveEncoder().archive(kind: .prototype, payload: writer.bytes)
    bytes[6] = 0  // minor version 0
    let template = try ArchiveDecoder().decode(bytes)
    #expect(try ArchiveDecoder().header(of: bytes).minorVersion == 0)
    #expect(template.reuseIdentifier == "Old")
    #expect(template.width == 320)
    #expect(template.accessory == .none)
    #expect(template.style == .custom)
    guard case .label(let label) = template.views.first?.kind else {
      Issue.record("expected a label")
      return
    }
    #expect(label.font == FontSpec(family: "Inter", weight: .ultraLight, isItalic: false, size: 15))
  }

  /// Minor 1's fields round-trip: an accessory, a style and an italic label font.
  @Test func chromeAndItalicRoundTrip() throws {
    var template = CellPrototype(
      reuseIdentifier: "Setting", width: 414, accessory: .detailDisclosureButton, style: .value1)
    template.views = [
      ViewNode(
        id: CellStyle.textLabelID,
        kind: .label(LabelContent(text: "Wi-Fi", font: FontSpec(isItalic: true, size: 17))))
    ]
    let decoded = try ArchiveDecoder().decode(try ArchiveEncoder().encode(template))
    #expect(decoded == template)
    #expect(decoded.accessory == .detailDisclosureButton)
    #expect(decoded.style == .value1)
  }
}
