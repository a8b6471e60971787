import Cassowary
import ProtocellDiagnostics
import ProtocellTemplates

/// Reads constraints, anchors, locations and the small numeric messages.
extension ArchiveReader {
  mutating func readConstraint(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> LayoutConstraint
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let start = position
    let message = "Constraint"
    // Plain locals, built into one value at the end: assigning into a constraint field by
    // field, or through an anchor struct, copies and destroys anchors and strings each time.
    var identifier: String?
    var first = AnchorFields()
    var second = AnchorFields()
    var relation = Relation.equal
    var multiplier = ConstraintField.defaultMultiplier
    var constant = 0.0
    var priority = ConstraintField.defaultPriority
    var location: SourceLocation?
    var firstLocation: SourceLocation?
    var secondLocation: SourceLocation?
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case ConstraintField.identifier:
        identifier = try readStringReference(wireType, message: message, field: field)
      case ConstraintField.firstAnchor:
        first = try readAnchorCode(
          wireType, message: message, field: field, viewIndex: first.viewIndex)
      case ConstraintField.firstViewID:
        first.viewIndex = try readStringIndex(wireType, message: message, field: field)
      case ConstraintField.relation:
        relation = try readEnumeration(
          Relation.self, wireType, message: message, field: field)
      case ConstraintField.secondAnchor:
        second = try readAnchorCode(
          wireType, message: message, field: field, viewIndex: second.viewIndex)
      case ConstraintField.secondViewID:
        second.viewIndex = try readStringIndex(wireType, message: message, field: field)
      case ConstraintField.multiplier:
        multiplier = try readDouble(wireType, message: message, field: field)
      case ConstraintField.constant:
        constant = try readDouble(wireType, message: message, field: field)
      case ConstraintField.priority:
        priority = try readDouble(wireType, message: message, field: field)
        _ = try self.priority(priority, message: message, field: field)
      case ConstraintField.location:
        location = try readLocation(wireType, message: message, field: field)
      case ConstraintField.firstLocation:
        firstLocation = try readLocation(wireType, message: message, field: field)
      case ConstraintField.secondLocation:
        secondLocation = try readLocation(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    guard first.isPresent else {
      throw Failure(.missingField(message: message, field: "first anchor"), at: start)
    }
    exitMessage(outerEnd)
    return LayoutConstraint(
      identifier: identifier,
      first: LayoutAnchor(
        item: item(of: first), attribute: first.attribute, location: firstLocation),
      relation: relation,
      second: second.isPresent
        ? LayoutAnchor(
          item: item(of: second), attribute: second.attribute, location: secondLocation)
        : nil,
      multiplier: multiplier, constant: constant, priority: Priority(Float(priority)),
      location: location)
  }

  /// Reads an anchor's varint, `attributeCode << 2 | itemCode`.
  @inline(__always)
  private mutating func readAnchorCode(
    _ wireType: UInt8, message: String, field: Int, viewIndex: Int
  ) throws(Failure) -> AnchorFields {
    let code = try readUnsigned(wireType, message: message, field: field)
    guard code & 3 <= LayoutItemCode.view else {
      throw Failure(.invalidEnumerationValue(type: "LayoutItem", value: code & 3), at: fieldStart)
    }
    guard let attribute = LayoutAttribute(archiveCode: code >> 2) else {
      throw Failure(
        .invalidEnumerationValue(type: "LayoutAttribute", value: code >> 2), at: fieldStart)
    }
    return AnchorFields(
      isPresent: true, itemCode: code & 3, attribute: attribute, viewIndex: viewIndex)
  }

  /// Reads a string reference as its index, checked against the string table.
  @inline(__always)
  private mutating func readStringIndex(_ wireType: UInt8, message: String, field: Int)
    throws(Failure) -> Int
  {
    let index = try readUnsigned(wireType, message: message, field: field)
    guard index < UInt64(strings.count) else {
      throw Failure(.invalidStringIndex(index, count: strings.count), at: fieldStart)
    }
    return Int(index)
  }

  /// The item of an anchor; a view item without an id has the empty id.
  @inline(__always)
  private func item(of anchor: AnchorFields) -> LayoutItem {
    switch anchor.itemCode {
    case LayoutItemCode.superview: .superview
    case LayoutItemCode.margins: .margins
    default: .view(anchor.viewIndex < 0 ? "" : strings[anchor.viewIndex])
    }
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

/// One anchor of a constraint message as it is read: plain values, nothing to retain.
private struct AnchorFields {
  /// Whether the anchor's varint was present.
  var isPresent = false
  var itemCode = LayoutItemCode.superview
  var attribute = LayoutAttribute.leading
  /// The view id's index in the string table, or -1 for none.
  var viewIndex = -1
}
