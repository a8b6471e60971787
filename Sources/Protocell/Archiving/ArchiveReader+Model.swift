/// Reads the model's messages; the field numbers are in ArchiveFormat.swift.
///
/// A field that is absent takes its zero value (0, `false`, `""`, the enumeration case numbered
/// 0, all-zero insets and priorities), because the encoder omits zeros; an optional that is
/// absent is `nil`. Unknown fields are skipped.
extension ArchiveReader {
  /// Reads a cell message up to the current end.
  mutating func readCell() throws(Failure) -> CellTemplate {
    let message = "Cell"
    resetElementCount()
    var files: [String] = []
    var cell = CellTemplate(
      reuseIdentifier: "", width: 0, layoutMargins: EdgeInsets(all: 0), separator: .none)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case CellField.files:
        try countElement()
        files.append(try readString(wireType, message: message, field: field))
      case CellField.reuseIdentifier:
        cell.reuseIdentifier = try readString(wireType, message: message, field: field)
      case CellField.width:
        cell.width = try readDouble(wireType, message: message, field: field)
      case CellField.estimatedHeight:
        cell.estimatedHeight = try readDouble(wireType, message: message, field: field)
      case CellField.layoutMargins:
        let quad = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in try reader.readQuad()
        }
        cell.layoutMargins = EdgeInsets(
          top: quad.0, leading: quad.1, bottom: quad.2, trailing: quad.3)
      case CellField.separator:
        cell.separator = try readEnumeration(
          SeparatorStyle.self, wireType, message: message, field: field)
      case CellField.views:
        try countElement()
        cell.views.append(
          try readMessage(wireType, message: message, field: field) { reader throws(Failure) in
            try reader.readView(files: files)
          })
      case CellField.constraints:
        try countElement()
        cell.constraints.append(
          try readMessage(wireType, message: message, field: field) { reader throws(Failure) in
            try reader.readConstraint(files: files)
          })
      case CellField.location:
        cell.location = try readLocation(wireType, message: message, field: field, files: files)
      case CellField.reuseIdentifierLocation:
        cell.reuseIdentifierLocation = try readLocation(
          wireType, message: message, field: field, files: files)
      default:
        try skipField(wireType: wireType)
      }
    }
    return cell
  }

  mutating func readView(files: [String]) throws(Failure) -> ViewNode {
    let message = "View"
    var id = ""
    var kind = ViewKind.view
    var isHidden = false
    var hugging = AxisPriorities(horizontal: LayoutPriority(0), vertical: LayoutPriority(0))
    var compression = hugging
    var intrinsicSize = IntrinsicSize.none
    var backgroundColor: Color?
    var binding: DataBinding?
    var subviews: [ViewNode] = []
    var location: SourceLocation?
    var attributeLocations: [String: SourceLocation] = [:]
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case ViewField.id:
        id = try readString(wireType, message: message, field: field)
      case ViewField.label:
        kind = .label(
          try readMessage(wireType, message: message, field: field) { reader throws(Failure) in
            try reader.readLabel()
          })
      case ViewField.image:
        kind = .image(
          try readMessage(wireType, message: message, field: field) { reader throws(Failure) in
            try reader.readImage()
          })
      case ViewField.stack:
        kind = .stack(
          try readMessage(wireType, message: message, field: field) { reader throws(Failure) in
            try reader.readStack()
          })
      case ViewField.isHidden:
        isHidden = try readBool(wireType, message: message, field: field)
      case ViewField.contentHugging:
        hugging = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in try reader.readPriorities()
        }
      case ViewField.compressionResistance:
        compression = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in
          try reader.readPriorities()
        }
      case ViewField.intrinsicSize:
        intrinsicSize = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in
          try reader.readIntrinsicSize()
        }
      case ViewField.backgroundColor:
        let quad = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in try reader.readQuad()
        }
        backgroundColor = Color(red: quad.0, green: quad.1, blue: quad.2, alpha: quad.3)
      case ViewField.binding:
        binding = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in try reader.readBinding()
        }
      case ViewField.subviews:
        try countElement()
        subviews.append(
          try readMessage(wireType, message: message, field: field) { reader throws(Failure) in
            try reader.readView(files: files)
          })
      case ViewField.location:
        location = try readLocation(wireType, message: message, field: field, files: files)
      case ViewField.attributeLocations where !options.decodesSourceLocations:
        try expect(.lengthDelimited, wireType, message: message, field: field)
        try skipField(wireType: wireType)
      case ViewField.attributeLocations:
        try countElement()
        let entry = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in try reader.readAttributeLocation(files: files)
        }
        if let (name, location) = entry { attributeLocations[name] = location }
      default:
        try skipField(wireType: wireType)
      }
    }
    return ViewNode(
      id: id, kind: kind, isHidden: isHidden, contentHugging: hugging,
      compressionResistance: compression, intrinsicSize: intrinsicSize,
      backgroundColor: backgroundColor, binding: binding, subviews: subviews,
      location: location, attributeLocations: attributeLocations)
  }

  mutating func readLabel() throws(Failure) -> LabelContent {
    let message = "Label"
    var label = LabelContent(
      font: FontSpec(family: "", weight: .ultraLight, size: 0), numberOfLines: 0,
      lineBreakMode: .wordWrap)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case LabelField.text:
        label.text = try readString(wireType, message: message, field: field)
      case LabelField.font:
        label.font = try readMessage(wireType, message: message, field: field) {
          reader throws(Failure) in try reader.readFont()
        }
      case LabelField.numberOfLines:
        label.numberOfLines = try readSigned(wireType, message: message, field: field)
      case LabelField.lineBreakMode:
        label.lineBreakMode = try readEnumeration(
          LineBreakMode.self, wireType, message: message, field: field)
      case LabelField.textAlignment:
        label.textAlignment = try readEnumeration(
          TextAlignment.self, wireType, message: message, field: field)
      case LabelField.lineSpacing:
        label.lineSpacing = try readDouble(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    return label
  }

  mutating func readFont() throws(Failure) -> FontSpec {
    let message = "Font"
    var font = FontSpec(family: "", weight: .ultraLight, size: 0)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case FontField.family:
        font.family = try readString(wireType, message: message, field: field)
      case FontField.weight:
        font.weight = try readEnumeration(FontWeight.self, wireType, message: message, field: field)
      case FontField.size:
        font.size = try readDouble(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    return font
  }

  mutating func readImage() throws(Failure) -> ImageContent {
    var image = ImageContent()
    while !isAtEnd {
      let (field, wireType) = try readKey()
      if field == PairField.first {
        let pair = try readMessage(wireType, message: "Image", field: field) {
          reader throws(Failure) in try reader.readPair()
        }
        image.imageSize = Size(width: pair.0, height: pair.1)
      } else {
        try skipField(wireType: wireType)
      }
    }
    return image
  }

  mutating func readStack() throws(Failure) -> StackConfiguration {
    let message = "Stack"
    var stack = StackConfiguration()
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case StackField.axis:
        stack.axis = try readEnumeration(LayoutAxis.self, wireType, message: message, field: field)
      case StackField.spacing:
        stack.spacing = try readDouble(wireType, message: message, field: field)
      case StackField.alignment:
        stack.alignment = try readEnumeration(
          StackAlignment.self, wireType, message: message, field: field)
      case StackField.distribution:
        stack.distribution = try readEnumeration(
          StackDistribution.self, wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    return stack
  }

  mutating func readBinding() throws(Failure) -> DataBinding {
    let message = "Binding"
    var binding = DataBinding(key: "")
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case BindingField.key:
        binding.key = try readString(wireType, message: message, field: field)
      case BindingField.hidesWhenEmpty:
        binding.hidesWhenEmpty = try readBool(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    return binding
  }
}
