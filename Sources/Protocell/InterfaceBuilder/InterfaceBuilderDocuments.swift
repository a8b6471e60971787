/// What Interface Builder recorded in the `.xib` and `.storyboard` files among a command's paths,
/// by the names Protocell gives cells and views: each view's object id (printed beside its
/// frame), each cell's object id (so that a user may name a cell without a reuse identifier by
/// it), each document's design scale and the frames IB laid out.
public struct InterfaceBuilderDocuments: Sendable {
  /// Each document's path and design scale, in path order: the documents that name a
  /// `<device>` and hold cells (the others' scale is the default, no fact of theirs; a
  /// document without cells, a storyboard of other scenes, rounds nothing).
  public private(set) var scales: [(path: String, scale: Double)] = []
  /// For each prototype (by its key in the registry), each view's object id by view name.
  public private(set) var viewObjectIDs: [String: [String: String]] = [:]
  /// Each cell's prototype key, by the cell's object id (the first document's, when several
  /// documents' cells share the id).
  public var prototypeKeys: [String: String] { allPrototypeKeys.compactMapValues(\.first) }
  /// Every cell's prototype key, by object id, in document order: more than one where
  /// documents' cells share an id (Xcode gives every new `.xib` cell `KGk-i7-Jjw`).
  private var allPrototypeKeys: [String: [String]] = [:]
  /// For each prototype, each view's frame in the content view as IB recorded it.
  public private(set) var recordedFrames: [String: [String: Rect]] = [:]
  /// Every cell's prototype key, by the cell's custom class, in document order.
  private var prototypeKeysByClass: [String: [String]] = [:]
  /// The reuse identifiers (and unnamed cells' keys) the documents write, before any is
  /// qualified.
  private var unqualifiedKeys: Set<String> = []
  /// What IB recorded about each cell, by prototype key (the first document's, when several
  /// share it).
  private var cellRecords: [String: InterfaceBuilderCellRecord] = [:]

  /// What the Interface Builder documents among parsed files recorded, as the parser kept it.
  ///
  /// The records come from ``TemplateFile/interfaceBuilder``: nothing is read again. Templates
  /// are skipped.
  ///
  /// - Parameter files: Parsed files, as a check or a load returns them.
  public init(files: [TemplateFile]) {
    for file in files {
      guard let records = file.interfaceBuilder else { continue }
      add(records, path: file.path)
    }
  }

  private mutating func add(_ document: InterfaceBuilderRecords, path: String) {
    if document.hasDevice, !document.cells.isEmpty { scales.append((path, document.scale)) }
    for cell in document.cells {
      allPrototypeKeys[cell.ibID, default: []].append(cell.reuseIdentifier)
      if cellRecords[cell.reuseIdentifier] == nil { cellRecords[cell.reuseIdentifier] = cell }
      unqualifiedKeys.insert(cell.unqualifiedKey)
      if let customClass = cell.customClass {
        prototypeKeysByClass[customClass, default: []].append(cell.reuseIdentifier)
      }
      var views = viewObjectIDs[cell.reuseIdentifier] ?? [:]
      var frames = recordedFrames[cell.reuseIdentifier] ?? [:]
      for view in cell.views {
        if views[view.name] == nil { views[view.name] = view.ibID }
        if frames[view.name] == nil, let frame = view.frameInContentView {
          frames[view.name] = frame
        }
      }
      viewObjectIDs[cell.reuseIdentifier] = views
      recordedFrames[cell.reuseIdentifier] = frames
    }
  }

  /// The prototypes of dynamic tables laid out at the row height their table records (not
  /// static cells, whose heights are their own): the cells whose rows an app of Xcode before 11
  /// may size by content in code (`--self-sizing-rows`).
  public var prototypesAtTableRowHeights: Set<String> {
    Set(
      cellRecords.filter {
        $0.value.elementName == "tableViewCell" && $0.value.hasFixedHeight && !$0.value.isStatic
          && $0.value.containerID != nil
      }.keys)
  }

  /// The IB ids of each prototype's design-time constraints that the canvas keeps
  /// (`placeholder="YES"`, "Remove at build time"), by prototype key; prototypes without any
  /// are left out.
  public var placeholderConstraintIDs: [String: Set<String>] {
    cellRecords.compactMapValues {
      $0.placeholderConstraintIDs.isEmpty ? nil : $0.placeholderConstraintIDs
    }
  }

  /// The collection views' cells laid out at the item size IB recorded, in layouts that do not
  /// say that they size items by their content: an app may do it in code (an estimated item
  /// size set there, or a `.xib`'s cell in such a layout; `--self-sizing-rows`).
  public var prototypesAtItemSizes: Set<String> {
    Set(
      cellRecords.filter {
        $0.value.elementName == "collectionViewCell" && $0.value.hasFixedHeight
      }.keys)
  }

  /// The terms of the fix-its for a prototype (``InterfaceBuilderTerms``): `nil` for a
  /// template's, whose fix-its are in the template language.
  ///
  /// - Parameter key: The prototype's key.
  /// - Returns: The terms, naming the cell's views as Xcode's document outline does.
  package func interfaceBuilderTerms(forPrototype key: String) -> InterfaceBuilderTerms? {
    cellRecords[key].map { InterfaceBuilderTerms(cell: $0) }
  }

  /// The prototype key of the cell with the given object id (`KE4-nN-LJX`), if any.
  public func prototypeKey(forObjectID id: String) -> String? { allPrototypeKeys[id]?.first }

  /// The prototype keys of every cell with the given object id, in document order: several
  /// when documents' cells share it, so that the id alone does not name one.
  ///
  /// - Parameter id: An IB object id.
  /// - Returns: The keys; empty when no cell has the id.
  public func prototypeKeys(forObjectID id: String) -> [String] { allPrototypeKeys[id] ?? [] }

  /// The custom classes of the documents' cells, each with the prototype keys of its cells in
  /// document order: what a mistyped class given to `--id` is compared with.
  public var customClassPrototypeKeys: [String: [String]] { prototypeKeysByClass }

  /// The prototype keys of every cell of the given custom class, in document order.
  ///
  /// - Parameter customClass: A class name, as `customClass` gives it (`OperationTableViewCell`).
  /// - Returns: The keys; empty when no cell has the class.
  public func prototypeKeys(forCustomClass customClass: String) -> [String] {
    prototypeKeysByClass[customClass] ?? []
  }

  /// The prototype a user names: `identifier` itself when a prototype has it as its key, else
  /// the cell whose IB object id it is, else `identifier` when it is cells' reuse identifier
  /// (for the caller to find their qualified keys), else the only cell of that custom class,
  /// else `identifier` (for the caller to report).
  ///
  /// - Parameters:
  ///   - identifier: A reuse identifier or an IB object id, as given to `--id`.
  ///   - isKnown: Whether a prototype has the given key.
  /// - Returns: The prototype's key.
  public func prototypeKey(naming identifier: String, isKnown: (String) -> Bool) -> String {
    if isKnown(identifier) { return identifier }
    if let key = prototypeKey(forObjectID: identifier) { return key }
    // A reuse identifier names its cells, qualified or not, before any class does.
    if isReuseIdentifier(identifier) { return identifier }
    let ofClass = prototypeKeys(forCustomClass: identifier)
    return ofClass.count == 1 ? ofClass[0] : identifier
  }

  /// Whether a document writes `identifier` as a cell's reuse identifier (or it is an unnamed
  /// cell's key), whether or not the cell's key was qualified (`Cell` of `Cell@tbl-01-abc`).
  public func isReuseIdentifier(_ identifier: String) -> Bool {
    unqualifiedKeys.contains(identifier)
  }
}
