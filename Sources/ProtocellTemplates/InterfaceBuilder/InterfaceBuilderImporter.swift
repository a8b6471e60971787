import ProtocellDiagnostics

/// Reads Interface Builder documents (`.xib`, `.storyboard`) into Protocell's model.
///
/// Every table-view and collection-view cell of the document becomes a ``CellPrototype``:
/// prototypes, static cells and the top-level cells of a `.xib`. Views, constraints, fonts,
/// stack views and layout margins carry over; what Protocell cannot model is reported with its
/// line and column. Dynamic Type text styles are sized at ``contentSizeCategory`` (Large unless
/// told otherwise; `--content-size-category` in the CLI). The document is read by the same
/// hardened XML reader as templates: no network, no DTD, no entity expansion, no XInclude,
/// bounded nesting and size.
///
/// ``TemplateParser`` hands any document whose root is an IB `<document>` to the importer, so
/// every command accepts IB files; use the importer directly to get what IB recorded about each
/// view as well (``InterfaceBuilderImport/cells``).
public struct InterfaceBuilderImporter: Sendable {
  /// Limits on what one file may hold (the same as for templates).
  public var limits: TemplateLimits
  /// The content size category Dynamic Type text styles are sized at (Large by default).
  ///
  /// Every label, button, text field and text view whose font is a text style
  /// (`<fontDescription style="UICTFontTextStyleBody"/>`) takes the style's size and leading at
  /// this category from Apple's Human Interface Guidelines; fonts with a point size do not
  /// change.
  public var contentSizeCategory: ContentSizeCategory
  /// Whether Interface Builder documents are read as IB's canvas draws their cells, not as
  /// UIKit lays them out at run time: what a cell looks like with no row data.
  ///
  /// On the canvas, views take their design-time placeholder sizes
  /// (`placeholderIntrinsicWidth`/`Height`), design-time constraints (`placeholder="YES"`)
  /// hold, and a table cell's content view has the layout
  /// margins of the Xcode that saved the document (UIView's 8 points before Xcode 9.2, whose
  /// `toolsVersion` is 13529; the table's 11 and 16 or 20 points since). Off by default.
  public var readsAsCanvas = false
  /// Whether every table's rows size themselves (`UITableView.automaticDimension`), whatever
  /// row height the document records.
  ///
  /// Before Xcode 11 a document could not say that a table's rows size themselves: the table
  /// records a row height (44 by default) and the app sets `rowHeight` to
  /// `UITableView.automaticDimension` in code, as the iOS 8 self-sizing samples do. With this on,
  /// a table cell is laid out at its fitting height, as there, and so is a collection view's
  /// cell, as a flow layout whose `estimatedItemSize` the app sets sizes it. Off by default: a
  /// recorded row height is the row's, and an item size holds unless the document's flow
  /// layout sizes items by their content (`automaticEstimatedItemSize`, `estimatedItemSize`),
  /// whose cells rows lay out at their fitting height.
  public var sizesRowsByContent = false

  /// Creates an importer.
  ///
  /// - Parameters:
  ///   - limits: Limits on what one file may hold.
  ///   - contentSizeCategory: The category text styles are sized at.
  public init(limits: TemplateLimits = .default, contentSizeCategory: ContentSizeCategory = .large)
  {
    self.limits = limits
    self.contentSizeCategory = contentSizeCategory
  }

  /// Imports the text of a document.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - path: The path to show in locations.
  /// - Returns: The cells, IB's records and the diagnostics.
  public func importDocument(text: String, path: String) -> InterfaceBuilderImport {
    importDocument(SourceFile(path: path, text: text))
  }

  /// Imports a document.
  public func importDocument(_ source: SourceFile) -> InterfaceBuilderImport {
    var diagnostics: [Diagnostic] = []
    var cells: [CellPrototype] = []
    var records: [InterfaceBuilderCellRecord] = []
    var scale = InterfaceBuilderDevice.defaultScale
    var hasDevice = false
    var canvasTextHeightScale: Double?
    var canvasIdeographScale: Double?
    if source.bytes.count > limits.maximumFileSize {
      diagnostics.append(
        Diagnostic(
          .fileTooLarge(
            source.path, bytes: source.bytes.count, limit: limits.maximumFileSize,
            splitting: "the document"),
          aboutWholeFile: source.path))
    } else {
      let reader = InterfaceBuilderReader(
        source: source, limits: limits, locator: SourceLocator(source: source),
        contentSizeCategory: contentSizeCategory)
      reader.readsAsCanvas = readsAsCanvas
      reader.sizesRowsByContent = sizesRowsByContent
      let parsed = XMLDocumentReader.read(source, nestingAtMost: limits.maximumNestingDepth) {
        root in
        reader.read(root)
      }
      if case .failure(let failure) = parsed {
        reader.diagnostics.append(failure.forInterfaceBuilderDocument(source).diagnostic)
      }
      diagnostics = reader.diagnostics
      cells = reader.cells
      records = reader.records
      scale = reader.scale
      hasDevice = reader.deviceGivesScale
      canvasTextHeightScale = reader.canvasTextHeightScale
      canvasIdeographScale = reader.canvasIdeographScale
    }
    return InterfaceBuilderImport(
      file: TemplateFile(
        path: source.path, cells: cells,
        interfaceBuilder: InterfaceBuilderRecords(
          cells: records, scale: scale, hasDevice: hasDevice,
          canvasTextHeightScale: canvasTextHeightScale,
          canvasIdeographScale: canvasIdeographScale)),
      source: source, diagnostics: diagnostics, cells: records, scale: scale)
  }

  /// The document types of iOS Interface Builder files.
  ///
  /// iPad documents (`….CocoaTouch.iPad.XIB`) and tvOS ones (`….AppleTV.Storyboard`) hold UIKit
  /// cells too, laid out by the same rules.
  static let cocoaTouchDocumentTypes: Set<String> = [
    "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
    "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
    "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
    "com.apple.InterfaceBuilder3.CocoaTouch.iPad.Storyboard.XIB",
    "com.apple.InterfaceBuilder.AppleTV.XIB",
    "com.apple.InterfaceBuilder.AppleTV.Storyboard",
  ]

  /// Whether `path` names an Interface Builder document by its extension (`.xib`,
  /// `.storyboard`, in any case): a file whose failures are mended in Xcode or from version
  /// control, not by the template language's rules.
  package static func hasDocumentExtension(_ path: String) -> Bool {
    ["xib", "storyboard"].contains(FilePathName.pathExtension(of: path).lowercased())
  }

  /// Whether `root` is the root of an Interface Builder document: a `<document>` whose `type`
  /// names Interface Builder (whatever the file's extension).
  static func isDocumentRoot(_ root: XMLElement) -> Bool {
    root.name == "document"
      && root.attribute(named: "type")?.value.hasPrefix("com.apple.InterfaceBuilder") == true
  }
}

extension ParseContext {
  /// The cells of an Interface Builder document, for ``TemplateParser``; the importer's
  /// diagnostics join the parser's.
  mutating func interfaceBuilderCells(from root: XMLElement) -> [CellPrototype] {
    let reader = InterfaceBuilderReader(
      source: source, limits: limits, locator: locator, contentSizeCategory: contentSizeCategory)
    reader.readsAsCanvas = readsAsCanvas
    reader.sizesRowsByContent = sizesRowsByContent
    reader.read(root)
    diagnostics += reader.diagnostics
    interfaceBuilder = InterfaceBuilderRecords(
      cells: reader.records, scale: reader.scale, hasDevice: reader.deviceGivesScale,
      canvasTextHeightScale: reader.canvasTextHeightScale)
    return reader.cells
  }
}
