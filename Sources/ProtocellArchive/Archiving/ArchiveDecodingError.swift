import ProtocellTemplates

/// Why an archive could not be decoded, and at which byte.
///
/// The decoder is total: whatever bytes it is given, it returns a value or throws this error,
/// never traps. ``offset`` is counted from the first byte of the archive (of the pack, for a
/// prototype decoded out of one), so that `xxd -s OFFSET` shows the culprit.
public struct ArchiveDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public var reason: Reason
  /// The byte offset, from the start of the archive, where the problem was found.
  public var offset: Int

  /// Creates an error.
  public init(_ reason: Reason, at offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  /// The ways an archive can be malformed.
  public enum Reason: Hashable, Sendable {
    /// The bytes end before a header, a field or a value does: `needed` bytes were
    /// required where only `available` remained.
    case truncated(needed: Int, available: Int)
    /// The archive does not start with a Protocell magic number.
    case badMagic(found: [UInt8])
    /// The magic number is Protocell's, but for the other kind of archive.
    case wrongKind(expected: ArchiveFormat.Kind, found: ArchiveFormat.Kind)
    /// The archive was written by a format this build cannot read.
    case unsupportedMajorVersion(found: Int, supported: Int)
    /// Bytes follow the payload that the header declares.
    case trailingBytes(count: Int)
    /// The payload's checksum is not the one the header stores.
    case checksumMismatch(stored: UInt32, computed: UInt32)
    /// A varint runs past ten bytes or past 64 bits.
    case malformedVarint
    /// A field key with field number 0 or above 2²⁹ − 1.
    case invalidFieldNumber(UInt64)
    /// A wire type that the format does not define (3, 4, 6 or 7).
    case invalidWireType(UInt8)
    /// A known field written with the wrong wire type.
    case wrongWireType(message: String, field: Int, found: UInt8)
    /// A length prefix larger than the bytes left in its enclosing message.
    case lengthExceedsRemaining(length: UInt64, remaining: Int)
    /// A packed field whose length is not the one its values need.
    case wrongLength(message: String, field: Int, expected: Int, found: Int)
    /// A string that is not valid UTF-8.
    case invalidUTF8(message: String, field: Int)
    /// An enumeration value this format version does not define.
    case invalidEnumerationValue(type: String, value: UInt64)
    /// A number outside what the model can hold (a line number past `Int.max`, say).
    case valueOutOfRange(message: String, field: Int)
    /// A message lacks a field it cannot do without.
    case missingField(message: String, field: String)
    /// A string field (or a location's file) refers past the end of the cell's string table.
    case invalidStringIndex(UInt64, count: Int)
    /// Messages nest deeper than ``ArchiveDecodingOptions/maximumNestingDepth``.
    case nestingTooDeep(limit: Int)
    /// A count exceeds one of the ``ArchiveDecodingOptions`` limits.
    case limitExceeded(Limit, limit: Int)
    /// Two index entries of a pack share a reuse identifier.
    case duplicateReuseIdentifier(String)
    /// A pack's index entry points outside the pack's prototype bytes.
    case entryOutOfBounds(reuseIdentifier: String)
    /// A pack's index entry and the prototype it points at disagree on the reuse identifier.
    case entryMismatch(indexed: String, archived: String)
  }

  /// The limits of ``ArchiveDecodingOptions`` that a hostile archive can hit.
  public enum Limit: String, Hashable, Sendable {
    /// ``ArchiveDecodingOptions/maximumArchiveSize``.
    case archiveSize = "archive size"
    /// ``ArchiveDecodingOptions/maximumElementsPerPrototype``.
    case elementsPerPrototype = "elements per prototype"
    /// ``ArchiveDecodingOptions/maximumPrototypesPerPack``.
    case prototypesPerPack = "prototypes per pack"
  }

  /// `archive byte OFFSET: what went wrong`.
  public var description: String {
    "archive byte \(offset): \(reason)"
  }
}

extension ArchiveDecodingError.Reason: CustomStringConvertible {
  /// The reason in one sentence.
  public var description: String {
    switch self {
    case .truncated(let needed, let available):
      "truncated: needed \(needed) more byte\(needed == 1 ? "" : "s") but \(available) remain"
    case .badMagic(let found):
      "not a Protocell archive (magic \(found.map { hex($0) }.joined(separator: " ")))"
    case .wrongKind(let expected, let found):
      "expected a \(expected.rawValue) archive but found a \(found.rawValue) archive"
    case .unsupportedMajorVersion(let found, let supported):
      "format version \(found).x is not supported (this build reads \(supported).x);"
        + " recompile the templates with this version of protocell"
    case .trailingBytes(let count):
      "\(count) unexpected byte\(count == 1 ? "" : "s") after the payload"
    case .checksumMismatch(let stored, let computed):
      "checksum mismatch: header says \(hex(stored)), payload has \(hex(computed))"
    case .malformedVarint:
      "malformed varint (longer than 10 bytes or past 64 bits)"
    case .invalidFieldNumber(let number):
      "invalid field number \(number)"
    case .invalidWireType(let type):
      "invalid wire type \(type)"
    case .wrongWireType(let message, let field, let found):
      "field \(field) of \(message) has the wrong wire type \(found)"
    case .lengthExceedsRemaining(let length, let remaining):
      "length \(length) exceeds the \(remaining) byte\(remaining == 1 ? "" : "s") remaining"
    case .wrongLength(let message, let field, let expected, let found):
      "field \(field) of \(message) is \(found) bytes long instead of \(expected)"
    case .invalidUTF8(let message, let field):
      "field \(field) of \(message) is not valid UTF-8"
    case .invalidEnumerationValue(let type, let value):
      "\(value) is not a \(type) in this format version"
    case .valueOutOfRange(let message, let field):
      "field \(field) of \(message) is out of range"
    case .missingField(let message, let field):
      "\(message) lacks its \(field)"
    case .invalidStringIndex(let index, let count):
      "string index \(index) is past the cell's \(count) string\(count == 1 ? "" : "s")"
    case .nestingTooDeep(let limit):
      "messages nest deeper than the limit of \(limit)"
    case .limitExceeded(let what, let limit):
      "\(what.rawValue) exceeds the limit of \(limit)"
    case .duplicateReuseIdentifier(let identifier):
      "the pack indexes reuse identifier '\(identifier)' twice"
    case .entryOutOfBounds(let identifier):
      "the index entry for '\(identifier)' points outside the pack's prototypes"
    case .entryMismatch(let indexed, let archived):
      "the index entry '\(indexed)' points at the prototype '\(archived)'"
    }
  }
}

private func hex(_ value: some FixedWidthInteger) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  let width = value.bitWidth / 4
  return "0x" + String(repeating: "0", count: max(0, width - digits.count)) + digits
}
