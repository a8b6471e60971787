import ProtocellDiagnostics
import ProtocellTemplates

/// A cell handed out by a ``PrototypeRegistry``: its own copy of its prototype's views, which
/// the app fills with a row's data.
///
/// A cell is a reference, like a `UITableViewCell`, and is meant for one task at a time: it is
/// not `Sendable`. Changing it never changes its prototype or any other cell.
public final class Cell {
  /// The cell's current state: its prototype's model with every change applied (without
  /// source locations).
  public private(set) var model: CellPrototype

  /// Whether a label's font or number of lines was set since the cell was dequeued or last
  /// prepared for reuse (``Label/font``, ``Label/numberOfLines``).
  ///
  /// Such a cell no longer lays out as its prototype: `HeightCalculator`'s `height(of:)` and
  /// `layout(of:)` then lay it out by an engine built for it (slower than a prototype's pooled
  /// engines, but as the cell is); texts, image sizes and hidden flags need no such engine.
  public internal(set) var hasChangedLabelMetrics = false
  /// The state it was dequeued in, which ``prepareForReuse()`` restores.
  let pristine: CellPrototype
  /// The index path of each view by `id`, built on first access.
  private var pathsByID: [String: [Int]]?

  /// Creates a cell in the given state.
  init(model: CellPrototype) {
    self.model = model
    self.pristine = model
  }

  /// The reuse identifier of the cell's prototype.
  public var reuseIdentifier: String { model.reuseIdentifier }

  /// Restores the state the cell was dequeued in, as a table does before reusing a cell.
  ///
  /// - Complexity: O(1): the state is shared with the pristine copy until next changed.
  public func prepareForReuse() {
    model = pristine
    hasChangedLabelMetrics = false
  }

  // MARK: - Views by id

  /// The path of child indices from the content view to the view with `id`.
  func path(ofView id: String) throws(CellError) -> [Int] {
    if pathsByID == nil { pathsByID = Self.paths(of: model.views) }
    guard let path = pathsByID?[id] else {
      let ids = pathsByID.map { Array($0.keys) } ?? []
      throw .noSuchView(id, known: Suggestions.ordered(byDistanceTo: id, ids))
    }
    return path
  }

  private static func paths(of views: [ViewNode]) -> [String: [Int]] {
    var paths: [String: [Int]] = [:]
    func visit(_ views: [ViewNode], prefix: [Int]) {
      for (index, view) in views.enumerated() {
        let path = prefix + [index]
        // The first view with an id wins, as `CellPrototype.view(withID:)` finds it.
        if paths[view.id] == nil { paths[view.id] = path }
        visit(view.subviews, prefix: path)
      }
    }
    visit(views, prefix: [])
    return paths
  }

  /// The view at a path.
  func view(at path: [Int]) -> ViewNode {
    var view = model.views[path[0]]
    for index in path.dropFirst() { view = view.subviews[index] }
    return view
  }

  /// The view at a path in the state the cell was dequeued in.
  func pristineView(at path: [Int]) -> ViewNode {
    var view = pristine.views[path[0]]
    for index in path.dropFirst() { view = view.subviews[index] }
    return view
  }

  /// Changes the view at a path in place.
  func modifyView(at path: [Int], _ body: (inout ViewNode) -> Void) {
    func modify(_ views: inout [ViewNode], _ path: ArraySlice<Int>) {
      guard let index = path.first else { return }
      if path.count == 1 {
        body(&views[index])
      } else {
        modify(&views[index].subviews, path.dropFirst())
      }
    }
    modify(&model.views, path[...])
  }
}

@available(*, unavailable)
extension Cell: Sendable {}
