/// Reads constraints, anchors, locations and the small numeric messages.
extension ArchiveReader {
  mutating func readConstraint(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> LayoutConstraint
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let start = position
    let message = "Constraint"
    // Locals, built into one value at the end: assigning into a constraint field by field
    // would copy and destroy its optional anchors and locations again and again.
    var identifier: String?
    var first = AnchorFields()
    var second = AnchorFields()
    var relation = LayoutRelation.equal
    var multiplier = ConstraintField.defaultMultiplier
    var constant = 0.0
    var priority = ConstraintField.defaultPriority
    var location: SourceLocation?
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case ConstraintField.identifier:
        identifier = try readStringReference(wireType, message: message, field: field)
      case ConstraintField.firstAnchor:
        try first.read(from: &self, wireType, message: message, field: field)
      case ConstraintField.firstViewID:
        first.viewID = try readStringReference(wireType, message: message, field: field)
      case ConstraintField.relation:
        relation = try readEnumeration(
          LayoutRelation.self, wireType, message: message, field: field)
      case ConstraintField.secondAnchor:
        try second.read(from: &self, wireType, message: message, field: field)
      case ConstraintField.secondViewID:
        second.viewID = try readStringReference(wireType, message: message, field: field)
      case ConstraintField.multiplier:
        multiplier = try readDouble(wireType, message: message, field: field)
      case ConstraintField.constant:
        constant = try readDouble(wireType, message: message, field: field)
      case ConstraintField.priority:
        priority = try readDouble(wireType, message: message, field: field)
      case ConstraintField.location:
        location = try readLocation(wireType, message: message, field: field)
      case ConstraintField.firstLocation:
        first.anchor.location = try readLocation(wireType, message: message, field: field)
      case ConstraintField.secondLocation:
        second.anchor.location = try readLocation(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    guard first.isPresent else {
      throw Failure(.missingField(message: message, field: "first anchor"), at: start)
    }
    exitMessage(outerEnd)
    first.finish()
    if second.isPresent {
      second.finish()
      return LayoutConstraint(
        identifier: identifier, first: first.anchor, relation: relation, second: second.anchor,
        multiplier: multiplier, constant: constant, priority: LayoutPriority(priority),
        location: location)
    }
    return LayoutConstraint(
      identifier: identifier, first: first.anchor, relation: relation, second: nil,
      multiplier: multiplier, constant: constant, priority: LayoutPriority(priority),
      location: location)
  }

  // MARK: - Locations

  /// Reads a location field, or skips it when locations are not wanted.
  mutating func readLocation(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> SourceLocation?
  {
    guard options.decodesSourceLocations else {
      try expect(.lengthDelimited, wireType, message: outer, field: outerField)
      try skipField(wireType: wireType)
      return nil
    }
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let message = "Location"
    var location = SourceLocation(file: "", line: 0, column: 0)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case LocationField.fileIndex:
        location.file = try readStringReference(wireType, message: message, field: field)
      case LocationField.line:
        location.line = try readSigned(wireType, message: message, field: field)
      case LocationField.column:
        location.column = try readSigned(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    return location
  }

  /// Reads one attribute's location (`nil` when locations are skipped).
  mutating func readAttributeLocation(
    _ wireType: UInt8, message outer: String, field outerField: Int
  ) throws(Failure) -> (String, SourceLocation?) {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let message = "AttributeLocation"
    var name = ""
    var location: SourceLocation?
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case AttributeLocationField.name:
        name = try readStringReference(wireType, message: message, field: field)
      case AttributeLocationField.location:
        location = try readLocation(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    return (name, location)
  }

  // MARK: - Small messages

  mutating func readIntrinsicSize(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> IntrinsicSize
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    var size = IntrinsicSize.none
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case IntrinsicSizeField.width:
        size.width = try readDouble(wireType, message: "IntrinsicSize", field: field)
      case IntrinsicSizeField.height:
        size.height = try readDouble(wireType, message: "IntrinsicSize", field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    return size
  }
}

/// One anchor of a constraint message, as it is read.
private struct AnchorFields {
  /// Whether the anchor's varint was present.
  var isPresent = false
  /// The anchor; a view item gets its id when the message has been read.
  var anchor = LayoutAnchor(item: .superview, attribute: .leading)
  /// Whether the item is a view, whose id ``viewID`` holds.
  var isView = false
  var viewID = ""

  /// Reads the anchor's varint: `attributeCode << 2 | itemCode`.
  @inline(__always)
  mutating func read(
    from reader: inout ArchiveReader, _ wireType: UInt8, message: String, field: Int
  ) throws(ArchiveDecodingError) {
    let code = try reader.readUnsigned(wireType, message: message, field: field)
    switch code & 3 {
    case LayoutItemCode.superview: anchor.item = .superview
    case LayoutItemCode.margins: anchor.item = .margins
    case LayoutItemCode.view: isView = true
    default:
      throw ArchiveDecodingError(
        .invalidEnumerationValue(type: "LayoutItem", value: code & 3), at: reader.fieldStart)
    }
    guard let attribute = LayoutAttribute(archiveCode: code >> 2) else {
      throw ArchiveDecodingError(
        .invalidEnumerationValue(type: "LayoutAttribute", value: code >> 2), at: reader.fieldStart)
    }
    anchor.attribute = attribute
    isPresent = true
  }

  /// Gives a view item its id, once the whole message has been read.
  @inline(__always)
  mutating func finish() {
    if isView { anchor.item = .view(viewID) }
  }
}
