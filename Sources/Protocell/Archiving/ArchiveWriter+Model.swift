/// Writes the model's messages; the field numbers are in ArchiveFormat.swift.
extension ArchiveWriter {
  /// Writes a cell's fields (the payload of a prototype archive, or one prototype of a pack).
  mutating func writeCell(_ cell: CellTemplate, includesSourceLocations: Bool) {
    let files = includesSourceLocations ? FileTable(cell) : nil
    for path in files?.paths ?? [] { writeOptionalString(CellField.files, path) }
    writeString(CellField.reuseIdentifier, cell.reuseIdentifier)
    writeDouble(CellField.width, cell.width)
    writeOptionalDouble(CellField.estimatedHeight, cell.estimatedHeight)
    writeMessage(CellField.layoutMargins) { writer in
      let margins = cell.layoutMargins
      writer.writeQuad(margins.top, margins.leading, margins.bottom, margins.trailing)
    }
    writeEnumeration(CellField.separator, cell.separator)
    for view in cell.views {
      writeMessage(CellField.views) { $0.writeView(view, files: files) }
    }
    for constraint in cell.constraints {
      writeMessage(CellField.constraints) { $0.writeConstraint(constraint, files: files) }
    }
    writeLocation(CellField.location, cell.location, files: files)
    writeLocation(CellField.reuseIdentifierLocation, cell.reuseIdentifierLocation, files: files)
  }

  mutating func writeView(_ view: ViewNode, files: FileTable?) {
    writeString(ViewField.id, view.id)
    switch view.kind {
    case .view:
      break
    case .label(let label):
      writeMessage(ViewField.label) { $0.writeLabel(label) }
    case .image(let image):
      writeMessage(ViewField.image) { writer in
        if let size = image.imageSize {
          writer.writeMessage(PairField.first) { $0.writePair(size.width, size.height) }
        }
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
    writeMessage(ViewField.contentHugging) {
      $0.writePair(view.contentHugging.horizontal.rawValue, view.contentHugging.vertical.rawValue)
    }
    writeMessage(ViewField.compressionResistance) {
      $0.writePair(
        view.compressionResistance.horizontal.rawValue, view.compressionResistance.vertical.rawValue
      )
    }
    if view.intrinsicSize != .none {
      writeMessage(ViewField.intrinsicSize) { writer in
        writer.writeOptionalDouble(PairField.first, view.intrinsicSize.width)
        writer.writeOptionalDouble(PairField.second, view.intrinsicSize.height)
      }
    }
    if let color = view.backgroundColor {
      writeMessage(ViewField.backgroundColor) {
        $0.writeQuad(color.red, color.green, color.blue, color.alpha)
      }
    }
    if let binding = view.binding {
      writeMessage(ViewField.binding) { writer in
        writer.writeString(BindingField.key, binding.key)
        writer.writeBool(BindingField.hidesWhenEmpty, binding.hidesWhenEmpty)
      }
    }
    for subview in view.subviews {
      writeMessage(ViewField.subviews) { $0.writeView(subview, files: files) }
    }
    writeLocation(ViewField.location, view.location, files: files)
    if let files {
      // Sorted, so that the same model always gives the same bytes.
      for name in view.attributeLocations.keys.sorted() {
        writeMessage(ViewField.attributeLocations) { writer in
          writer.writeString(AttributeLocationField.name, name)
          writer.writeLocation(
            AttributeLocationField.location, view.attributeLocations[name], files: files)
        }
      }
    }
  }

  mutating func writeLabel(_ label: LabelContent) {
    writeString(LabelField.text, label.text)
    writeMessage(LabelField.font) { writer in
      writer.writeString(FontField.family, label.font.family)
      writer.writeEnumeration(FontField.weight, label.font.weight)
      writer.writeDouble(FontField.size, label.font.size)
    }
    writeSigned(LabelField.numberOfLines, label.numberOfLines)
    writeEnumeration(LabelField.lineBreakMode, label.lineBreakMode)
    writeEnumeration(LabelField.textAlignment, label.textAlignment)
    writeDouble(LabelField.lineSpacing, label.lineSpacing)
  }

  mutating func writeConstraint(_ constraint: LayoutConstraint, files: FileTable?) {
    writeOptionalString(ConstraintField.identifier, constraint.identifier)
    writeMessage(ConstraintField.first) { $0.writeAnchor(constraint.first, files: files) }
    writeEnumeration(ConstraintField.relation, constraint.relation)
    if let second = constraint.second {
      writeMessage(ConstraintField.second) { $0.writeAnchor(second, files: files) }
    }
    writeDouble(ConstraintField.multiplier, constraint.multiplier)
    writeDouble(ConstraintField.constant, constraint.constant)
    writeDouble(ConstraintField.priority, constraint.priority.rawValue)
    writeLocation(ConstraintField.location, constraint.location, files: files)
  }

  mutating func writeAnchor(_ anchor: LayoutAnchor, files: FileTable?) {
    switch anchor.item {
    case .superview: writeUnsigned(AnchorField.item, LayoutItemCode.superview)
    case .margins: writeUnsigned(AnchorField.item, LayoutItemCode.margins)
    case .view(let id):
      writeUnsigned(AnchorField.item, LayoutItemCode.view)
      writeString(AnchorField.viewID, id)
    }
    writeEnumeration(AnchorField.attribute, anchor.attribute)
    writeLocation(AnchorField.location, anchor.location, files: files)
  }

  // MARK: - Small messages

  mutating func writePair(_ first: Double, _ second: Double) {
    writeDouble(PairField.first, first)
    writeDouble(PairField.second, second)
  }

  mutating func writeQuad(_ first: Double, _ second: Double, _ third: Double, _ fourth: Double) {
    writeDouble(QuadField.first, first)
    writeDouble(QuadField.second, second)
    writeDouble(QuadField.third, third)
    writeDouble(QuadField.fourth, fourth)
  }

  /// Writes a location, when there is one and locations are being written.
  mutating func writeLocation(_ field: Int, _ location: SourceLocation?, files: FileTable?) {
    guard let location, let files, let index = files.indices[location.file] else { return }
    writeMessage(field) { writer in
      writer.writeUnsigned(LocationField.fileIndex, UInt64(index))
      writer.writeSigned(LocationField.line, location.line)
      writer.writeSigned(LocationField.column, location.column)
    }
  }
}

/// The numbers of ``LayoutItem``'s cases in an archive.
enum LayoutItemCode {
  static let superview: UInt64 = 0
  static let margins: UInt64 = 1
  static let view: UInt64 = 2
}

/// The distinct files a cell's locations name, in order of first appearance.
struct FileTable {
  private(set) var paths: [String] = []
  private(set) var indices: [String: Int] = [:]

  init(_ cell: CellTemplate) {
    add(cell.location)
    add(cell.reuseIdentifierLocation)
    for view in cell.allViews {
      add(view.location)
      for name in view.attributeLocations.keys.sorted() { add(view.attributeLocations[name]) }
    }
    for constraint in cell.constraints {
      add(constraint.first.location)
      add(constraint.second?.location)
      add(constraint.location)
    }
  }

  private mutating func add(_ location: SourceLocation?) {
    guard let file = location?.file, indices[file] == nil else { return }
    indices[file] = paths.count
    paths.append(file)
  }
}
