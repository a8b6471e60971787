import ProtocellDiagnostics
import ProtocellTemplates

/// The distinct strings of a cell, in order of first appearance: what the cell message's
/// string table holds and its other string fields refer to by index.
struct StringTable {
  /// Whether locations (and so their files and the attribute names) are written.
  let includesSourceLocations: Bool
  /// The strings, each once.
  private(set) var strings: [String] = []
  /// Each string's index in ``strings``.
  private(set) var indices: [String: Int] = [:]

  /// Collects every string the encoder will write for `cell`.
  init(_ cell: CellPrototype, includesSourceLocations: Bool) {
    self.includesSourceLocations = includesSourceLocations
    add(cell.reuseIdentifier)
    for view in cell.allViews {
      add(view.id)
      switch view.kind {
      case .label(let label):
        add(label.text)
        add(label.font.family)
      case .view, .image, .stack:
        break
      }
      add(view.binding?.key)
      if let font = view.titleFont {
        add(view.title)
        add(font.family)
      }
    }
    for family in cell.lineMetrics.keys.sorted() { add(family) }
    for view in cell.recordedLabelHeights.keys.sorted() { add(view) }
    for constraint in cell.constraints {
      add(constraint.identifier)
      for anchor in constraint.anchors {
        if case .view(let id) = anchor.item { add(id) }
      }
    }
    guard includesSourceLocations else { return }
    add(cell.location?.file)
    add(cell.reuseIdentifierLocation?.file)
    for view in cell.allViews {
      add(view.location?.file)
      for name in view.attributeLocations.keys {
        add(name)
        add(view.attributeLocations[name]?.file)
      }
    }
    for constraint in cell.constraints {
      add(constraint.location?.file)
      for anchor in constraint.anchors { add(anchor.location?.file) }
    }
  }

  private mutating func add(_ string: String?) {
    guard let string, indices[string] == nil else { return }
    indices[string] = strings.count
    strings.append(string)
  }
}
