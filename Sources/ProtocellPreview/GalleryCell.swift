import ProtocellArchive
import ProtocellDiagnostics
import ProtocellLayout
import ProtocellTemplates

/// One laid-out cell of a gallery: a prototype at one width for one row, with what was found
/// wrong with it.
public struct GalleryCell: Sendable {
  /// The prototype drawn.
  public var prototype: CellPrototype
  /// Its layout at the width, for the row.
  public var layout: CellLayout
  /// The row's content the layout was made with (its texts are the labels' whole texts).
  public var content: CellContent
  /// What the row is, for the caption (`row 3`), or `nil` when drawn as designed.
  public var rowDescription: String?
  /// The diagnostics of the prototype's template, listed beside the cell.
  public var diagnostics: [Diagnostic]
  /// The frames Interface Builder recorded for the cell's views, by view id; empty when the
  /// prototype does not come from an Interface Builder file or none were recorded.
  public var referenceFrames: [String: Rect]
  /// Whether the layout is right to left (its constraint marks and margins are drawn so: the
  /// cell's direction, not a forced view's).
  public var isRightToLeft = false

  /// Creates a gallery cell.
  public init(
    prototype: CellPrototype, layout: CellLayout, content: CellContent = CellContent(),
    rowDescription: String? = nil,
    diagnostics: [Diagnostic] = [], referenceFrames: [String: Rect] = [:]
  ) {
    self.prototype = prototype
    self.layout = layout
    self.content = content
    self.rowDescription = rowDescription
    self.diagnostics = diagnostics
    self.referenceFrames = referenceFrames
  }

  /// The whole text of a label for the row: the row's text, or the template's.
  public func text(ofLabel view: ViewNode) -> String? {
    guard case .label(let label) = view.kind else { return nil }
    return content.texts[view.id] ?? label.text
  }

  /// The views whose frame differs from the one Interface Builder recorded (by more than
  /// 0.5 pt on any edge), in the prototype's order, with both frames.
  public var referenceDifferences: [(view: String, ours: Rect?, recorded: Rect)] {
    prototype.allViews.compactMap { view in
      guard let recorded = referenceFrames[view.id] else { return nil }
      let ours = layout.frames[view.id]
      if let ours,
        abs(ours.x - recorded.x) <= 0.5, abs(ours.y - recorded.y) <= 0.5,
        abs(ours.maxX - recorded.maxX) <= 0.5, abs(ours.maxY - recorded.maxY) <= 0.5
      {
        return nil
      }
      return (view.id, ours, recorded)
    }
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics located in the prototype's template: those of its file from its `<cell>`
  /// element up to the next prototype's in the same file.
  ///
  /// - Parameters:
  ///   - prototype: the prototype whose diagnostics are wanted.
  ///   - prototypes: every prototype loaded, so that the next one in the file is known.
  /// - Returns: the diagnostics in the prototype's lines, in their order.
  public func located(in prototype: CellPrototype, among prototypes: [CellPrototype])
    -> [Diagnostic]
  {
    guard let start = prototype.location else { return [] }
    let end =
      prototypes.compactMap(\.location)
      .filter { $0.file == start.file && $0.line > start.line }
      .map(\.line).min() ?? Int.max
    return filter { diagnostic in
      guard let location = diagnostic.location else { return false }
      return location.file == start.file && location.line >= start.line && location.line < end
    }
  }
}
