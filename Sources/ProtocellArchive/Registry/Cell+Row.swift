import ProtocellTemplates

extension Cell {
  /// Applies one data row through the template's bindings.
  ///
  /// For each view with a `bind` key, in depth-first order:
  /// - a **label** shows the key's string; a number is shown as written (`42`, `4.5`); a missing
  ///   key or `null` gives the empty string; any other value is an error;
  /// - an **image** takes its size from an object with numeric `width` and `height`; a missing
  ///   key or `null` means no image (`imageSize` `nil`); any other value is an error;
  /// - a view whose binding hides it when empty is hidden when the value is missing, `null` or
  ///   the empty string, and otherwise shown as its prototype was (hidden or not).
  ///
  /// Keys no binding names are ignored (`CellContent.Bindings.unboundMembers(of:)` lists them,
  /// with the bound key each is a misspelling of). The row is checked in full before anything
  /// changes, so a failed apply leaves the cell as it was.
  ///
  /// - Parameter row: A JSON object.
  /// - Throws: ``CellError/rowIsNotAnObject(found:)`` or, for the first bound value of the wrong
  ///   type, ``CellError/typeMismatch(key:viewID:expected:found:)``, or for an image size whose
  ///   side is not a number from 0 to 1,000,000,
  ///   ``CellError/invalidImageSize(key:viewID:member:found:)``.
  public func apply(_ row: RowValue) throws(CellError) {
    guard case .object(let object) = row else {
      throw .rowIsNotAnObject(found: row.kindDescription)
    }
    var changes: [(path: [Int], change: (inout ViewNode) -> Void)] = []
    for (_, path) in boundViewPaths() {
      let prototype = pristineView(at: path)
      guard let binding = prototype.binding else { continue }
      let value = object[binding.key]
      // An outlet the row leaves out keeps what the cell shows (``DataBinding``).
      if value == nil, binding.keepsDesignWhenMissing { continue }
      guard let content = try RowBinding.resolve(value, for: prototype, key: binding.key) else {
        continue
      }
      let isEmpty = content.isEmpty
      let change: (inout ViewNode) -> Void
      switch (prototype.kind, content) {
      case (.label(var label), .text(let text)):
        label.text = text
        change = { $0.kind = .label(label) }
      case (.image, .image(let size)):
        change = { $0.kind = .image(ImageContent(imageSize: size)) }
      default:
        continue
      }
      let isHidden = prototype.isHidden || (binding.hidesWhenEmpty && isEmpty)
      changes.append(
        (
          path,
          { view in
            change(&view)
            view.isHidden = isHidden
          }
        ))
    }
    for (path, change) in changes { modifyView(at: path, change) }
  }

  /// Parses one JSON row and applies it; see ``apply(_:)``.
  ///
  /// - Parameter json: A JSON object, e.g. `{"title": "Hello", "photo": {"width": 4, "height": 3}}`.
  /// - Throws: ``CellError/malformedJSON(_:)`` and the errors of ``apply(_:)``.
  public func apply(json: String) throws(CellError) {
    try apply(RowValue(parsingJSON: json))
  }

  /// The paths of the views that carry a binding, depth first.
  private func boundViewPaths() -> [(String, [Int])] {
    var result: [(String, [Int])] = []
    func visit(_ views: [ViewNode], prefix: [Int]) {
      for (index, view) in views.enumerated() {
        let path = prefix + [index]
        if view.binding != nil { result.append((view.id, path)) }
        visit(view.subviews, prefix: path)
      }
    }
    visit(pristine.views, prefix: [])
    return result
  }
}
