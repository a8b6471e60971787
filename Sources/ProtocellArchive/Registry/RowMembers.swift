/// One row as a measuring loop reads it: the members of its object in document order, found by
/// name by comparing names rather than through a dictionary.
///
/// A row has a handful of members with short names (which `String` keeps inline), so comparing
/// a few names costs less than hashing every name into a dictionary and hashing again to look
/// each binding up, as ``RowValue/object(_:)`` would. `protocell measure` reads every row this
/// way, and ProtocellLayout's `CellContent(members:bindings:)` applies it.
public struct RowMembers: Sendable {
  /// The names and values, in document order (a repeated name appears each time).
  private let members: [(String, RowValue)]
  /// The row itself when it is not an object (rows must be objects: this says what it was).
  public let notAnObject: RowValue?

  init(_ members: [(String, RowValue)]) {
    self.members = members
    notAnObject = nil
  }

  init(notAnObject value: RowValue) {
    members = []
    notAnObject = value
  }

  /// Parses one row with the row reader of
  /// ``RowValue/init(parsingJSONUTF8:)-(UnsafeBufferPointer<UInt8>)``, with the same errors.
  ///
  /// - Parameters:
  ///   - bytes: The row's JSON text.
  ///   - maximumDepth: How deep arrays and objects may nest, the row's object being depth 1.
  /// - Throws: ``RowJSONError`` with the position of the first problem.
  public init(
    parsingJSONUTF8 bytes: [UInt8], maximumDepth: Int = RowValue.maximumNestingDepth
  ) throws(RowJSONError) {
    self = try bytes.withUnsafeBufferPointer { buffer throws(RowJSONError) in
      var parser = RowJSONParser(bytes: buffer, maximumDepth: maximumDepth)
      return try parser.parseRow()
    }
  }

  /// The value of the member named `name`; a repeated name gives its last value, as in
  /// ``RowValue/object(_:)``.
  public subscript(name: String) -> RowValue? {
    for (memberName, value) in members.reversed() where memberName == name { return value }
    return nil
  }

  /// The byte offset in `bytes`, a row's JSON text, where the value of its member `name` starts
  /// (the last one of that name, as ``subscript(_:)`` reads it), for a message that points at
  /// the value; `nil` when the row is no object, has no such member or is not valid JSON.
  ///
  /// The row is read again, as when it was first read, recording where its members' values
  /// start: a cost paid for a row that failed, not by every row.
  ///
  /// - Parameters:
  ///   - name: The member's name, as the row spells it once escapes are decoded.
  ///   - bytes: The row's JSON text.
  /// - Returns: The offset of the value's first byte.
  public static func valueOffset(ofMember name: String, inJSONUTF8 bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = RowJSONParser(bytes: buffer)
      parser.rowValueOffsets = []
      guard let row = try? parser.parseRow(), row.notAnObject == nil,
        let offsets = parser.rowValueOffsets,
        let member = row.names.lastIndex(of: name)
      else { return nil }
      return offsets[member]
    }
  }

  /// The members' names, in document order (a repeated name each time).
  public var names: [String] { members.map(\.0) }

  /// The row as a ``RowValue``.
  public var value: RowValue {
    notAnObject ?? .object(Dictionary(members, uniquingKeysWith: { $1 }))
  }
}
