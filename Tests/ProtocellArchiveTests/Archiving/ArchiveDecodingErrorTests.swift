import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

@testable import ProtocellArchive

/// Every class of corrupt archive gives its own error, at the right byte.
struct ArchiveDecodingErrorTests {
  /// A prototype archive around a hand-written payload.
  private func archive(_ payload: [UInt8], kind: ArchiveFormat.Kind = .prototype) throws -> [UInt8]
  {
    try ArchiveEncoder().archive(kind: kind, payload: payload)
  }

  /// A payload written with the archive writer.
  private func payload(_ body: (inout ArchiveWriter) -> Void) -> [UInt8] {
    var writer = ArchiveWriter.writing(capacity: 0)
    body(&writer)
    return writer.bytes
  }

  private func decodingError(
    _ bytes: [UInt8], options: ArchiveDecodingOptions = ArchiveDecodingOptions()
  ) -> ArchiveDecodingError? {
    do {
      _ = try ArchiveDecoder(options: options).decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  private var valid: [UInt8] {
    get throws {
      try ArchiveEncoder().encode(
        CellPrototype(
          reuseIdentifier: "post", views: [ViewNode(id: "title", kind: .label(LabelContent()))]))
    }
  }

  // MARK: - Header

  @Test func emptyInputIsTruncated() {
    #expect(decodingError([]) == ArchiveDecodingError(.truncated(needed: 16, available: 0), at: 0))
  }

  @Test func shortHeaderIsTruncated() throws {
    let bytes = Array(try valid.prefix(10))
    #expect(
      decodingError(bytes) == ArchiveDecodingError(.truncated(needed: 16, available: 10), at: 0))
  }

  @Test func foreignBytesHaveBadMagic() {
    let bytes = Array("<?xml version=\"1.0\"?>".utf8)
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(.badMagic(found: [0x3C, 0x3F, 0x78, 0x6D]), at: 0))
  }

  @Test func aPackIsTheWrongKind() throws {
    let pack = try ArchiveEncoder().encodePack([])
    #expect(
      decodingError(pack)
        == ArchiveDecodingError(.wrongKind(expected: .prototype, found: .pack), at: 0))
  }

  @Test func unknownMajorVersionIsRefused() throws {
    var bytes = try valid
    bytes[4] = 2
    let error = decodingError(bytes)
    #expect(error == ArchiveDecodingError(.unsupportedMajorVersion(found: 2, supported: 1), at: 4))
    #expect(error?.description.contains("format version 2.x is not supported") == true)
  }

  @Test func missingPayloadBytesAreTruncated() throws {
    let bytes = try valid
    let error = decodingError(Array(bytes.dropLast(3)))
    #expect(
      error
        == ArchiveDecodingError(
          .truncated(needed: bytes.count - 16, available: bytes.count - 19), at: 16))
  }

  @Test func extraBytesAreTrailing() throws {
    let bytes = try valid
    #expect(
      decodingError(bytes + [0, 0])
        == ArchiveDecodingError(.trailingBytes(count: 2), at: bytes.count))
  }

  @Test func aFlippedPayloadBitFailsTheChecksum() throws {
    var bytes = try valid
    let stored = CRC32.checksum(Array(bytes[16...]))
    bytes[20] ^= 0x04
    let computed = CRC32.checksum(Array(bytes[16...]))
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(.checksumMismatch(stored: stored, computed: computed), at: 12))
  }

  @Test func oversizedArchiveExceedsTheLimit() throws {
    var options = ArchiveDecodingOptions()
    options.maximumArchiveSize = 20
    #expect(
      decodingError(try valid, options: options)
        == ArchiveDecodingError(.limitExceeded(.archiveSize, limit: 20), at: 0))
  }

  // MARK: - Payload

  /// Found by FuzzArchive (FuzzTesting/FailCases/FuzzArchive-nan-double): a NaN decoded, so the
  /// model was not equal to itself, and a NaN colour component trapped in `Color.description`.
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteDoublesAreOutOfRange(_ value: Double) throws {
    let wide = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "post", width: value))
    #expect(
      decodingError(wide)?.reason == .valueOutOfRange(message: "Cell", field: CellField.width))
    let view = ViewNode(
      id: "box", kind: .view, backgroundColor: Color(red: 0, green: value, blue: 0))
    let colored = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "post", views: [view]))
    #expect(
      decodingError(colored)?.reason
        == .valueOutOfRange(message: "View", field: ViewField.backgroundColor))
  }

  /// No number of a pack passes ten million: a margin or a width of 1e300 that a damaged pack
  /// holds, its checksum recomputed, laid frames out to hundreds of digits or to infinity (a
  /// robustness review); ten million itself is read.
  @Test(arguments: [1e300, -1e300, 10_000_000.5])
  func hugeDoublesAreOutOfRange(_ value: Double) throws {
    let wide = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "post", width: value))
    #expect(
      decodingError(wide)?.reason == .valueOutOfRange(message: "Cell", field: CellField.width))
    let kept = try ArchiveEncoder().encode(
      CellPrototype(reuseIdentifier: "post", width: 10_000_000))
    #expect(try ArchiveDecoder().decode(kept).width == 10_000_000)
  }

  /// Alignment insets are bounded as the template language bounds them (±10,000 points), so
  /// that a frame grown by them stays finite: 1e308 on both sides would make its width infinite.
  @Test(arguments: [10_000.5, -20_000, 1e308])
  func alignmentInsetsBeyondTenThousandAreOutOfRange(_ value: Double) throws {
    var view = ViewNode(id: "toggle")
    view.alignmentInsets = EdgeInsets(top: 0, leading: value, bottom: 0, trailing: value)
    let bytes = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "post", views: [view]))
    #expect(
      decodingError(bytes)?.reason
        == .valueOutOfRange(message: "View", field: ViewField.alignmentInsets))
    view.alignmentInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 10_000)
    let kept = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "post", views: [view]))
    #expect(try ArchiveDecoder().decode(kept).views.first?.alignmentInsets.trailing == 10_000)
  }

  /// A text view's inset and padding are bounded as the template language bounds them (0 to
  /// 10,000 points): below zero a text view would be narrower than nothing, beyond it not finite.
  @Test(arguments: [-1, 10_000.5, 1e308])
  func textContainerValuesOutsideZeroToTenThousandAreOutOfRange(_ value: Double) throws {
    func bytes(_ container: TextContainer) throws -> [UInt8] {
      let label = LabelContent(text: "x", textContainer: container)
      return try ArchiveEncoder().encode(
        CellPrototype(reuseIdentifier: "note", views: [ViewNode(id: "t", kind: .label(label))]))
    }
    let inset = TextContainer(inset: EdgeInsets(top: value, leading: 0, bottom: 0, trailing: 0))
    #expect(
      decodingError(try bytes(inset))?.reason
        == .valueOutOfRange(message: "Label", field: LabelField.textContainerInset))
    let padding = TextContainer(lineFragmentPadding: value)
    #expect(
      decodingError(try bytes(padding))?.reason
        == .valueOutOfRange(message: "Label", field: LabelField.lineFragmentPadding))
    let kept = TextContainer(
      inset: EdgeInsets(top: 10_000, leading: 0, bottom: 0, trailing: 0), lineFragmentPadding: 0)
    let decoded = try ArchiveDecoder().decode(try bytes(kept)).views.first?.kind
    #expect(decoded == .label(LabelContent(text: "x", textContainer: kept)))
  }

  /// A cell's scales are bounded as a layout's scale is: above 0, at most 10.
  @Test(arguments: CellScale.allCases, [0, -1, 10.5, Double.nan])
  func cellScalesOutsideZeroToTenAreOutOfRange(_ scale: CellScale, _ value: Double) throws {
    var prototype = CellPrototype(reuseIdentifier: "w")
    scale.set(value, on: &prototype)
    let field = scale == .textHeight ? CellField.textHeightScale : CellField.ideographScale
    #expect(
      decodingError(try ArchiveEncoder().encode(prototype))?.reason
        == .valueOutOfRange(message: "Cell", field: field))
    scale.set(10, on: &prototype)
    #expect(
      scale.value(of: try ArchiveDecoder().decode(try ArchiveEncoder().encode(prototype))) == 10)
  }

  @Test func elevenByteVarintIsMalformed() throws {
    let bytes = try archive([0x30] + Array(repeating: 0xFF, count: 10) + [0x01])
    #expect(decodingError(bytes) == ArchiveDecodingError(.malformedVarint, at: 17))
  }

  @Test func varintPastSixtyFourBitsIsMalformed() throws {
    let bytes = try archive([0x30] + Array(repeating: 0xFF, count: 9) + [0x02])
    #expect(decodingError(bytes) == ArchiveDecodingError(.malformedVarint, at: 17))
  }

  @Test func varintCutShortIsTruncated() throws {
    let bytes = try archive([0x30, 0x80])
    #expect(
      decodingError(bytes) == ArchiveDecodingError(.truncated(needed: 1, available: 0), at: 18))
  }

  @Test func fieldNumberZeroIsInvalid() throws {
    #expect(
      decodingError(try archive([0x02, 0x00]))
        == ArchiveDecodingError(.invalidFieldNumber(0), at: 16))
  }

  @Test func undefinedWireTypeIsInvalid() throws {
    // Field 99 (unknown, so skipped) with wire type 3 (a protobuf group).
    let bytes = try archive(payload { $0.writeVarint(99 << 3 | 3) })
    #expect(decodingError(bytes) == ArchiveDecodingError(.invalidWireType(3), at: 16))
  }

  @Test func knownFieldWithAnotherWireTypeIsRejected() throws {
    // The reuse identifier (field 2, an index into the string table) written as bytes.
    let bytes = try archive([0x12, 0x00])
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(.wrongWireType(message: "Cell", field: 2, found: 2), at: 16))
  }

  @Test func hostileLengthExceedsWhatRemains() throws {
    // A string-table entry claiming 2³² bytes.
    let bytes = try archive([0x0A, 0x80, 0x80, 0x80, 0x80, 0x10, 0x61])
    let error = ArchiveDecodingError(.lengthExceedsRemaining(length: 1 << 32, remaining: 1), at: 17)
    #expect(decodingError(bytes) == error)
  }

  @Test func shortDoubleIsTruncated() throws {
    let bytes = try archive([0x19, 0, 0, 0])
    #expect(
      decodingError(bytes) == ArchiveDecodingError(.truncated(needed: 8, available: 3), at: 17))
  }

  @Test func invalidUTF8IsRejected() throws {
    let bytes = try archive([0x0A, 0x05, 0x0A, 0x03, 0x61, 0xC3, 0x28])
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(.invalidUTF8(message: "StringTable", field: 1), at: 18))
  }

  @Test func undefinedEnumerationValueIsRejected() throws {
    let bytes = try archive([0x30, 0x07])
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(.invalidEnumerationValue(type: "SeparatorStyle", value: 7), at: 16))
  }

  @Test func undefinedLayoutItemIsRejected() throws {
    let bytes = try archive(
      payload { cell in
        cell.writeMessage(CellField.constraints) {
          $0.writeUnsigned(ConstraintField.firstAnchor, 3)
        }
      })
    // Constraint key, length, then the first anchor's key at byte 18; item code 3 is undefined.
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(.invalidEnumerationValue(type: "LayoutItem", value: 3), at: 18))
  }

  @Test func undefinedAnchorAttributeIsRejected() throws {
    let bytes = try archive(
      payload { cell in
        cell.writeMessage(CellField.constraints) {
          $0.writeUnsigned(ConstraintField.firstAnchor, 99 << 2)
        }
      })
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(
          .invalidEnumerationValue(type: "LayoutAttribute", value: 99), at: 18))
  }

  @Test func constraintWithoutFirstAnchorIsMissingAField() throws {
    let bytes = try archive(
      payload { cell in
        cell.writeMessage(CellField.constraints) { $0.writeDouble(ConstraintField.constant, 4) }
      })
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(.missingField(message: "Constraint", field: "first anchor"), at: 18)
    )
  }

  @Test func packedFieldOfTheWrongLengthIsRejected() throws {
    let bytes = try archive([0x2A, 0x03, 0, 0, 0])
    let error = ArchiveDecodingError(
      .wrongLength(message: "Cell", field: 5, expected: 32, found: 3), at: 16)
    #expect(decodingError(bytes) == error)
  }

  @Test func locationPastTheFileTableIsRejected() throws {
    let bytes = try archive(
      payload { cell in
        cell.writeMessage(CellField.strings) {
          $0.writeOptionalString(StringTableField.string, "a.xml")
        }
        cell.writeMessage(CellField.location) { $0.writeUnsigned(LocationField.fileIndex, 1) }
      })
    #expect(
      decodingError(bytes) == ArchiveDecodingError(.invalidStringIndex(1, count: 1), at: 27))
  }

  @Test func stringReferencePastTheTableIsRejected() throws {
    // A table of one string, and a reuse identifier pointing at the second.
    let bytes = try archive([0x0A, 0x03, 0x0A, 0x01, 0x61, 0x10, 0x01])
    #expect(decodingError(bytes) == ArchiveDecodingError(.invalidStringIndex(1, count: 1), at: 21))
  }

  @Test func lineNumberPastIntIsOutOfRange() throws {
    // Only meaningful where Int is narrower than 64 bits; elsewhere every zigzag value fits.
    let bytes = try archive(
      payload { cell in
        cell.writeMessage(CellField.views) { view in
          view.writeMessage(ViewField.label) {
            $0.writeUnsigned(LabelField.numberOfLines, UInt64.max)
          }
        }
      })
    if Int.bitWidth == 64 {
      let template = try ArchiveDecoder().decode(bytes)
      #expect(
        template.views.first?.kind
          == .label(
            LabelContent(
              text: "", font: FontSpec(family: "", weight: .ultraLight, size: 0),
              numberOfLines: Int.min, lineBreakMode: .wordWrap)))
    } else {
      #expect(decodingError(bytes)?.reason == .valueOutOfRange(message: "Label", field: 3))
    }
  }

  @Test func deepNestingHitsTheLimit() throws {
    var view = ViewNode(id: "leaf")
    for level in 0..<150 { view = ViewNode(id: "v\(level)", subviews: [view]) }
    let bytes = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "deep", views: [view]))
    let error = decodingError(bytes)
    #expect(error?.reason == .nestingTooDeep(limit: 100))
    var options = ArchiveDecodingOptions()
    options.maximumNestingDepth = 1000
    #expect(decodingError(bytes, options: options) == nil)
  }

  @Test func tooManyElementsHitTheLimit() throws {
    let views = (0..<50).map { ViewNode(id: "v\($0)") }
    let bytes = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "wide", views: views))
    var options = ArchiveDecodingOptions()
    options.maximumElementsPerPrototype = 49
    #expect(
      decodingError(bytes, options: options)?.reason
        == .limitExceeded(.elementsPerPrototype, limit: 49))
  }

  @Test func manyEmptyViewsCannotAmplifyMemoryPastTheLimit() throws {
    // 0x3A 0x00 is an empty view: two bytes each. A megabyte of them stops at the limit.
    let bytes = try archive(Array(repeating: [0x3A, 0x00], count: 500_000).flatMap { $0 })
    #expect(
      decodingError(bytes)
        == ArchiveDecodingError(
          .limitExceeded(.elementsPerPrototype, limit: 100_000), at: 16 + 2 * 100_000))
  }

  @Test func hostileCountHintsReserveNoMoreThanTheLimits() throws {
    // A view-count hint of 2⁶⁴ − 1 followed by three empty views: the hint is only a hint.
    let bytes = try archive(
      payload { cell in
        cell.writeUnsigned(CellField.viewCount, UInt64.max)
        for _ in 0..<3 { cell.writeMessage(CellField.views) { _ in } }
      })
    let template = try ArchiveDecoder().decode(bytes)
    #expect(template.views.count == 3)
  }

  // MARK: - Totality

  @Test(arguments: 0..<8 as Range<UInt64>)
  func mutatedArchivesNeverTrap(seed: UInt64) throws {
    var random = RandomPrototypes(seed: seed)
    var generator = SeededGenerator(seed: seed &+ 1000)
    let bytes = try ArchiveEncoder().encode(random.cell())
    var options = ArchiveDecodingOptions()
    options.verifiesChecksum = false
    for _ in 0..<300 {
      var mutated = bytes
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        let index = Int.random(in: 16..<mutated.count, using: &generator)
        mutated[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
      case 1:
        let index = Int.random(in: 16..<mutated.count, using: &generator)
        mutated[index] = UInt8.random(in: 0...255, using: &generator)
      default:
        mutated.removeLast(Int.random(in: 1..<(mutated.count - 16), using: &generator))
      }
      // Keep the header's length consistent so the payload decoder sees the damage.
      let length = UInt32(mutated.count - 16)
      withUnsafeBytes(of: length.littleEndian) { mutated.replaceSubrange(8..<12, with: $0) }
      _ = try? ArchiveDecoder(options: options).decode(mutated)
    }
  }
}
