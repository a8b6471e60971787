import ProtocellDiagnostics

extension ParseContext {
  // MARK: - Cells

  mutating func cell(from element: XMLElement) -> CellPrototype {
    var attributes = AttributeReader(element: element, locator: locator)
    let identifier = attributes.requiredString("reuseIdentifier", code: .missingReuseIdentifier)
    var cell = CellPrototype(
      reuseIdentifier: identifier ?? "",
      location: location(of: element),
      reuseIdentifierLocation: element.attribute(named: "reuseIdentifier").map(
        attributes.valueLocation(of:)))
    if let width = attributes.number("width", in: 1...100_000) { cell.width = width }
    cell.estimatedHeight = attributes.number("estimatedHeight", in: 0...100_000)
    if let separator = attributes.choice("separator", of: SeparatorStyle.self) {
      cell.separator = separator
    }
    if let accessory = attributes.choice("accessory", of: CellAccessory.self) {
      cell.accessory = accessory
    }
    if let style = attributes.choice("style", of: CellStyle.self) { cell.style = style }
    diagnostics += attributes.diagnostics

    var sawMargins = false
    for child in element.children {
      switch child {
      case .text(let text): checkBlank(text, in: element)
      case .element(let childElement):
        guard
          expect(childElement, among: TemplateSchema.cellChildElements, in: element)
        else { continue }
        switch childElement.name {
        case "margins":
          if sawMargins {
            diagnostics.append(
              Diagnostic(.secondMargins, at: location(of: childElement)))
          }
          sawMargins = true
          cell.layoutMargins = margins(from: childElement)
        case "constraints":
          appendConstraints(from: childElement, to: &cell.constraints)
        default:
          cell.views.append(view(from: childElement))
        }
      }
    }
    checkLimits(of: cell, at: element)
    return cell
  }

  private mutating func checkLimits(of cell: CellPrototype, at element: XMLElement) {
    // By index: reducing the views themselves would copy each to count its subviews.
    func count(_ views: [ViewNode]) -> Int {
      views.indices.reduce(views.count) { $0 + count(views[$1].subviews) }
    }
    diagnostics += limits.problems(
      ofCellWithViews: count(cell.views), constraints: cell.constraints.count,
      at: location(of: element))
  }

  private mutating func margins(from element: XMLElement) -> EdgeInsets {
    var attributes = AttributeReader(element: element, locator: locator)
    var margins = EdgeInsets.defaultLayoutMargins
    let range: ClosedRange<Double> = -10_000...10_000
    if let top = attributes.number("top", in: range) { margins.top = top }
    if let leading = attributes.number("leading", in: range) { margins.leading = leading }
    if let bottom = attributes.number("bottom", in: range) { margins.bottom = bottom }
    if let trailing = attributes.number("trailing", in: range) { margins.trailing = trailing }
    diagnostics += attributes.diagnostics
    for child in element.childElements { _ = expect(child, among: [], in: element) }
    return margins
  }

  // MARK: - Constraints

  private mutating func appendConstraints(
    from element: XMLElement, to result: inout [LayoutConstraint]
  ) {
    diagnostics += AttributeReader(element: element, locator: locator).diagnostics
    result.reserveCapacity(result.count + element.children.elementCount)
    for child in element.children {
      switch child {
      case .text(let text): checkBlank(text, in: element)
      case .element(let childElement):
        guard expect(childElement, among: TemplateSchema.constraintsChildElements, in: element)
        else { continue }
        if let constraint = constraint(from: childElement) { result.append(constraint) }
      }
    }
  }

  private mutating func constraint(from element: XMLElement) -> LayoutConstraint? {
    let attributes = AttributeReader(element: element, locator: locator)
    let identifier = attributes.string("id")?.trimmingSpaces
    if !attributes.diagnostics.isEmpty { diagnostics += attributes.diagnostics }
    // The expression is the element's text; map each character back to its place in the file.
    var firstRun: XMLText?
    var runCount = 0
    for child in element.children {
      switch child {
      case .element(let childElement): _ = expect(childElement, among: [], in: element)
      case .text(let run):
        if firstRun == nil { firstRun = run }
        runCount += 1
      }
    }
    guard let firstRun else {
      diagnostics.append(
        Diagnostic(.emptyConstraint, at: location(of: element)))
      return nil
    }
    if runCount == 1 {
      // The usual case: the run's bytes in the parsed tree, read without making a string.
      return firstRun.withUTF8 {
        constraint(utf8: $0, at: firstRun.offset, identifier: identifier)
      }
    }
    var text = element.children.map {
      if case .text(let run) = $0 { return run.value }
      return ""
    }.joined()
    return text.withUTF8 { constraint(utf8: $0, at: firstRun.offset, identifier: identifier) }
  }

  /// The constraint whose expression is `bytes`, decoded from the file's bytes at `offset`;
  /// `nil` after a diagnostic when it does not parse.
  private mutating func constraint(
    utf8 bytes: UnsafeBufferPointer<UInt8>, at offset: Int, identifier: String?
  ) -> LayoutConstraint? {
    // The usual case: scalar i of the expression is byte i after the run's start.
    let locate =
      source.verbatimASCIIRun(count: bytes.count, at: offset).map {
        ExpressionLocator(
          locator: locator, verbatimAt: offset, length: bytes.count,
          lineBreakFree: $0 == .oneLine)
      }
      ?? ExpressionLocator(
        locator: locator,
        offsets: source.byteOffsets(
          ofDecodedText: String(decoding: bytes, as: UTF8.self), startingAt: offset))
    do throws(ConstraintExpressionParser.Failure) {
      return try ConstraintExpressionParser.parse(
        utf8: bytes, locate: locate, identifier: identifier.flatMap { $0.isEmpty ? nil : $0 },
        tokenBuffer: &tokenBuffer)
    } catch {
      diagnostics.append(error.diagnostic)
      return nil
    }
  }
}
