import ProtocellArchive
import ProtocellTemplates

extension CellContent {
  /// A prototype's bound views, found once and used for every row: what
  /// ``CellContent/init(row:bindings:)`` reads, sparing a walk over (and a copy of) the whole
  /// view tree per row.
  public struct Bindings: Sendable {
    /// The views with a binding, in document order.
    let views: [ViewNode]
    /// How many of them are labels (texts per row) and images (sizes per row).
    let labelCount: Int
    let imageCount: Int
    /// How many hide when their value is empty.
    let hidingCount: Int

    /// Finds the bound views of `prototype`.
    ///
    /// - Complexity: O(*n*) in the prototype's views.
    public init(prototype: CellPrototype) {
      views = prototype.allViews.filter { $0.binding != nil }
      var labels = 0
      var images = 0
      for view in views {
        switch view.kind {
        case .label: labels += 1
        case .image: images += 1
        case .stack, .view: break
        }
      }
      labelCount = labels
      imageCount = images
      hidingCount = views.count { $0.binding?.hidesWhenEmpty == true }
    }
  }

  /// Applies one row of data through a prototype's bindings, as ``init(row:for:)`` does.
  ///
  /// - Throws: ``CellError/rowIsNotAnObject(found:)`` or
  ///   ``CellError/typeMismatch(key:viewID:expected:found:)``.
  /// - Complexity: O(*b*) in the bound views, each a lookup in the row's object.
  public init(row: RowValue, bindings: Bindings) throws(CellError) {
    guard case .object(let object) = row else {
      throw .rowIsNotAnObject(found: row.kindDescription)
    }
    self.init(
      texts: Dictionary(minimumCapacity: bindings.labelCount),
      imageSizes: Dictionary(minimumCapacity: bindings.imageCount),
      hiddenFlags: Dictionary(minimumCapacity: bindings.hidingCount))
    for view in bindings.views {
      guard let binding = view.binding,
        let content = try RowBinding.resolve(object[binding.key], for: view, key: binding.key)
      else { continue }
      switch content {
      case .text(let text): texts[view.id] = text
      case .image(let size): imageSizes[view.id] = size
      }
      if binding.hidesWhenEmpty { hiddenFlags[view.id] = view.isHidden || content.isEmpty }
    }
  }
}
