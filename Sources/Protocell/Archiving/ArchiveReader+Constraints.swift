/// Reads constraints, anchors, locations and the small numeric messages.
extension ArchiveReader {
  mutating func readConstraint(files: [String]) throws(Failure) -> LayoutConstraint {
    let message = "Constraint"
    let start = position
    var identifier: String?
    var first: LayoutAnchor?
    var relation = LayoutRelation.equal
    var second: LayoutAnchor?
    var multiplier = 0.0
    var constant = 0.0
    var priority = 0.0
    var location: SourceLocation?
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case ConstraintField.identifier:
        identifier = try readString(wireType, message: message, field: field)
      case ConstraintField.first:
        first = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in
          try reader.readAnchor(files: files)
        }
      case ConstraintField.relation:
        relation = try readEnumeration(
          LayoutRelation.self, wireType, message: message, field: field)
      case ConstraintField.second:
        second = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in try reader.readAnchor(files: files)
        }
      case ConstraintField.multiplier:
        multiplier = try readDouble(wireType, message: message, field: field)
      case ConstraintField.constant:
        constant = try readDouble(wireType, message: message, field: field)
      case ConstraintField.priority:
        priority = try readDouble(wireType, message: message, field: field)
      case ConstraintField.location:
        location = try readLocation(wireType, message: message, field: field, files: files)
      default:
        try skipField(wireType: wireType)
      }
    }
    guard let first else {
      throw Failure(.missingField(message: message, field: "first"), at: start)
    }
    return LayoutConstraint(
      identifier: identifier, first: first, relation: relation, second: second,
      multiplier: multiplier, constant: constant, priority: LayoutPriority(priority),
      location: location)
  }

  mutating func readAnchor(files: [String]) throws(Failure) -> LayoutAnchor {
    let message = "Anchor"
    var itemCode: UInt64 = 0
    var itemCodeOffset = position
    var viewID = ""
    var attribute = LayoutAttribute.leading
    var location: SourceLocation?
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case AnchorField.item:
        itemCodeOffset = fieldStart
        itemCode = try readUnsigned(wireType, message: message, field: field)
      case AnchorField.viewID:
        viewID = try readString(wireType, message: message, field: field)
      case AnchorField.attribute:
        attribute = try readEnumeration(
          LayoutAttribute.self, wireType, message: message, field: field)
      case AnchorField.location:
        location = try readLocation(wireType, message: message, field: field, files: files)
      default:
        try skipField(wireType: wireType)
      }
    }
    let item: LayoutItem
    switch itemCode {
    case LayoutItemCode.superview: item = .superview
    case LayoutItemCode.margins: item = .margins
    case LayoutItemCode.view: item = .view(viewID)
    default:
      throw Failure(
        .invalidEnumerationValue(type: "LayoutItem", value: itemCode), at: itemCodeOffset)
    }
    return LayoutAnchor(item: item, attribute: attribute, location: location)
  }

  // MARK: - Locations

  /// Reads a location field, or skips it when locations are not wanted.
  mutating func readLocation(
    _ wireType: UInt8, message: String, field: Int, files: [String]
  ) throws(Failure) -> SourceLocation? {
    guard options.decodesSourceLocations else {
      try expect(.lengthDelimited, wireType, message: message, field: field)
      try skipField(wireType: wireType)
      return nil
    }
    let locationStart = fieldStart
    let fields = try readMessage(wireType, message: message, field: field) {
      reader throws(Failure) in try reader.readLocationFields()
    }
    guard fields.fileIndex < UInt64(files.count) else {
      throw Failure(.invalidFileIndex(fields.fileIndex, fileCount: files.count), at: locationStart)
    }
    return SourceLocation(
      file: files[Int(fields.fileIndex)], line: fields.line, column: fields.column)
  }

  private mutating func readLocationFields() throws(Failure) -> (
    fileIndex: UInt64, line: Int, column: Int
  ) {
    let message = "Location"
    var result: (fileIndex: UInt64, line: Int, column: Int) = (0, 0, 0)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case LocationField.fileIndex:
        result.fileIndex = try readUnsigned(wireType, message: message, field: field)
      case LocationField.line:
        result.line = try readSigned(wireType, message: message, field: field)
      case LocationField.column:
        result.column = try readSigned(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    return result
  }

  /// Reads one attribute's location; `nil` when locations are skipped.
  mutating func readAttributeLocation(files: [String]) throws(Failure) -> (String, SourceLocation)?
  {
    var name = ""
    var location: SourceLocation?
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case AttributeLocationField.name:
        name = try readString(wireType, message: "AttributeLocation", field: field)
      case AttributeLocationField.location:
        location = try readLocation(
          wireType, message: "AttributeLocation", field: field, files: files)
      default:
        try skipField(wireType: wireType)
      }
    }
    return location.map { (name, $0) }
  }

  // MARK: - Small messages

  /// Reads fields 1 and 2 as doubles (a size, or a pair of priorities).
  mutating func readPair() throws(Failure) -> (Double, Double) {
    var pair = (0.0, 0.0)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case PairField.first: pair.0 = try readDouble(wireType, message: "Pair", field: field)
      case PairField.second: pair.1 = try readDouble(wireType, message: "Pair", field: field)
      default: try skipField(wireType: wireType)
      }
    }
    return pair
  }

  mutating func readPriorities() throws(Failure) -> AxisPriorities {
    let pair = try readPair()
    return AxisPriorities(horizontal: LayoutPriority(pair.0), vertical: LayoutPriority(pair.1))
  }

  mutating func readIntrinsicSize() throws(Failure) -> IntrinsicSize {
    var size = IntrinsicSize.none
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case PairField.first: size.width = try readDouble(wireType, message: "Size", field: field)
      case PairField.second: size.height = try readDouble(wireType, message: "Size", field: field)
      default: try skipField(wireType: wireType)
      }
    }
    return size
  }

  /// Reads fields 1 to 4 as doubles (insets or a colour).
  mutating func readQuad() throws(Failure) -> (Double, Double, Double, Double) {
    var quad = (0.0, 0.0, 0.0, 0.0)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case QuadField.first: quad.0 = try readDouble(wireType, message: "Quad", field: field)
      case QuadField.second: quad.1 = try readDouble(wireType, message: "Quad", field: field)
      case QuadField.third: quad.2 = try readDouble(wireType, message: "Quad", field: field)
      case QuadField.fourth: quad.3 = try readDouble(wireType, message: "Quad", field: field)
      default: try skipField(wireType: wireType)
      }
    }
    return quad
  }
}
