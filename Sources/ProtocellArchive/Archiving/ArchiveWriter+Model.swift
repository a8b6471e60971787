import Cassowary
import ProtocellDiagnostics
import ProtocellTemplates
import TextMeasurement

/// Writes the model's messages; the field numbers are in ArchiveFormat.swift.
extension ArchiveWriter {
  /// Writes a cell's fields (the payload of a prototype archive, or one prototype of a pack).
  mutating func writeCell(_ cell: CellPrototype, includesSourceLocations: Bool) {
    let strings = StringTable(cell, includesSourceLocations: includesSourceLocations)
    if !strings.strings.isEmpty {
      writeMessage(CellField.strings) { writer in
        for string in strings.strings {
          writer.writeOptionalString(StringTableField.string, string)
        }
      }
    }
    writeString(CellField.reuseIdentifier, cell.reuseIdentifier, strings)
    writeDouble(CellField.width, cell.width)
    writeOptionalDouble(CellField.estimatedHeight, cell.estimatedHeight)
    writePackedDoubles(CellField.layoutMargins, cell.layoutMargins.edges)
    writeEnumeration(CellField.separator, cell.separator)
    writeEnumeration(CellField.accessory, cell.accessory)
    writeEnumeration(CellField.style, cell.style)
    writeOptionalDouble(CellField.subtitleSpacing, cell.subtitleSpacing)
    writeOptionalDouble(CellField.textHeightScale, cell.textHeightScale)
    writeOptionalDouble(CellField.ideographScale, cell.ideographScale)
    writeOptionalDouble(CellField.defaultRowHeight, cell.defaultRowHeight)
    writeOptionalDouble(CellField.designScale, cell.designScale)
    writeBool(CellField.sideMarginsFollowWidth, cell.sideMarginsFollowWidth)
    for family in cell.lineMetrics.keys.sorted() {
      guard let metrics = cell.lineMetrics[family] else { continue }
      writeMessage(CellField.lineMetrics) { writer in
        writer.writeString(LineMetricsField.family, family, strings)
        writer.writeUnsigned(LineMetricsField.unitsPerEm, UInt64(metrics.unitsPerEm))
        writer.writeSigned(LineMetricsField.ascender, metrics.ascender)
        writer.writeSigned(LineMetricsField.descender, metrics.descender)
        writer.writeSigned(LineMetricsField.lineGap, metrics.lineGap)
      }
    }
    for view in cell.recordedLabelHeights.keys.sorted() {
      guard let height = cell.recordedLabelHeights[view] else { continue }
      writeMessage(CellField.recordedLabelHeights) { writer in
        writer.writeString(RecordedLabelHeightField.view, view, strings)
        writer.writeDouble(RecordedLabelHeightField.height, height)
      }
    }
    writeCountHint(CellField.viewCount, cell.views.count)
    writeCountHint(CellField.constraintCount, cell.constraints.count)
    for view in cell.views {
      writeMessage(CellField.views) { $0.writeView(view, strings) }
    }
    for constraint in cell.constraints {
      writeMessage(CellField.constraints) { $0.writeConstraint(constraint, strings) }
    }
    writeLocation(CellField.location, cell.location, strings)
    writeLocation(CellField.reuseIdentifierLocation, cell.reuseIdentifierLocation, strings)
  }

  mutating func writeView(_ view: ViewNode, _ strings: StringTable) {
    writeString(ViewField.id, view.id, strings)
    switch view.kind {
    case .view:
      break
    case .label(let label):
      writeMessage(ViewField.label) { $0.writeLabel(label, strings) }
    case .image(let image):
      writeMessage(ViewField.image) { writer in
        if let size = image.imageSize {
          writer.writePackedDoubles(ImageField.imageSize, [size.width, size.height])
        }
        writer.writeBool(ImageField.isSymbol, image.isSymbol)
      }
    case .stack(let stack):
      writeMessage(ViewField.stack) { writer in
        writer.writeEnumeration(StackField.axis, stack.axis)
        writer.writeDouble(StackField.spacing, stack.spacing)
        writer.writeEnumeration(StackField.alignment, stack.alignment)
        writer.writeEnumeration(StackField.distribution, stack.distribution)
      }
    }
    writeBool(ViewField.isHidden, view.isHidden)
    let hugging = view.contentHugging
    if !hugging.isBitwiseEqual(to: view.kind.defaultContentHugging) {
      writePackedDoubles(
        ViewField.contentHugging,
        [Double(hugging.horizontal.rawValue), Double(hugging.vertical.rawValue)])
    }
    let resistance = view.compressionResistance
    if !resistance.isBitwiseEqual(to: .defaultCompressionResistance) {
      writePackedDoubles(
        ViewField.compressionResistance,
        [Double(resistance.horizontal.rawValue), Double(resistance.vertical.rawValue)])
    }
    if view.intrinsicSize != .none {
      writeMessage(ViewField.intrinsicSize) { writer in
        writer.writeOptionalDouble(IntrinsicSizeField.width, view.intrinsicSize.width)
        writer.writeOptionalDouble(IntrinsicSizeField.height, view.intrinsicSize.height)
      }
    }
    if view.alignmentInsets != .zero {
      writePackedDoubles(ViewField.alignmentInsets, view.alignmentInsets.edges)
    }
    if let font = view.titleFont {
      // The title is a label (UIButton's titleLabel): written as one.
      writeMessage(ViewField.title) {
        $0.writeLabel(LabelContent(text: view.title, font: font), strings)
      }
    }
    if let color = view.backgroundColor {
      writePackedDoubles(
        ViewField.backgroundColor, [color.red, color.green, color.blue, color.alpha])
    }
    if let binding = view.binding {
      writeMessage(ViewField.binding) { writer in
        writer.writeString(BindingField.key, binding.key, strings)
        writer.writeBool(BindingField.hidesWhenEmpty, binding.hidesWhenEmpty)
        writer.writeBool(BindingField.keepsDesignWhenMissing, binding.keepsDesignWhenMissing)
      }
    }
    writeCountHint(ViewField.subviewCount, view.subviews.count)
    for subview in view.subviews {
      writeMessage(ViewField.subviews) { $0.writeView(subview, strings) }
    }
    writeLocation(ViewField.location, view.location, strings)
    if strings.includesSourceLocations {
      // Sorted, so that the same model always gives the same bytes.
      for name in view.attributeLocations.keys {
        writeMessage(ViewField.attributeLocations) { writer in
          writer.writeString(AttributeLocationField.name, name, strings)
          writer.writeLocation(
            AttributeLocationField.location, view.attributeLocations[name], strings)
        }
      }
    }
  }

  mutating func writeLabel(_ label: LabelContent, _ strings: StringTable) {
    writeString(LabelField.text, label.text, strings)
    writeString(LabelField.fontFamily, label.font.family, strings)
    writeEnumeration(LabelField.fontWeight, label.font.weight)
    writeDouble(LabelField.fontSize, label.font.size)
    writeBool(LabelField.fontItalic, label.font.isItalic)
    writeSigned(LabelField.numberOfLines, label.numberOfLines)
    writeEnumeration(LabelField.lineBreakMode, label.lineBreakMode)
    writeEnumeration(LabelField.textAlignment, label.textAlignment)
    writeDouble(LabelField.lineSpacing, label.lineSpacing)
    writeDouble(LabelField.preferredMaxLayoutWidth, label.preferredMaxLayoutWidth)
    if let container = label.textContainer {
      writePackedDoubles(LabelField.textContainerInset, container.inset.edges)
      writeDouble(LabelField.lineFragmentPadding, container.lineFragmentPadding)
    }
  }

  mutating func writeConstraint(_ constraint: LayoutConstraint, _ strings: StringTable) {
    writeOptionalString(ConstraintField.identifier, constraint.identifier, strings)
    writeAnchor(constraint.first, ConstraintField.firstAnchor, ConstraintField.firstViewID, strings)
    writeEnumeration(ConstraintField.relation, constraint.relation)
    if let second = constraint.second {
      writeAnchor(second, ConstraintField.secondAnchor, ConstraintField.secondViewID, strings)
    }
    writeDouble(
      ConstraintField.multiplier, constraint.multiplier,
      default: ConstraintField.defaultMultiplier)
    writeDouble(ConstraintField.constant, constraint.constant)
    writeDouble(
      ConstraintField.priority, Double(constraint.priority.rawValue),
      default: ConstraintField.defaultPriority)
    writeLocation(ConstraintField.location, constraint.location, strings)
    writeLocation(ConstraintField.firstLocation, constraint.first.location, strings)
    writeLocation(ConstraintField.secondLocation, constraint.second?.location, strings)
  }

  /// Writes an anchor as one varint, `attributeCode << 2 | itemCode` (always, so that its
  /// presence marks the anchor's), and the view's id when the item is a view.
  mutating func writeAnchor(
    _ anchor: LayoutAnchor, _ anchorField: Int, _ viewIDField: Int, _ strings: StringTable
  ) {
    let itemCode: UInt64
    switch anchor.item {
    case .superview: itemCode = LayoutItemCode.superview
    case .margins: itemCode = LayoutItemCode.margins
    case .view: itemCode = LayoutItemCode.view
    }
    writeKey(anchorField, .varint)
    writeVarint(anchor.attribute.archiveCode << 2 | itemCode)
    if case .view(let id) = anchor.item { writeString(viewIDField, id, strings) }
  }

  // MARK: - Strings, counts and small messages

  /// Writes a string as its index in the table, unless it is empty.
  mutating func writeString(_ field: Int, _ value: String, _ strings: StringTable) {
    guard !value.isEmpty else { return }
    writeOptionalString(field, value, strings)
  }

  /// Writes a string as its index in the table whenever it is present (index 0 included).
  mutating func writeOptionalString(_ field: Int, _ value: String?, _ strings: StringTable) {
    guard let value, let index = strings.indices[value] else { return }
    writeKey(field, .varint)
    writeVarint(UInt64(index))
  }

  /// Writes how many elements a repeated field will hold, when more than one: a hint that
  /// lets the decoder allocate the array once.
  mutating func writeCountHint(_ field: Int, _ count: Int) {
    if count > 1 { writeUnsigned(field, UInt64(count)) }
  }

  /// Writes doubles as one length-delimited field of little-endian values.
  mutating func writePackedDoubles(_ field: Int, _ values: [Double]) {
    writeKey(field, .lengthDelimited)
    writeVarint(UInt64(values.count * 8))
    for value in values { writeLittleEndian(value.bitPattern) }
  }

  /// Writes a location, when there is one and locations are being written.
  mutating func writeLocation(_ field: Int, _ location: SourceLocation?, _ strings: StringTable) {
    guard strings.includesSourceLocations, let location else { return }
    writeMessage(field) { writer in
      // The file is written even when it is the table's first string: a location always has one.
      writer.writeOptionalString(LocationField.fileIndex, location.file, strings)
      writer.writeSigned(LocationField.line, location.line)
      writer.writeSigned(LocationField.column, location.column)
    }
  }
}

extension AxisPriorities {
  /// UIKit's compression resistance, 750 on both axes: what an absent field means.
  static let defaultCompressionResistance = AxisPriorities(
    horizontal: .defaultHigh, vertical: .defaultHigh)

  /// Whether both priorities have the same bits as `other`'s (so that -0 is not taken for 0).
  func isBitwiseEqual(to other: AxisPriorities) -> Bool {
    horizontal.rawValue.bitPattern == other.horizontal.rawValue.bitPattern
      && vertical.rawValue.bitPattern == other.vertical.rawValue.bitPattern
  }
}

/// The numbers of ``LayoutItem``'s cases in an archive.
enum LayoutItemCode {
  static let superview: UInt64 = 0
  static let margins: UInt64 = 1
  static let view: UInt64 = 2
}
