import ProtocellArchive
import ProtocellTemplates

extension CellContent {
  /// The content a dequeued cell holds now: every label's text, every image view's image size
  /// and every view's hidden flag, as ``Cell/apply(_:)`` or the app left them.
  ///
  /// The cell's own state is read, so a cell filled by hand (not through bindings) is measured
  /// as it is.
  ///
  /// - Parameter cell: A cell dequeued from a ``PrototypeRegistry``.
  /// - Complexity: O(*n*) in the cell's views.
  public init(cell: Cell) {
    self.init()
    for view in cell.model.allViews {
      switch view.kind {
      case .label(let label): texts[view.id] = label.text
      case .image(let image): imageSizes[view.id] = .some(image.imageSize)
      case .stack, .view: break
      }
      hiddenFlags[view.id] = view.isHidden
    }
  }
}

extension HeightCalculator {
  /// The height of a filled-in cell, measured as it is: no ``CellContent`` to build from the
  /// row and the prototype.
  ///
  /// ```swift
  /// let cell = try registry.dequeueCell(forReuseIdentifier: "TextPost")
  /// try cell.apply(json: #"{"author": "Ada", "body": "Hello"}"#)
  /// let height = try heights.height(of: cell, width: 375)
  /// ```
  ///
  /// - Parameters:
  ///   - cell: The cell, after ``Cell/apply(_:)`` or direct changes.
  ///   - width: The table's width.
  ///   - cacheKey: A key for the row; `nil` measures without caching.
  /// - Returns: The row height, as ``height(forReuseIdentifier:width:content:cacheKey:)`` gives it.
  /// - Throws: ``LayoutError``, as ``height(forReuseIdentifier:width:content:cacheKey:)``.
  public func height(of cell: Cell, width: Double, cacheKey: String? = nil) throws(LayoutError)
    -> Double
  {
    try height(
      forReuseIdentifier: cell.reuseIdentifier, width: width, content: CellContent(cell: cell),
      cacheKey: cacheKey)
  }

  /// The full layout (frames, broken constraints) of a filled-in cell, measured as it is.
  ///
  /// - Parameters:
  ///   - cell: The cell, after ``Cell/apply(_:)`` or direct changes.
  ///   - width: The table's width.
  /// - Returns: The height and every view's frame.
  /// - Throws: ``LayoutError``, as ``layout(forReuseIdentifier:width:content:)``.
  public func layout(of cell: Cell, width: Double) throws(LayoutError) -> CellLayout {
    try layout(
      forReuseIdentifier: cell.reuseIdentifier, width: width, content: CellContent(cell: cell))
  }
}
