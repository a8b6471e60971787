import Cassowary
import ProtocellDiagnostics
import ProtocellTemplates
import TextMeasurement

/// Reads the model's messages; the field numbers are in ArchiveFormat.swift.
///
/// A field that is absent takes its zero value (0, `false`, `""`, the enumeration case numbered
/// 0, all-zero insets), because the encoder omits zeros, unless the format documents another
/// default (priorities, multipliers); an optional that is absent is `nil`. Unknown fields are skipped. Each `read…` of a nested message starts at its
/// key's value and reads the whole message.
extension ArchiveReader {
  /// Reads a cell message up to the current end.
  ///
  /// - Parameter cachedStrings: The cell's string table, decoded from these very bytes before;
  ///   when given, the table's fields are skipped instead of decoded again.
  /// - Returns: The cell.
  /// - Throws: ``ArchiveDecodingError`` at the first malformed byte.
  mutating func readCell(cachedStrings: [String]? = nil) throws(Failure) -> CellPrototype {
    let message = "Cell"
    resetElementCount()
    strings = cachedStrings ?? []
    var cell = CellPrototype(
      reuseIdentifier: "", width: 0, layoutMargins: EdgeInsets(all: 0), separator: .none)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case CellField.strings where cachedStrings != nil:
        try expect(.lengthDelimited, wireType, message: message, field: field)
        try skipField(wireType: wireType)
      case CellField.strings:
        try readStringTable(wireType, message: message, field: field)
      case CellField.reuseIdentifier:
        cell.reuseIdentifier = try readStringReference(wireType, message: message, field: field)
      case CellField.width:
        cell.width = try readDouble(wireType, message: message, field: field)
      case CellField.estimatedHeight:
        cell.estimatedHeight = try readDouble(wireType, message: message, field: field)
      case CellField.layoutMargins:
        cell.layoutMargins = try readInsets(wireType, message: message, field: field)
      case CellField.separator:
        cell.separator = try readEnumeration(
          SeparatorStyle.self, wireType, message: message, field: field)
      case CellField.accessory:
        cell.accessory = try readEnumeration(
          CellAccessory.self, wireType, message: message, field: field)
      case CellField.style:
        cell.style = try readEnumeration(CellStyle.self, wireType, message: message, field: field)
      case CellField.subtitleSpacing:
        cell.subtitleSpacing = try readDouble(wireType, message: message, field: field)
      case CellField.textHeightScale:
        cell.textHeightScale = try readDouble(
          wireType, message: message, field: field, where: Self.isScale)
      case CellField.ideographScale:
        cell.ideographScale = try readDouble(
          wireType, message: message, field: field, where: Self.isScale)
      case CellField.defaultRowHeight:
        cell.defaultRowHeight = try readDouble(
          wireType, message: message, field: field, where: { (0...10_000).contains($0) })
      case CellField.designScale:
        cell.designScale = try readDouble(
          wireType, message: message, field: field, where: Self.isScale)
      case CellField.sideMarginsFollowWidth:
        cell.sideMarginsFollowWidth = try readBool(wireType, message: message, field: field)
      case CellField.lineMetrics:
        let (family, metrics) = try readLineMetrics(wireType, message: message, field: field)
        cell.lineMetrics[family] = metrics
      case CellField.recordedLabelHeights:
        let (view, height) = try readRecordedLabelHeight(wireType, message: message, field: field)
        cell.recordedLabelHeights[view] = height
      case CellField.viewCount:
        cell.views.reserveCapacity(try readCountHint(wireType, message: message, field: field))
      case CellField.constraintCount:
        cell.constraints.reserveCapacity(
          try readCountHint(wireType, message: message, field: field))
      case CellField.views:
        try countElement()
        cell.views.append(try readView(wireType, message: message, field: field))
      case CellField.constraints:
        try countElement()
        cell.constraints.append(try readConstraint(wireType, message: message, field: field))
      case CellField.location:
        cell.location = try readLocation(wireType, message: message, field: field)
      case CellField.reuseIdentifierLocation:
        cell.reuseIdentifierLocation = try readLocation(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    return cell
  }

  /// Reads only the string table of a cell message up to the current end.
  mutating func readStringTable() throws(Failure) -> [String] {
    resetElementCount()
    strings = []
    while !isAtEnd {
      let (field, wireType) = try readKey()
      if field == CellField.strings {
        try readStringTable(wireType, message: "Cell", field: field)
      } else {
        try skipField(wireType: wireType)
      }
    }
    return strings
  }

  /// Reads a string table message, appending its strings to ``strings``.
  private mutating func readStringTable(
    _ wireType: UInt8, message outer: String, field outerField: Int
  )
    throws(Failure)
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      if field == StringTableField.string {
        try countElement()
        strings.append(try readString(wireType, message: "StringTable", field: field))
      } else {
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
  }

  mutating func readView(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> ViewNode
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let message = "View"
    var id = ""
    var kind = ViewKind.view
    var isHidden = false
    var hugging: AxisPriorities?
    var compression = AxisPriorities.defaultCompressionResistance
    var intrinsicSize = IntrinsicSize.none
    var backgroundColor: Color?
    var alignmentInsets = EdgeInsets.zero
    var title: (String, FontSpec)?
    var binding: DataBinding?
    var subviews: [ViewNode] = []
    var location: SourceLocation?
    var attributeLocations = AttributeLocations()
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case ViewField.id:
        id = try readStringReference(wireType, message: message, field: field)
      case ViewField.label:
        kind = .label(try readLabel(wireType, message: message, field: field))
      case ViewField.image:
        kind = .image(try readImage(wireType, message: message, field: field))
      case ViewField.stack:
        kind = .stack(try readStack(wireType, message: message, field: field))
      case ViewField.isHidden:
        isHidden = try readBool(wireType, message: message, field: field)
      case ViewField.contentHugging:
        let pair = try readPackedPair(wireType, message: message, field: field)
        hugging = AxisPriorities(
          horizontal: try priority(pair.0, message: message, field: field),
          vertical: try priority(pair.1, message: message, field: field))
      case ViewField.compressionResistance:
        let pair = try readPackedPair(wireType, message: message, field: field)
        compression = AxisPriorities(
          horizontal: try priority(pair.0, message: message, field: field),
          vertical: try priority(pair.1, message: message, field: field))
      case ViewField.intrinsicSize:
        intrinsicSize = try readIntrinsicSize(wireType, message: message, field: field)
      case ViewField.backgroundColor:
        let quad = try readPackedQuad(wireType, message: message, field: field)
        backgroundColor = Color(red: quad.0, green: quad.1, blue: quad.2, alpha: quad.3)
      case ViewField.alignmentInsets:
        alignmentInsets = try readInsets(wireType, message: message, field: field)
        // As the template language bounds them: a frame grown by these stays finite.
        guard alignmentInsets.edges.allSatisfy({ abs($0) <= 10_000 }) else {
          throw Failure(.valueOutOfRange(message: message, field: field), at: fieldStart)
        }
      case ViewField.title:
        let label = try readLabel(wireType, message: message, field: field)
        title = (label.text, label.font)
      case ViewField.binding:
        binding = try readBinding(wireType, message: message, field: field)
      case ViewField.subviewCount:
        subviews.reserveCapacity(try readCountHint(wireType, message: message, field: field))
      case ViewField.subviews:
        try countElement()
        subviews.append(try readView(wireType, message: message, field: field))
      case ViewField.location:
        location = try readLocation(wireType, message: message, field: field)
      case ViewField.attributeLocations where !options.decodesSourceLocations:
        try expect(.lengthDelimited, wireType, message: message, field: field)
        try skipField(wireType: wireType)
      case ViewField.attributeLocations:
        try countElement()
        let (name, location) = try readAttributeLocation(wireType, message: message, field: field)
        if let location { attributeLocations[name] = location }
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    var view = ViewNode(
      id: id, kind: kind, isHidden: isHidden, contentHugging: hugging ?? kind.defaultContentHugging,
      compressionResistance: compression, intrinsicSize: intrinsicSize,
      backgroundColor: backgroundColor, binding: binding, subviews: subviews,
      location: location, attributeLocations: attributeLocations)
    view.alignmentInsets = alignmentInsets
    if let title { (view.title, view.titleFont) = title }
    return view
  }

  mutating func readLabel(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> LabelContent
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let message = "Label"
    var text = ""
    var family = ""
    var weight = FontWeight.ultraLight
    var size = 0.0
    var isItalic = false
    var numberOfLines = 0
    var lineBreakMode = LineBreakMode.wordWrap
    var textAlignment = TextAlignment.natural
    var lineSpacing = 0.0
    var textContainerInset: EdgeInsets?
    var lineFragmentPadding = 0.0
    var preferredMaxLayoutWidth = 0.0
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case LabelField.text:
        text = try readStringReference(wireType, message: message, field: field)
      case LabelField.fontFamily:
        family = try readStringReference(wireType, message: message, field: field)
      case LabelField.fontWeight:
        weight = try readEnumeration(FontWeight.self, wireType, message: message, field: field)
      case LabelField.fontSize:
        size = try readDouble(wireType, message: message, field: field)
      case LabelField.fontItalic:
        isItalic = try readBool(wireType, message: message, field: field)
      case LabelField.numberOfLines:
        numberOfLines = try readSigned(wireType, message: message, field: field)
      case LabelField.lineBreakMode:
        lineBreakMode = try readEnumeration(
          LineBreakMode.self, wireType, message: message, field: field)
      case LabelField.textAlignment:
        textAlignment = try readEnumeration(
          TextAlignment.self, wireType, message: message, field: field)
      case LabelField.lineSpacing:
        lineSpacing = try readDouble(wireType, message: message, field: field)
      case LabelField.textContainerInset:
        let inset = try readInsets(wireType, message: message, field: field)
        // As the template language bounds them: a text view's size stays finite, never negative.
        guard inset.edges.allSatisfy({ (0...10_000).contains($0) }) else {
          throw Failure(.valueOutOfRange(message: message, field: field), at: fieldStart)
        }
        textContainerInset = inset
      case LabelField.lineFragmentPadding:
        lineFragmentPadding = try readDouble(
          wireType, message: message, field: field, where: { (0...10_000).contains($0) })
      case LabelField.preferredMaxLayoutWidth:
        preferredMaxLayoutWidth = try readDouble(
          wireType, message: message, field: field,
          where: LabelContent.preferredMaxLayoutWidths.contains)
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    var label = LabelContent(
      text: text, font: FontSpec(family: family, weight: weight, isItalic: isItalic, size: size),
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, textAlignment: textAlignment,
      lineSpacing: lineSpacing,
      textContainer: textContainerInset.map {
        TextContainer(inset: $0, lineFragmentPadding: lineFragmentPadding)
      })
    label.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    return label
  }

  /// One entry of a cell's recorded label heights (``CellField/recordedLabelHeights``): a view
  /// id and a finite height of at least 0 points.
  mutating func readRecordedLabelHeight(
    _ wireType: UInt8, message outer: String, field outerField: Int
  ) throws(Failure) -> (String, Double) {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let message = "RecordedLabelHeight"
    var view = ""
    var height = 0.0
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case RecordedLabelHeightField.view:
        view = try readStringReference(wireType, message: message, field: field)
      case RecordedLabelHeightField.height:
        height = try readDouble(
          wireType, message: message, field: field, where: { $0 >= 0 })
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    guard !view.isEmpty else {
      throw Failure(
        .valueOutOfRange(message: message, field: RecordedLabelHeightField.view), at: fieldStart)
    }
    return (view, height)
  }

  /// One family's line metrics (``CellField/lineMetrics``), each number within the bounds
  /// ``LineMetricsField`` gives.
  mutating func readLineMetrics(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> (String, VerticalMetrics)
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let message = "LineMetrics"
    var family = ""
    var unitsPerEm = 0
    var values = (ascender: 0, descender: 0, lineGap: 0)
    while !isAtEnd {
      let (field, wireType) = try readKey()
      let start = fieldStart
      func bounded(_ value: Int, _ range: ClosedRange<Int>) throws(Failure) -> Int {
        guard range.contains(value) else {
          throw Failure(.valueOutOfRange(message: message, field: field), at: start)
        }
        return value
      }
      switch field {
      case LineMetricsField.family:
        family = try readStringReference(wireType, message: message, field: field)
      case LineMetricsField.unitsPerEm:
        let value = try readUnsigned(wireType, message: message, field: field)
        unitsPerEm = try bounded(Int(min(value, 1_000_000)), 1...100_000)
      case LineMetricsField.ascender:
        values.ascender = try bounded(
          try readSigned(wireType, message: message, field: field), -100_000...100_000)
      case LineMetricsField.descender:
        values.descender = try bounded(
          try readSigned(wireType, message: message, field: field), -100_000...100_000)
      case LineMetricsField.lineGap:
        values.lineGap = try bounded(
          try readSigned(wireType, message: message, field: field), -100_000...100_000)
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    guard unitsPerEm > 0, !family.isEmpty else {
      throw Failure(
        .valueOutOfRange(message: message, field: LineMetricsField.unitsPerEm), at: fieldStart)
    }
    return (
      family,
      VerticalMetrics(
        unitsPerEm: unitsPerEm, ascender: values.ascender, descender: values.descender,
        lineGap: values.lineGap)
    )
  }

  mutating func readImage(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> ImageContent
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    var image = ImageContent()
    while !isAtEnd {
      let (field, wireType) = try readKey()
      if field == ImageField.imageSize {
        let pair = try readPackedPair(wireType, message: "Image", field: field)
        image.imageSize = Size(width: pair.0, height: pair.1)
      } else if field == ImageField.isSymbol {
        image.isSymbol = try readBool(wireType, message: "Image", field: field)
      } else {
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    return image
  }

  mutating func readStack(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> StackConfiguration
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
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
    exitMessage(outerEnd)
    return stack
  }

  mutating func readBinding(_ wireType: UInt8, message outer: String, field outerField: Int)
    throws(Failure) -> DataBinding
  {
    let outerEnd = try enterMessage(wireType, message: outer, field: outerField)
    let message = "Binding"
    var binding = DataBinding(key: "")
    while !isAtEnd {
      let (field, wireType) = try readKey()
      switch field {
      case BindingField.key:
        binding.key = try readStringReference(wireType, message: message, field: field)
      case BindingField.hidesWhenEmpty:
        binding.hidesWhenEmpty = try readBool(wireType, message: message, field: field)
      case BindingField.keepsDesignWhenMissing:
        binding.keepsDesignWhenMissing = try readBool(wireType, message: message, field: field)
      default:
        try skipField(wireType: wireType)
      }
    }
    exitMessage(outerEnd)
    return binding
  }
}
