import ProtocellDiagnostics

/// The state of importing one Interface Builder document: it finds the cells, then turns each
/// into a ``CellPrototype`` (see the `+Cells`, `+Views` and `+Constraints` extensions).
///
/// A reader works inside ``XMLDocumentReader/read(_:keepingBlankTextIn:nestingAtMost:_:)``'s
/// closure: the elements it keeps while reading never outlive the document.
final class InterfaceBuilderReader {
  let source: SourceFile
  let limits: TemplateLimits
  let locator: SourceLocator
  /// The content size category text styles are sized at.
  let contentSizeCategory: ContentSizeCategory
  var diagnostics: [Diagnostic] = []
  /// The cells read so far, in document order.
  var cells: [CellPrototype] = []
  /// What IB recorded about each cell, parallel to ``cells``.
  var records: [InterfaceBuilderCellRecord] = []

  /// Whether the document is a tvOS one (`com.apple.InterfaceBuilder.AppleTV.…`): its text
  /// styles have tvOS's sizes (``InterfaceBuilderTextStyle/tvOSTable``).
  var isTVOS = false
  /// The scale of the document's `<device>` (2 without one).
  var scale = InterfaceBuilderDevice.defaultScale
  /// The width of the screen the document is designed on, when its `<device>` names one.
  var deviceWidth: Double?
  /// Whether the document names a `<device>` (Xcode 9 and later always write one, Xcode 8
  /// mostly, older ones never).
  var hasDevice = false
  /// Whether the document's `<device>` is one whose scale is known, so that it gave ``scale``
  /// (an unknown one, `watch38` say, leaves the default).
  var deviceGivesScale = false
  /// The size of each named image, from the document's `<resources>`.
  var imageSizes: [String: Size] = [:]
  /// The names of the `<resources>` images that are SF Symbols (`catalog="system"`).
  var symbolNames: Set<String> = []
  /// Whether cells are read as IB's canvas draws them (``InterfaceBuilderImporter/readsAsCanvas``).
  var readsAsCanvas = false
  /// Whether tables' rows size themselves whatever row heights the document records
  /// (``InterfaceBuilderImporter/sizesRowsByContent``).
  var sizesRowsByContent = false
  /// The object ids of the collection views whose flow layout sizes its items by their
  /// content: an automatic estimated size (`automaticEstimatedItemSize="YES"`, Xcode 11's
  /// default) or an estimated item size of its own (`UICollectionViewFlowLayout.estimatedItemSize`).
  var selfSizingCollections: Set<String> = []
  /// The major `toolsVersion` of the Xcode that saved the document (14000 and up: Xcode 10 and
  /// later), 0 when it is not written.
  var toolsVersion = 0
  /// What the recorded heights of the cells' labels say about the canvas's rounding, counted
  /// as the labels are read.
  var textHeightEvidence = TextHeightEvidence()
  /// The scale the canvas rounded label heights to, when not the device's
  /// (``InterfaceBuilderRecords/canvasTextHeightScale``).
  var canvasTextHeightScale: Double?
  /// The first cell or view holding each object id, and its `id` attribute, document-wide.
  var objectIDs: [String: (element: String, id: XMLAttribute)] = [:]
  /// The tree converters a concurrent read of the cells used (``readCells(_:)``): the elements
  /// and attributes read through them (``objectIDs``') point to them without keeping them.
  var runConverters: [TreeConverter] = []
  /// The property name of the first outlet connected to each object id, document-wide.
  var outletNames: [String: String] = [:]
  /// What the key of a cell without a reuse identifier starts with (``unnamedCellKey(ibID:)``).
  ///
  /// The file's name without white space, control characters or angle brackets, or `cell`;
  /// worked out once, as a document's static cells mostly have no identifier. A document read
  /// from standard input, `<stdin>`, gives `stdin`, as in every command.
  lazy var unnamedCellPrefix: String = {
    let cleaned = String(
      FilePathName.stem(of: source.path).unicodeScalars.filter {
        !$0.properties.isWhitespace && $0.properties.generalCategory != .control
          && $0 != "<" && $0 != ">"
      })
    return cleaned.isEmpty ? "cell" : cleaned
  }()
  /// The child elements of recently visited elements, by start offset in a direct-mapped table:
  /// a view's parts are looked up one by one (frame, margins, font, colour…), and each lookup
  /// would otherwise convert every child from libxml2's tree again.
  private var childElementSlots = [(offset: Int, children: [XMLElement])?](
    repeating: nil, count: 64)

  /// The element of a collection view's section header or footer.
  static let reusableViewElement = "collectionReusableView"

  /// A cell element found while scanning, with the table it belongs to.
  struct PendingCell {
    var element: XMLElement
    var table: TableContext?
    /// The IB object id of the table or collection view that holds the cell, if any.
    var containerID: String?
    /// The cell's key when its reuse identifier alone does not name it: the identifier
    /// qualified by its table's or collection view's object id (`Cell@tbl-01-abc`).
    var qualifiedKey: String?
  }

  /// What a cell takes from its table view.
  struct TableContext {
    /// The table's width, from its frame.
    var width: Double?
    /// Whether the table's cells are static (`dataMode="static"`).
    var isStatic: Bool
    /// Whether the table draws separators.
    var hasSeparators: Bool
    /// The table's fixed row height, or `nil` when its rows size themselves (`rowHeight="-1"`,
    /// `UITableView.automaticDimension`, or no row height written).
    var fixedRowHeight: Double?
    /// Whether the table is its view controller's root view (`<tableView key="view">`, a table
    /// view controller's), rather than a subview of one.
    var isRootView: Bool
    /// The width of its view controller's root view (the table's own when it is that view), or
    /// `nil` outside a view controller.
    var controllerWidth: Double?
  }

  init(
    source: SourceFile, limits: TemplateLimits, locator: SourceLocator,
    contentSizeCategory: ContentSizeCategory = .large
  ) {
    self.source = source
    self.limits = limits
    self.locator = locator
    self.contentSizeCategory = contentSizeCategory
  }

  // MARK: - The document

  /// Reads the document whose root element is `root`.
  func read(_ root: XMLElement) {
    // The cached elements point into libxml2's tree, which goes when the read does.
    defer { childElementSlots = childElementSlots.map { _ in nil } }
    guard InterfaceBuilderImporter.isDocumentRoot(root) else {
      diagnostics.append(
        Diagnostic(.wrongDocumentRoot(root.name), at: location(of: root)))
      return
    }
    if let type = root.attribute(named: "type"),
      !InterfaceBuilderImporter.cocoaTouchDocumentTypes.contains(type.value)
    {
      diagnostics.append(
        Diagnostic(.notAnIOSDocument(type.value), at: valueLocation(of: type)))
      return
    }
    if let type = root.attribute(named: "type"), type.value.contains(".AppleTV.") {
      isTVOS = true
      diagnostics.append(Diagnostic(.tvOSDocument(), at: valueLocation(of: type)))
    }
    toolsVersion = string(root, "toolsVersion").flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    if let device = child(of: root, named: "device") {
      hasDevice = true
      deviceGivesScale = InterfaceBuilderDevice.isKnown(string(device, "id"))
      scale = InterfaceBuilderDevice.scale(ofDeviceID: string(device, "id"))
      deviceWidth = InterfaceBuilderDevice.width(
        ofDeviceID: string(device, "id"), orientation: string(device, "orientation"))
    }
    var pending: [PendingCell] = []
    scan(root, table: nil, containerID: nil, controllerWidth: nil, into: &pending)
    qualifySharedIdentifiers(&pending)
    readCells(pending)
    // The cells' labels have voted: on the canvas, every cell rounds as the document says, and
    // each label as its own frame shows.
    canvasTextHeightScale = textHeightEvidence.scale
    if readsAsCanvas {
      for index in cells.indices {
        cells[index].useCanvasText(
          textHeightScale: canvasTextHeightScale, ideographScale: canvasIdeographScale,
          record: records[index])
      }
    }
    if deviceGivesScale {
      for index in cells.indices { cells[index].designScale = scale }
    }
  }

  /// Qualifies the keys of cells whose reuse identifier does not name them alone.
  ///
  /// UIKit scopes reuse identifiers per table view, so `Cell` in every scene of a storyboard is
  /// normal: such a cell's key is its identifier and its table's or collection view's object
  /// id (`Cell@tbl-01-abc`). Static cells are never dequeued, so their identifiers may repeat
  /// even in one table: each repeated one is keyed by its own object id (`Cell@cel-01-abc`).
  /// Two prototypes with one identifier in the same dynamic table are a real clash, reported
  /// at the second; it is keyed by its object id so that it can still be named.
  private func qualifySharedIdentifiers(_ pending: inout [PendingCell]) {
    var containers: [String: Set<String>] = [:]
    var counts: [String: Int] = [:]
    // Cells, headers and footers are registered apart (a header may share a cell's identifier).
    func kind(of cell: PendingCell) -> String {
      cell.element.name == Self.reusableViewElement ? string(cell.element, "key") ?? "-" : ""
    }
    func scope(of cell: PendingCell, _ identifier: String) -> String {
      identifier + "\u{0}" + (cell.containerID ?? "") + "\u{0}" + kind(of: cell)
    }
    for cell in pending {
      guard let identifier = string(cell.element, "reuseIdentifier") else { continue }
      containers[identifier + "\u{0}" + kind(of: cell), default: []].insert(cell.containerID ?? "")
      counts[scope(of: cell, identifier), default: 0] += 1
    }
    var first: [String: XMLElement] = [:]
    for index in pending.indices {
      let cell = pending[index]
      guard let identifier = string(cell.element, "reuseIdentifier") else { continue }
      let scope = scope(of: cell, identifier)
      let cellID = string(cell.element, "id") ?? ""
      if (counts[scope] ?? 0) > 1, cell.table?.isStatic == true {
        pending[index].qualifiedKey = identifier + "@" + cellID
        continue
      }
      if let earlier = first[scope] {
        pending[index].qualifiedKey = identifier + "@" + cellID
        diagnostics.append(
          Diagnostic(
            .duplicateReuseIdentifier(identifier, isInterfaceBuilder: true),
            at: cell.element.attribute(named: "reuseIdentifier").map(valueLocation(of:))
              ?? location(of: cell.element),
            notes: [
              .firstDeclared(
                identifier,
                location: earlier.attribute(named: "reuseIdentifier").map(valueLocation(of:)))
            ]))
        continue
      }
      first[scope] = cell.element
      if let containerID = cell.containerID,
        (containers[identifier + "\u{0}" + kind(of: cell)]?.count ?? 0) > 1
      {
        pending[index].qualifiedKey = identifier + "@" + containerID
      }
    }
    // A header named like a cell of its collection view: each is registered for its own kind,
    // and the header is keyed by its object id (the cell keeps its name).
    var taken: Set<String> = []
    let cellsFirst = pending.indices.sorted {
      (pending[$0].element.name == Self.reusableViewElement ? 1 : 0, $0)
        < (pending[$1].element.name == Self.reusableViewElement ? 1 : 0, $1)
    }
    for index in cellsFirst {
      guard let identifier = string(pending[index].element, "reuseIdentifier") else { continue }
      var key = pending[index].qualifiedKey ?? identifier
      if taken.contains(key) {
        // Unique whatever the other keys are: a cell may be named `Cell@h1` itself, and a
        // header may have no object id.
        let base =
          identifier + "@"
          + (string(pending[index].element, "id") ?? pending[index].element.name)
        key = base
        var number = 2
        while taken.contains(key) {
          key = base + "-\(number)"
          number += 1
        }
        pending[index].qualifiedKey = key
      }
      taken.insert(key)
    }
  }

  /// Collects outlets, image sizes and cell elements under `element`, inside a view controller
  /// whose root view is `controllerWidth` wide, if any.
  private func scan(
    _ element: XMLElement, table: TableContext?, containerID: String?, controllerWidth: Double?,
    into pending: inout [PendingCell]
  ) {
    for case .element(let child) in element.children {
      // A view controller's root view (`<view key="view">`, `<tableView key="view">`…).
      let controllerWidth =
        string(child, "key") == "view"
        ? frame(of: child)?.width ?? controllerWidth : controllerWidth
      switch child.name {
      case "outlet":
        if let property = string(child, "property"), let destination = string(child, "destination"),
          outletNames[destination] == nil
        {
          outletNames[destination] = property
        }
      case "image" where element.name == "resources":
        if let name = string(child, "name"), let width = number(child, "width", in: 0...100_000),
          let height = number(child, "height", in: 0...100_000)
        {
          imageSizes[name] = Size(width: width, height: height)
        }
        if let name = string(child, "name"), string(child, "catalog") == "system" {
          symbolNames.insert(name)
        }
      case "tableViewCell", "collectionViewCell", Self.reusableViewElement:
        pending.append(PendingCell(element: child, table: table, containerID: containerID))
        scan(
          child, table: table, containerID: containerID, controllerWidth: controllerWidth,
          into: &pending)
      case "tableView":
        let context = TableContext(
          width: frame(of: child)?.width, isStatic: string(child, "dataMode") == "static",
          hasSeparators: string(child, "separatorStyle") != "none",
          fixedRowHeight: string(child, "rowHeight") == "-1"
            ? nil : number(child, "rowHeight", in: 0...100_000),
          isRootView: string(child, "key") == "view", controllerWidth: controllerWidth)
        scan(
          child, table: context, containerID: string(child, "id"),
          controllerWidth: controllerWidth, into: &pending)
      case "collectionView":
        if let id = string(child, "id"), sizesItemsByContent(child) {
          selfSizingCollections.insert(id)
        }
        // Its cells are no table's, even inside a table's cell (a static table's carousel).
        scan(
          child, table: nil, containerID: string(child, "id"), controllerWidth: controllerWidth,
          into: &pending)
      case "constraints":
        // Only <constraint> elements: no outlet, image or cell, and a large share of the
        // document that the cells' own reading converts anyway.
        continue
      default:
        scan(
          child, table: table, containerID: containerID, controllerWidth: controllerWidth,
          into: &pending)
      }
    }
  }

  /// Reports an object id an earlier cell or view of the document has too: IB gives each object
  /// its own, and a constraint or outlet naming a shared one reaches only one of them. (Only
  /// the cells' objects are checked: a storyboard's scenes are not read.)
  func noteObjectID(of element: XMLElement) {
    guard let id = element.attribute(named: "id") else { return }
    guard let first = objectIDs[id.value] else {
      objectIDs[id.value] = (element.name, id)
      return
    }
    // The same element read again (a cell nested in another cell's views is read with it and
    // on its own) is no second object.
    guard first.id.valueOffset != id.valueOffset else { return }
    diagnostics.append(
      Diagnostic(
        .duplicateObjectID(id.value, element: element.name, firstElement: first.element),
        at: valueLocation(of: id),
        notes: [.firstDeclared(id.value, location: valueLocation(of: first.id))]))
  }

  // MARK: - Attributes

  /// Where an element's start tag begins.
  func location(of element: XMLElement) -> SourceLocation {
    locator.location(ofByteOffset: element.offset)
  }

  /// Where an attribute's value starts.
  func valueLocation(of attribute: XMLAttribute) -> SourceLocation {
    locator.location(ofByteOffset: attribute.valueOffset)
  }

  /// Where the value of the attribute `name` starts, or the element when it has none.
  func location(of name: String, in element: XMLElement) -> SourceLocation {
    element.attribute(named: name).map(valueLocation(of:)) ?? location(of: element)
  }

  /// An attribute's value, trimmed; `nil` when absent or blank.
  func string(_ element: XMLElement, _ name: String) -> String? {
    guard let value = element.attribute(named: name)?.value.trimmingSpaces, !value.isEmpty else {
      return nil
    }
    return value
  }

  /// Whether a Boolean attribute is `YES`.
  func isYes(_ element: XMLElement, _ name: String) -> Bool {
    element.attribute(named: name)?.value == "YES"
  }

  /// An attribute's value when it is one of `allowed`, the values Interface Builder writes;
  /// reports `invalid-value` (a warning: the default is laid out) and returns `nil` otherwise,
  /// or when the attribute is absent.
  func choice(_ element: XMLElement, _ name: String, among allowed: [String], default: String)
    -> String?
  {
    guard let attribute = element.attribute(named: name) else { return nil }
    guard allowed.contains(attribute.value) else {
      diagnostics.append(
        Diagnostic(
          .unknownChoice(
            name, of: element.name, written: attribute.value, allowed: allowed,
            default: `default`),
          at: valueLocation(of: attribute)))
      return nil
    }
    return attribute.value
  }

  /// A finite number in `range`; reports `invalid-number` and returns `nil` otherwise.
  func number(_ element: XMLElement, _ name: String, in range: ClosedRange<Double>) -> Double? {
    guard let attribute = element.attribute(named: name) else { return nil }
    guard case .success(let value) = NumberSyntax.parse(attribute.value), range.contains(value)
    else {
      diagnostics.append(
        Diagnostic(
          .invalidNumber(name, of: element.name, range: range, written: attribute.value),
          at: valueLocation(of: attribute)))
      return nil
    }
    return value
  }

  /// The child elements of `element` with the given name.
  func children(of element: XMLElement, named name: String) -> [XMLElement] {
    childElements(of: element).filter { $0.name == name }
  }

  /// The first child element with the given name.
  func child(of element: XMLElement, named name: String) -> XMLElement? {
    childElements(of: element).first { $0.name == name }
  }

  /// The child element with the given `key` attribute (and name, when given).
  func child(of element: XMLElement, key: String, named name: String? = nil) -> XMLElement? {
    childElements(of: element).first {
      $0.attribute(named: "key")?.value == key && (name == nil || $0.name == name)
    }
  }

  /// The child elements with the given `key` attribute, in order.
  func children(of element: XMLElement, key: String) -> [XMLElement] {
    childElements(of: element).filter { $0.attribute(named: "key")?.value == key }
  }

  /// The child elements of `element`, converted once while it is among the recently visited.
  private func childElements(of element: XMLElement) -> [XMLElement] {
    // Only a located element has a distinct offset (an unlocated one has the tag start 0).
    let slot = element.offset & (childElementSlots.count - 1)
    if element.offset > 0, let cached = childElementSlots[slot], cached.offset == element.offset {
      return cached.children
    }
    var result: [XMLElement] = []
    for case .element(let child) in element.children { result.append(child) }
    if element.offset > 0 { childElementSlots[slot] = (element.offset, result) }
    return result
  }

  /// The frame IB recorded for a view (`<rect key="frame">`).
  func frame(of element: XMLElement) -> Rect? {
    guard let rect = child(of: element, key: "frame", named: "rect") else { return nil }
    let range: ClosedRange<Double> = -1_000_000...1_000_000
    // Interface Builder writes no size below zero (none in the corpora's 3,961 documents): one
    // is an error at the number, and the element is read as recording no frame.
    let sizes: ClosedRange<Double> = 0...1_000_000
    guard let x = number(rect, "x", in: range), let y = number(rect, "y", in: range),
      let width = number(rect, "width", in: sizes), let height = number(rect, "height", in: sizes)
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The layout margins the document sets on `element` (`<edgeInsets key="layoutMargins">` or
  /// `<directionalEdgeInsets key="directionalLayoutMargins">`); `nil` when it sets none, or
  /// when there is no element.
  func layoutMargins(of element: XMLElement?) -> EdgeInsets? {
    element.flatMap {
      insets(of: $0, key: "layoutMargins", directionalKey: "directionalLayoutMargins")
    }
  }

  /// Insets IB writes as `<edgeInsets key=…>` (top, left, bottom, right) or
  /// `<directionalEdgeInsets key=…>` (top, leading, bottom, trailing).
  func insets(of element: XMLElement, key: String, directionalKey: String) -> EdgeInsets? {
    let range: ClosedRange<Double> = -10_000...10_000
    if let insets = child(of: element, key: directionalKey, named: "directionalEdgeInsets") {
      return EdgeInsets(
        top: number(insets, "top", in: range) ?? 0,
        leading: number(insets, "leading", in: range) ?? 0,
        bottom: number(insets, "bottom", in: range) ?? 0,
        trailing: number(insets, "trailing", in: range) ?? 0)
    }
    if let insets = child(of: element, key: key, named: "edgeInsets") {
      return EdgeInsets(
        top: number(insets, "top", in: range) ?? 0, leading: number(insets, "left", in: range) ?? 0,
        bottom: number(insets, "bottom", in: range) ?? 0,
        trailing: number(insets, "right", in: range) ?? 0)
    }
    return nil
  }

  /// A colour IB writes as `<color key=…>` with red/green/blue/alpha or white/alpha components;
  /// named and system colours without components are not read.
  func color(of element: XMLElement, key: String) -> Color? {
    guard let color = child(of: element, key: key, named: "color") else { return nil }
    let unit: ClosedRange<Double> = 0...1
    let alpha = number(color, "alpha", in: unit) ?? 1
    if let white = number(color, "white", in: unit) {
      return Color(red: white, green: white, blue: white, alpha: alpha)
    }
    guard let red = number(color, "red", in: unit), let green = number(color, "green", in: unit),
      let blue = number(color, "blue", in: unit)
    else { return nil }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}
