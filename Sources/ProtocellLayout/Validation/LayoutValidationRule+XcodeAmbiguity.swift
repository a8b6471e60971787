import ProtocellTemplates

extension LayoutValidationRule {
  /// The ambiguities Xcode finds in an Interface Builder cell whose image views have no image,
  /// or `nil` when the run-time layout's are Xcode's (a template, or no such image view).
  ///
  /// At run time an image view without an image is (0, 0) (`UIKitLayoutRules.md`, "Image
  /// views"), so its hugging and compression resistance tie with a label's beside it, and a
  /// cell of fixed height has no one view to take the room. Interface Builder's canvas, on
  /// which Xcode looks for ambiguity, draws such an image view at the size it was given (the
  /// canvas reading's designed image size, `protocell measure` without rows), so Xcode reports
  /// no Content Priority Ambiguity there (the fresh19 review: ShopCell's and BookCell's image
  /// views, with no `ambiguous="YES"` in their documents, were errors here and stopped
  /// `compile`). The rule asks only when the run-time layout is ambiguous.
  ///
  /// - Parameters:
  ///   - cell: The prototype.
  ///   - context: The file and limits.
  ///   - record: What the document recorded of the cell, `nil` for a template's.
  /// - Returns: The ambiguities of the cell laid out at its width with each such image view
  ///   at the size IB recorded for it, or `nil`.
  func xcodeAmbiguities(
    of cell: CellPrototype, in context: ValidationContext,
    record: InterfaceBuilderCellRecord?
  ) -> [LayoutSession.Ambiguity]? {
    guard let record else { return nil }
    var drawn: [String: Size] = [:]
    for view in record.views {
      if let frame = view.frame, frame.width >= 0, frame.height >= 0 {
        drawn[view.name] = Size(width: frame.width, height: frame.height)
      }
    }
    var changed = false
    var designed = cell
    designed.updateEachView { view in
      if case .image(var image) = view.kind, image.imageSize == nil, !image.isSymbol,
        let size = drawn[view.id]
      {
        image.imageSize = size
        view.kind = .image(image)
        changed = true
      }
    }
    guard changed else { return nil }
    let engine = LayoutEngine(
      prototype: designed, measurer: measurer,
      maximumLayoutWork: context.limits.maximumLayoutWork)
    guard (try? engine.layout(width: cell.width)) != nil else { return nil }
    return engine.ambiguities()
  }
}
