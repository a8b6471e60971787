import ProtocellArchive
import ProtocellTemplates

extension CellContent {
  /// A prototype's bound views, found once and used for every row: what
  /// ``CellContent/init(row:bindings:)`` reads, sparing a walk over (and a copy of) the whole
  /// view tree per row.
  public struct Bindings: Sendable {
    /// The bound labels and image views, in document order (a bound plain view or stack takes
    /// nothing from a row).
    let views: [BoundView]
    /// An empty table with room for every bound label's text: a row's texts start as a copy.
    ///
    /// `Dictionary(minimumCapacity:)` per row would look up the storage's generic type at run
    /// time each time; the copy of an empty table does not, and unlike growing from empty it
    /// allocates once.
    let emptyTexts: [String: String]
    /// An empty table with room for every bound image view's size, as ``emptyTexts``.
    let emptyImageSizes: [String: Size?]
    /// An empty table with room for every hiding view's flag, as ``emptyTexts``.
    let emptyHiddenFlags: [String: Bool]

    /// Finds the bound views of `prototype`.
    ///
    /// - Complexity: O(*n*) in the prototype's views.
    public init(prototype: CellPrototype) {
      views = prototype.allViews.compactMap(BoundView.init)
      emptyTexts = Dictionary(minimumCapacity: views.count { $0.target == .label })
      emptyImageSizes = Dictionary(minimumCapacity: views.count { $0.target == .image })
      emptyHiddenFlags = Dictionary(minimumCapacity: views.count(where: \.hidesWhenEmpty))
    }

    /// The row members the bound views show, in document order.
    ///
    /// A member by another name fills nothing. Derived when asked, so that a row's bindings
    /// (``CellContent/init(row:for:)``) cost nothing more.
    public var keys: [String] { views.map(\.key) }
  }

  /// What a row needs of one bound view: copying these is cheap, unlike the whole view (its
  /// kind, priorities, locations and subviews) for every binding of every row.
  struct BoundView: Sendable {
    /// The view's id, the key of its content.
    let id: String
    /// The row member it shows.
    let key: String
    /// Whether it is a label or an image view.
    let target: RowBinding.Target
    /// Whether it hides when its value is empty.
    let hidesWhenEmpty: Bool
    /// Whether the template hides it.
    let isHidden: Bool
    /// Whether a row without its key leaves it as designed (``DataBinding``).
    let keepsDesignWhenMissing: Bool
    /// Whether it is empty as designed: no text, or no image.
    let isEmptyAsDesigned: Bool

    /// The binding of `view`, or `nil` when it has none or takes nothing from a row.
    init?(_ view: ViewNode) {
      guard let binding = view.binding, let target = RowBinding.target(of: view.kind) else {
        return nil
      }
      id = view.id
      key = binding.key
      self.target = target
      hidesWhenEmpty = binding.hidesWhenEmpty
      isHidden = view.isHidden
      keepsDesignWhenMissing = binding.keepsDesignWhenMissing
      switch view.kind {
      case .label(let label): isEmptyAsDesigned = label.text.isEmpty
      case .image(let image): isEmptyAsDesigned = image.imageSize == nil
      case .view, .stack: isEmptyAsDesigned = true
      }
    }
  }

  /// Applies one row of data through a prototype's bindings, as ``init(row:for:)`` does.
  ///
  /// - Throws: ``CellError/rowIsNotAnObject(found:)``,
  ///   ``CellError/typeMismatch(key:viewID:expected:found:)``, or
  ///   ``CellError/invalidImageSize(key:viewID:member:found:)`` for an image size whose side is
  ///   not a number from 0 to 1,000,000.
  /// - Complexity: O(*b*) in the bound views, each a lookup in the row's object.
  public init(row: RowValue, bindings: Bindings) throws(CellError) {
    guard case .object(let object) = row else {
      throw .rowIsNotAnObject(found: row.kindDescription)
    }
    try self.init(bindings: bindings) { object[$0] }
  }

  /// Applies one row, read as members, through a prototype's bindings: what
  /// ``init(row:bindings:)`` gives for the same row, without the row's dictionary.
  ///
  /// The fast path for many rows of one prototype: parse each row once as ``RowMembers`` and
  /// find the prototype's ``Bindings`` once, as `protocell measure` does.
  ///
  /// - Throws: as ``init(row:bindings:)``.
  /// - Complexity: O(*b* × *m*) for *b* bound views and *m* members in the row.
  public init(members: RowMembers, bindings: Bindings) throws(CellError) {
    if let value = members.notAnObject { throw .rowIsNotAnObject(found: value.kindDescription) }
    try self.init(bindings: bindings) { members[$0] }
  }

  /// The content of a row whose members `member` finds by name.
  private init(bindings: Bindings, member: (String) -> RowValue?) throws(CellError) {
    self.init(
      texts: bindings.emptyTexts, imageSizes: bindings.emptyImageSizes,
      hiddenFlags: bindings.emptyHiddenFlags)
    for view in bindings.views {
      let value = member(view.key)
      if value == nil, view.keepsDesignWhenMissing {
        // The view keeps its designed content, which the layout takes when the row gives none.
        if view.hidesWhenEmpty { hiddenFlags[view.id] = view.isHidden || view.isEmptyAsDesigned }
        continue
      }
      let content = try RowBinding.resolve(value, as: view.target, viewID: view.id, key: view.key)
      switch content {
      case .text(let text): texts[view.id] = text
      case .image(let size): imageSizes[view.id] = size
      }
      if view.hidesWhenEmpty { hiddenFlags[view.id] = view.isHidden || content.isEmpty }
    }
  }
}
