import ProtocellDiagnostics

/// Turns one template file into a ``TemplateFile`` and the diagnostics found while reading it.
///
/// The parser is forgiving: it reports every problem it can see (unknown elements and attributes,
/// malformed values, constraint syntax) and still builds the model from what is valid, so that
/// one run of `protocell validate` shows as much as possible. Checks that relate parts of the
/// model to each other (duplicates, references, axes) belong to ``TemplateValidator``.
public struct TemplateParser: Sendable {
  /// Limits on what one file may hold.
  public var limits: TemplateLimits
  /// The content size category the text styles of Interface Builder documents are sized at
  /// (``InterfaceBuilderImporter/contentSizeCategory``); Large by default.
  public var contentSizeCategory: ContentSizeCategory
  /// Whether Interface Builder documents are read as IB's canvas draws their cells
  /// (``InterfaceBuilderImporter/readsAsCanvas``); off by default.
  public var readsAsCanvas = false
  /// Whether every table's rows size themselves whatever row height the document records
  /// (``InterfaceBuilderImporter/sizesRowsByContent``); off by default.
  public var sizesRowsByContent = false

  /// Creates a parser.
  ///
  /// - Parameters:
  ///   - limits: Limits on what one file may hold.
  ///   - contentSizeCategory: The category Interface Builder text styles are sized at.
  public init(limits: TemplateLimits = .default, contentSizeCategory: ContentSizeCategory = .large)
  {
    self.limits = limits
    self.contentSizeCategory = contentSizeCategory
  }

  /// The outcome of parsing one file.
  public struct Result: Sendable {
    /// The model; empty of cells when the file is not well-formed XML.
    public var file: TemplateFile
    /// The source, for diagnostic snippets.
    public var source: SourceFile
    /// What the parser found wrong.
    public var diagnostics: [Diagnostic]
    /// The root element's name when it is neither `<templates>` nor an Interface Builder
    /// `<document>`, holds no `<cell>` and is no misspelling of `<templates>` (an Android
    /// manifest, a plist): the file is no template at all.
    public var foreignRoot: String?
  }

  /// Parses the text of a file.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The path to show in locations.
  /// - Returns: The file's cells and diagnostics.
  public func parse(text: String, path: String) -> Result {
    parse(SourceFile(path: path, text: text))
  }

  /// Parses a source file.
  public func parse(_ source: SourceFile) -> Result {
    var context = ParseContext(
      source: source, limits: limits, contentSizeCategory: contentSizeCategory)
    context.readsAsCanvas = readsAsCanvas
    context.sizesRowsByContent = sizesRowsByContent
    var cells: [CellPrototype] = []
    if source.bytes.count > limits.maximumFileSize {
      context.diagnostics.append(
        Diagnostic(
          .fileTooLarge(
            source.path, bytes: source.bytes.count, limit: limits.maximumFileSize,
            splitting: "the templates over several files"),
          aboutWholeFile: source.path))
    } else {
      let parsed = XMLDocumentReader.read(
        source, keepingBlankTextIn: TemplateSchema.textElements,
        nestingAtMost: limits.maximumNestingDepth
      ) { root in
        InterfaceBuilderImporter.isDocumentRoot(root)
          ? context.interfaceBuilderCells(from: root) : context.templates(from: root)
      }
      switch parsed {
      case .failure(let failure):
        context.diagnostics.append(
          failure.forInterfaceBuilderDocument(source).diagnostic)
      case .success(let templates): cells = templates
      }
    }
    return Result(
      file: TemplateFile(
        path: source.path, cells: cells, interfaceBuilder: context.interfaceBuilder),
      source: source, diagnostics: context.diagnostics, foreignRoot: context.foreignRoot)
  }
}

/// The mutable state of one parse: the source and the diagnostics so far.
struct ParseContext {
  let source: SourceFile
  let limits: TemplateLimits
  /// The category Interface Builder text styles are sized at.
  let contentSizeCategory: ContentSizeCategory
  /// Whether IB views take their design-time placeholder sizes.
  var readsAsCanvas = false
  /// Whether IB tables' rows size themselves whatever their recorded row heights.
  var sizesRowsByContent = false
  /// What an Interface Builder document recorded beside its cells, once read.
  var interfaceBuilder: InterfaceBuilderRecords?
  /// The root element's name when it is neither `<templates>` nor an IB document.
  var foreignRoot: String?
  /// Turns byte offsets into locations; offsets arrive in document order.
  let locator: SourceLocator
  var diagnostics: [Diagnostic] = []
  /// Storage for the tokens of constraint expressions, reused from one to the next.
  var tokenBuffer: [ConstraintLexer.Token] = []

  init(
    source: SourceFile, limits: TemplateLimits, contentSizeCategory: ContentSizeCategory = .large
  ) {
    self.source = source
    self.limits = limits
    self.contentSizeCategory = contentSizeCategory
    self.locator = SourceLocator(source: source)
  }

  /// A context with this one's source and settings and nothing read yet, for another thread:
  /// the locator's cursor and the diagnostics are its own.
  func sibling() -> ParseContext {
    var context = ParseContext(
      source: source, limits: limits, contentSizeCategory: contentSizeCategory)
    context.readsAsCanvas = readsAsCanvas
    context.sizesRowsByContent = sizesRowsByContent
    return context
  }

  /// Where an element's start tag begins.
  func location(of element: XMLElement) -> SourceLocation {
    locator.location(ofByteOffset: element.offset)
  }

  // MARK: - Structure

  mutating func templates(from root: XMLElement) -> [CellPrototype] {
    guard root.name == TemplateSchema.root else {
      // Another format's file, not a template gone wrong: no `<cell>` inside, and a root that
      // is no misspelling of `<templates>` (`<template>`, `<Templates>` are errors to fix).
      let holdsCells = root.children.contains {
        guard case .element(let child) = $0 else { return false }
        return TemplateSchema.rootChildElements.contains(child.name)
      }
      if !holdsCells, Suggestions.best(for: root.name, in: [TemplateSchema.root]) == nil {
        foreignRoot = root.name
      }
      // A .xib or .storyboard meant to be an Interface Builder document: mended in Xcode or
      // from version control, not by wrapping it in <templates>.
      let message: DiagnosticMessage =
        InterfaceBuilderImporter.hasDocumentExtension(source.path)
        ? .wrongDocumentRoot(root.name, path: source.path) : .wrongTemplateRoot(root.name)
      diagnostics.append(Diagnostic(message, at: location(of: root)))
      return []
    }
    let attributes = AttributeReader(element: root, locator: locator)
    if let version = attributes.string("version"),
      !TemplateSchema.supportedVersions.contains(version.trimmingSpaces)
    {
      diagnostics.append(
        Diagnostic(
          .unsupportedVersion(version), at: attributes.location(of: "version"),
          fixIts: [
            .replacing(
              "write version=\"1\"", with: "1", at: attributes.location(of: "version"),
              length: version.unicodeScalars.count)
          ]))
    }
    diagnostics += attributes.diagnostics
    return cells(in: Array(root.children), of: root)
  }

  /// Reports `element` unless its name is one of `allowed`; returns whether it is allowed.
  mutating func expect(_ element: XMLElement, among allowed: [String], in parent: XMLElement)
    -> Bool
  {
    if allowed.contains(element.name) { return true }
    if TemplateSchema.elementNames.contains(element.name) {
      diagnostics.append(
        Diagnostic(
          .misplacedElement(element.name, in: parent.name, allowed: allowed),
          at: location(of: element)))
    } else {
      diagnostics.append(
        Diagnostic(
          .unknownElement(element.name), at: location(of: element),
          fixIts: Suggestions.fixIts(
            for: element.name, in: allowed.isEmpty ? TemplateSchema.elementNames : allowed,
            at: location(of: element).advanced(byColumns: 1),
            otherwise: DiagnosticMessage.takes(parent.name, allowed))))
    }
    return false
  }

  /// Reports non-blank text where only elements belong.
  mutating func checkBlank(_ text: XMLText, in parent: XMLElement) {
    if text.isASCIIBlank { return }
    // Read from the tree once: each `value` decodes the run anew.
    let value = text.value
    let trimmed = value.trimmingSpaces
    guard !trimmed.isEmpty else { return }
    let offsets = source.byteOffsets(ofDecodedText: value, startingAt: text.offset)
    let firstVisible = value.unicodeScalars.firstIndex { !$0.properties.isWhitespace }
    let index =
      firstVisible.map {
        value.unicodeScalars.distance(from: value.unicodeScalars.startIndex, to: $0)
      }
      ?? 0
    let excerpt = trimmed.count > 30 ? String(trimmed.prefix(30)) + "…" : trimmed
    diagnostics.append(
      Diagnostic(
        .unexpectedText(excerpt, in: parent.name),
        at: locator.location(ofByteOffset: offsets[min(index, offsets.count - 1)])))
  }
}
