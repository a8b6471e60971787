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
  /// Texts, image sizes and hidden flags are laid out by the prototype's pooled engines. A cell
  /// whose labels' fonts or line counts were changed (``Cell/hasChangedLabelMetrics``) is laid
  /// out by an engine built for it, as it is: slower (the prototype's constraints are added
  /// again), but the height follows the font.
  ///
  /// - Parameters:
  ///   - cell: The cell, after ``Cell/apply(_:)`` or direct changes.
  ///   - width: The table's width.
  ///   - cacheKey: A key for the row; `nil` measures without caching.
  /// - Returns: The row height, as ``height(forReuseIdentifier:width:content:cacheKey:)`` gives it.
  /// - Throws: ``LayoutError``, as ``height(forReuseIdentifier:width:content:cacheKey:)``, and
  ///   ``LayoutError/measurement(viewID:message:)`` for a label given a font size outside
  ///   1...1000 points or a line count outside 0...10,000 (the templates' ranges).
  public func height(of cell: Cell, width: Double, cacheKey: String? = nil) throws(LayoutError)
    -> Double
  {
    guard cell.hasChangedLabelMetrics else {
      return try height(
        forReuseIdentifier: cell.reuseIdentifier, width: width, content: CellContent(cell: cell),
        cacheKey: cacheKey)
    }
    let identifier = cell.reuseIdentifier
    return try cachedHeight(forReuseIdentifier: identifier, width: width, cacheKey: cacheKey) {
      () throws(LayoutError) in
      try ownEngine(for: cell).height(
        CellContent(cell: cell), width: width,
        options: layoutOptions(forReuseIdentifier: identifier))
    }
  }

  /// The full layout (frames, broken constraints) of a filled-in cell, measured as it is (a cell
  /// with changed label fonts or line counts by an engine of its own, as in
  /// ``height(of:width:cacheKey:)``).
  ///
  /// - Parameters:
  ///   - cell: The cell, after ``Cell/apply(_:)`` or direct changes.
  ///   - width: The table's width.
  /// - Returns: The height and every view's frame.
  /// - Throws: ``LayoutError``, as ``layout(forReuseIdentifier:width:content:)`` and
  ///   ``height(of:width:cacheKey:)``.
  public func layout(of cell: Cell, width: Double) throws(LayoutError) -> CellLayout {
    guard cell.hasChangedLabelMetrics else {
      return try layout(
        forReuseIdentifier: cell.reuseIdentifier, width: width, content: CellContent(cell: cell))
    }
    return try ownEngine(for: cell).layout(
      CellContent(cell: cell), width: width,
      options: layoutOptions(forReuseIdentifier: cell.reuseIdentifier))
  }

  /// An engine for the cell as it is now, after checking its labels' fonts and line counts
  /// against the ranges a template may give them.
  private func ownEngine(for cell: Cell) throws(LayoutError) -> LayoutEngine {
    // The identifier must be a registered one, as for a cell laid out by its prototype.
    _ = try prototype(forReuseIdentifier: cell.reuseIdentifier)
    for view in cell.model.allViews {
      guard case .label(let label) = view.kind else { continue }
      let (sizes, lines) = (FontSpec.sizes, LabelContent.lineCounts)
      guard sizes.contains(label.font.size) else {
        throw .measurement(
          viewID: view.id,
          message: "its font size \(label.font.size) is not a number of points from "
            + "\(sizes.lowerBound.compactDescription) to \(sizes.upperBound.compactDescription)")
      }
      guard lines.contains(Double(label.numberOfLines)) else {
        throw .measurement(
          viewID: view.id,
          message: "its number of lines, \(label.numberOfLines), is not from "
            + "\(lines.lowerBound.compactDescription) (no limit) to "
            + "\(lines.upperBound.compactDescription)")
      }
    }
    return LayoutEngine(
      prototype: cell.model, measurer: measurer, maximumLayoutWork: maximumLayoutWork)
  }
}
