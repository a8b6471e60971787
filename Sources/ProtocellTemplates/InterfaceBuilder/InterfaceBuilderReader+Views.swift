import Cassowary
import ProtocellDiagnostics
import TextMeasurement

extension InterfaceBuilderReader {
  // MARK: - Kinds of view

  /// Views UIKit gives no intrinsic size, laid out as plain views without a warning.
  static let plainViewElements: Set<String> = [
    "view", "scrollView", "tableView", "collectionView", "visualEffectView", "containerView",
    "mapView",
    "wkWebView", "webView", "mtkView", "glkView", "skView", "sceneKitView", "arscnView", "arskView",
  ]

  /// Controls Protocell does not size yet: laid out as plain views with the size of IB's frame,
  /// with a warning.
  static let unmodelledControlElements: Set<String> = [
    "pageControl", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar",
  ]

  // MARK: - Views

  /// The views of `element`'s `<subviews>`, in order.
  ///
  /// - Parameters:
  ///   - element: The view whose subviews are read.
  ///   - superview: The item the views' autoresizing masks relate to.
  ///   - superviewOrigin: The superview's frame in the content view's coordinates, if known.
  ///   - superviewSize: The superview's size in IB's frame, if known.
  ///   - superviewMargins: The superview's layout margins, which a view that preserves them
  ///     takes into account.
  ///   - inStack: Whether `element` is a stack view, whose subviews are arranged subviews.
  ///   - scope: The cell being read.
  /// - Returns: The subviews, in order.
  func subviews(
    of element: XMLElement, superview: LayoutItem, superviewOrigin: Rect?,
    superviewSize: Size?, superviewMargins: EdgeInsets, inStack: Bool,
    scope: InterfaceBuilderCellScope
  ) -> [ViewNode] {
    var result: [ViewNode] = []
    if element.name == "scrollView", let scrollID = string(element, "id") {
      noteScrollContent(of: element, scrollID: scrollID, scope: scope)
    }
    for list in children(of: element, named: "subviews") {
      for case .element(let child) in list.children {
        if let id = string(child, "id"), scope.excludedViewIDs.contains(id) {
          uninstall(child, scope: scope)
          continue
        }
        let node = view(
          from: child, superview: superview, superviewOrigin: superviewOrigin,
          superviewSize: superviewSize, superviewMargins: superviewMargins,
          inStack: inStack, scope: scope)
        if inStack {
          holdRecordedCrossSize(of: node, element: child, inStack: element, scope: scope)
        }
        result.append(node)
      }
    }
    // A visual effect view holds its views in its content view (`<view key="contentView">`),
    // which translates its autoresizing mask: UIKit pins it to the effect view's edges, so what
    // it holds sizes the effect view.
    // Interface Builder writes one, a `<view>`: any other is left out, with a warning.
    if element.name == "visualEffectView" {
      let candidates = children(of: element, key: "contentView")
      let chosen = candidates.firstIndex { $0.name == "view" }
      for (index, contentView) in candidates.enumerated() {
        guard index == chosen else {
          diagnostics.append(
            Diagnostic(
              .extraEffectContentView(element: contentView.name), at: location(of: contentView)))
          continue
        }
        result.append(
          view(
            from: contentView, superview: superview, superviewOrigin: superviewOrigin,
            superviewSize: superviewSize, superviewMargins: superviewMargins, inStack: false,
            scope: scope))
      }
    }
    return result
  }

  /// One view and its subviews.
  private func view(
    from element: XMLElement, superview: LayoutItem, superviewOrigin: Rect?,
    superviewSize: Size?, superviewMargins: EdgeInsets, inStack: Bool,
    scope: InterfaceBuilderCellScope
  ) -> ViewNode {
    scope.viewCount += 1
    noteObjectID(of: element)
    let ibID = string(element, "id") ?? ""
    let hasText = ["label", "button", "textView", "textField"].contains(element.name)
    let viewText = hasText ? text(of: element) : nil
    let standardName = scope.standardViewNames[ibID]
    let name =
      standardName
      ?? scope.reserveName(
        InterfaceBuilderNaming.baseName(
          outlet: outletNames[ibID], userLabel: string(element, "userLabel"),
          text: viewText, elementName: element.name),
        isOutlet: outletNames[ibID] != nil)
    let ownMargins = layoutMargins(of: element)
    let frame = frame(of: element)
    var margins = ownMargins ?? .defaultLayoutMargins
    // A view that preserves its superview's margins keeps its content inside them too, by where
    // IB drew it (a full-width section view in a content view with 20-point margins: 20). Not
    // an arranged view: IB draws one flush with its stack at its own margins (corona-warn-app's
    // image card, a zero top margin under a stack 44.5 points below 16-point margins), as if
    // the stack had none of its own.
    if !inStack, isYes(element, "preservesSuperviewLayoutMargins"), let frame, let superviewSize {
      margins = margins.preserving(superviewMargins, frame: frame, superviewSize: superviewSize)
    }
    scope.targets[ibID] = .view(name: name, margins: margins)
    let frameInContentView = frame.flatMap { frame in superviewOrigin.map { frame.offset(by: $0) } }
    let elementLocation = location(of: element)
    let isMisplaced = isYes(element, "misplaced")
    let isAmbiguous = isYes(element, "ambiguous")
    let hasPlaceholder = hasPlaceholderIntrinsicSize(element)
    scope.records.append(
      InterfaceBuilderViewRecord(
        name: name, ibID: ibID, elementName: element.name,
        outlineName: InterfaceBuilderNaming.outlineName(
          userLabel: string(element, "userLabel"),
          text: ["label", "button"].contains(element.name) ? viewText : nil,
          customClass: string(element, "customClass"), elementName: element.name),
        frame: frame,
        frameInContentView: frameInContentView,
        isMisplaced: isMisplaced, isAmbiguous: isAmbiguous,
        hasPlaceholderIntrinsicSize: hasPlaceholder,
        canvasFont: canvasFont(of: element),
        location: elementLocation,
        // Only a flagged view's notes point at its recorded frame: others need not locate it.
        frameLocation: isMisplaced || isAmbiguous
          ? child(of: element, key: "frame", named: "rect").map(location(of:)) : nil))

    // A control's intrinsic size is its alignment rectangle's, inside the frame IB records.
    let alignmentInsets = InterfaceBuilderControlMetrics.alignmentInsets(
      ofElement: element.name, toolsVersion: toolsVersion)
    var (kind, intrinsicSize) = kindAndIntrinsicSize(
      of: element, frame: frame?.alignmentRect(insets: alignmentInsets))
    if element.name == "label", case .label(let content) = kind, !isMisplaced, !isAmbiguous,
      let frame
    {
      countTextHeight(
        of: element, content: content, recordedHeight: frame.height, into: &textHeightEvidence)
    }
    if readsAsCanvas {
      applyPlaceholderIntrinsicSize(of: element, to: &kind, intrinsicSize: &intrinsicSize)
      if let standardName { applyPlaceholderText(to: &kind, standardName, style: scope.style) }
      if standardName == nil { applyDesignedImageSize(frame: frame, to: &kind) }
      if !isMisplaced, !isAmbiguous, !hasPlaceholder {
        applyDrawnSymbolSize(frame: frame, to: &kind)
      }
    }
    var node = ViewNode(
      id: name, kind: kind, location: elementLocation,
      attributeLocations: ["id": location(of: "id", in: element)])
    node.intrinsicSize = intrinsicSize
    node.alignmentInsets = alignmentInsets
    // A row fills a label or image by the name of its outlet, as the app's code does (a
    // built-in style's standard label by its name: textLabel, detailTextLabel); an outlet the
    // row leaves out keeps the document's content, as one the code never sets does.
    if let key = outletNames[ibID] ?? standardName, kind.acceptsBinding {
      node.binding = DataBinding(key: key, keepsDesignWhenMissing: true)
    }
    node.isHidden = isHidden(element)
    node.semanticContentAttribute =
      string(element, "semanticContentAttribute").flatMap(SemanticContentAttribute.init)
      ?? .unspecified
    node.contentHugging = AxisPriorities(
      horizontal: priority(element, "horizontalHuggingPriority") ?? .defaultLow,
      vertical: priority(element, "verticalHuggingPriority") ?? .defaultLow)
    node.compressionResistance = AxisPriorities(
      horizontal: priority(element, "horizontalCompressionResistancePriority") ?? .defaultHigh,
      vertical: priority(element, "verticalCompressionResistancePriority") ?? .defaultHigh)
    node.backgroundColor = color(of: element, key: "backgroundColor")
    if let title = buttonTitle(of: element) ?? textFieldLine(of: element) {
      (node.title, node.titleFont) = title
    }
    if let customClass = element.attribute(named: "customClass") {
      diagnostics.append(
        Diagnostic(
          .customClass(name, className: customClass.value, baseElement: element.name),
          at: valueLocation(of: customClass)))
    }
    collectParts(of: element, ownerID: ibID, scope: scope)
    // A built-in style's standard views are placed by the style's rules, not their frames.
    // A view IB lays out by its frame: by its autoresizing mask, or, marked `fixedFrame="YES"`
    // (no constraints of its own in an Auto Layout document), by the constraints IB adds at
    // build time to hold it where it was drawn, as a mask with no flexible part does.
    if !inStack, standardName == nil,
      element.attribute(named: "translatesAutoresizingMaskIntoConstraints")?.value != "NO"
        || isYes(element, "fixedFrame")
    {
      if let frame {
        scope.autoresizingViews.append(
          InterfaceBuilderCellScope.AutoresizingView(
            name: name, frame: frame.alignmentRect(insets: alignmentInsets),
            mask: child(of: element, key: "autoresizingMask", named: "autoresizingMask"),
            superview: superview, superviewSize: superviewSize, location: elementLocation))
      } else {
        diagnostics.append(
          Diagnostic(.autoresizingWithoutFrame(name), at: elementLocation))
      }
    } else if readsAsCanvas, !inStack, standardName == nil, let frame {
      scope.constraintBasedViews.append(
        (
          ibID,
          InterfaceBuilderCellScope.AutoresizingView(
            name: name, frame: frame.alignmentRect(insets: alignmentInsets), mask: nil,
            superview: superview, superviewSize: superviewSize, location: elementLocation)
        ))
    }
    let isStack = element.name == "stackView"
    node.subviews = subviews(
      of: element, superview: .view(name), superviewOrigin: frameInContentView,
      superviewSize: frame.map { Size(width: $0.width, height: $0.height) },
      superviewMargins: margins, inStack: isStack, scope: scope)
    // A stack whose margins the Size inspector sets arranges its views within them: Interface
    // Builder writes no `layoutMarginsRelativeArrangement` for it (UIKitLayoutRules.md).
    if isStack, ownMargins != nil || isYes(element, "layoutMarginsRelativeArrangement") {
      wrapStackInMargins(&node, margins: margins, scope: scope)
    }
    return node
  }

  /// Lays a view out as Interface Builder's canvas does when it has a design-time intrinsic
  /// size (the Size inspector's "Intrinsic Size: Placeholder", written
  /// `placeholderIntrinsicWidth="143" placeholderIntrinsicHeight="80.5"`, `infinite` for no
  /// intrinsic size on that axis).
  ///
  /// An image view takes it as its image's size, so that a row's image replaces it as the
  /// image the app sets at run time does; a view of another kind (a custom view, whose
  /// intrinsic size its code gives at run time, or a label, often empty in the document) takes
  /// it as its intrinsic size. The canvas is read only without rows, so a row's text still
  /// sizes its label. A label's placeholder is what IB draws and records: in the corpora every
  /// label with a placeholder height has it as its recorded height (29 labels of 15
  /// repositories, 8 of them empty: AutoLayoutCells' `ALCell`, whose two empty labels are
  /// 21 tall in a 64-point cell, in the eleventh newcomer's review; trailer's 50-point
  /// placeholders beside texts of 21).
  private func applyPlaceholderIntrinsicSize(
    of element: XMLElement, to kind: inout ViewKind, intrinsicSize: inout IntrinsicSize
  ) {
    let width = placeholderLength(element, "placeholderIntrinsicWidth")
    let height = placeholderLength(element, "placeholderIntrinsicHeight")
    guard width != nil || height != nil else { return }
    switch kind {
    case .image(var image):
      if case .some(let width?) = width, case .some(let height?) = height {
        image.imageSize = Size(width: width, height: height)
        kind = .image(image)
        return
      }
      fallthrough
    case .view, .stack, .label:
      if let width { intrinsicSize.width = width }
      if let height { intrinsicSize.height = height }
    }
  }

  /// Gives an SF Symbol the size IB's canvas drew it at, its image view's recorded frame.
  ///
  /// A symbol's size comes from the glyph in Apple's symbol font, which IB's canvas draws and
  /// Protocell does not have: the document records only its proportions, from which
  /// `symbolSize` estimates a size (20 points a side at Body, within a few points of what
  /// IB draws). On the canvas the recorded frame says what IB drew: tinode's settings rows
  /// hold symbols IB drew 18 × 19, 19.667 × 19 and 23.333 × 20, which the estimate makes
  /// 23.333 × 24.667, 20.667 × 19.667 and 22 × 18.333. Rows keep the estimate, as the app's
  /// run time has the font. A view IB marks misplaced or ambiguous, or one with a placeholder
  /// size, keeps the estimate.
  private func applyDrawnSymbolSize(frame: Rect?, to kind: inout ViewKind) {
    guard case .image(var image) = kind, image.isSymbol, let frame, frame.width >= 0,
      frame.height >= 0
    else { return }
    image.imageSize = Size(width: frame.width, height: frame.height)
    kind = .image(image)
  }

  /// Whether the element has a design-time intrinsic size (``applyPlaceholderIntrinsicSize``).
  private func hasPlaceholderIntrinsicSize(_ element: XMLElement) -> Bool {
    element.attribute(named: "placeholderIntrinsicWidth") != nil
      || element.attribute(named: "placeholderIntrinsicHeight") != nil
  }

  /// Gives an image view without an image the size IB's canvas drew it at, its recorded frame.
  ///
  /// The canvas knows no image the app loads at run time, so it keeps the frame the designer
  /// drew, where UIKit gives an image view without an image no size (`UIKitLayoutRules.md`,
  /// "Image views"): DanTang's home cell holds a 304 × 144 background image view between its
  /// margins, 160 points tall on the canvas and 16 at run time without an image. A row's image
  /// replaces it, as at run time; a built-in style's image view without an image stays empty,
  /// as UIKit leaves it.
  private func applyDesignedImageSize(frame: Rect?, to kind: inout ViewKind) {
    guard case .image(var image) = kind, image.imageSize == nil, let frame,
      frame.width >= 0, frame.height >= 0
    else { return }
    image.imageSize = Size(width: frame.width, height: frame.height)
    kind = .image(image)
  }

  /// Gives a built-in style's label without a text the placeholder IB's canvas draws it with.
  ///
  /// IB sizes the label by it too: `Title` for the text label, `Detail` (`Subtitle` in the
  /// subtitle style) for the detail label. FSCalendar's value-1 cells record an empty detail label as wide as
  /// "Detail" (41.667 × 19.333 at 16 points). A row's text replaces it, as at run time.
  private func applyPlaceholderText(to kind: inout ViewKind, _ name: String, style: CellStyle) {
    guard case .label(var label) = kind, label.text.isEmpty else { return }
    switch name {
    case CellStyle.textLabelID: label.text = "Title"
    case CellStyle.detailTextLabelID: label.text = style == .subtitle ? "Subtitle" : "Detail"
    default: return
    }
    kind = .label(label)
  }

  /// A placeholder length: `nil` when the attribute is absent, `.some(nil)` for `infinite` (no
  /// intrinsic size on the axis), else the number.
  private func placeholderLength(_ element: XMLElement, _ name: String) -> Double?? {
    guard let value = string(element, name) else { return nil }
    if value == "infinite" { return .some(nil) }
    return number(element, name, in: 0...100_000).map { .some($0) }
  }

  /// A priority attribute (`horizontalHuggingPriority="251"`).
  private func priority(_ element: XMLElement, _ name: String) -> Priority? {
    number(element, name, in: 1...1_000).map { Priority(Float($0)) }
  }

  /// What a view element becomes in the model, and its explicit intrinsic size.
  private func kindAndIntrinsicSize(
    of element: XMLElement, frame: Rect?
  ) -> (ViewKind, IntrinsicSize) {
    switch element.name {
    case "label":
      return (.label(labelContent(from: element)), .none)
    case "imageView":
      return (.image(imageContent(of: element)), .none)
    case "stackView":
      return (.stack(stackConfiguration(of: element)), .none)
    case "button":
      if let size = imageButtonSize(of: element) {
        return (.view, IntrinsicSize(width: size.width, height: size.height))
      }
      // A titled button's height comes from its title's font; its width, and the size of
      // other buttons, from IB's frame.
      return (
        .view,
        IntrinsicSize(width: frame?.width, height: titledButtonHeight(of: element) ?? frame?.height)
      )
    case "textView":
      guard string(element, "scrollEnabled") == "NO" else { return (.view, .none) }
      // A text view that does not scroll is as tall as its text, inside its text container.
      var content = labelContent(from: element)
      content.setTextView()
      return (.label(content), .none)
    case let name where Self.plainViewElements.contains(name):
      return (.view, .none)
    case "textField" where frame == nil:
      return (.view, IntrinsicSize(width: nil, height: framelessTextFieldHeight(of: element)))
    case let name where Self.unmodelledControlElements.contains(name):
      diagnostics.append(
        Diagnostic(.unmodelledControl(name), at: location(of: element)))
      return (.view, IntrinsicSize(width: frame?.width, height: frame?.height))
    default:
      if let size = InterfaceBuilderControlMetrics.intrinsicSize(
        ofElement: element.name, style: string(element, "style"), frame: frame,
        drawnBeforeIOS13: drawsOnCanvas(
          savedBefore: InterfaceBuilderControlMetrics.iOS13ToolsVersion),
        drawnOnIOS26: InterfaceBuilderControlMetrics.iOS26ToolsVersions.contains(toolsVersion))
      {
        return (.view, size)
      }
      diagnostics.append(
        Diagnostic(.unknownView(element.name), at: location(of: element)))
      return (.view, .none)
    }
  }

  /// The size of a named image from the document's `<resources>`; `nil` without an image.
  func imageSize(named name: String?, at element: XMLElement) -> Size? {
    guard let name else { return nil }
    guard let size = imageSizes[name] else {
      diagnostics.append(
        Diagnostic(.imageWithoutSize(name), at: location(of: "image", in: element)))
      return nil
    }
    return size
  }

  // MARK: - Stack views

  /// A stack view's axis, alignment, distribution and spacing.
  private func stackConfiguration(of element: XMLElement) -> StackConfiguration {
    var configuration = StackConfiguration()
    if choice(element, "axis", among: ["horizontal", "vertical"], default: "horizontal")
      == "vertical"
    {
      configuration.axis = .vertical
    }
    if let spacing = number(element, "spacing", in: -10_000...10_000) {
      configuration.spacing = spacing
    } else if string(element, "spacingType") == "standard" {
      configuration.spacing = 8  // `UIStackView.spacingUseSystem`: the 8-point standard spacing
    }
    let alignments = [
      "fill", "top", "leading", "bottom", "trailing", "center", "firstBaseline", "baseline",
      "lastBaseline",
    ]
    switch choice(element, "alignment", among: alignments, default: "fill") {
    case "top", "leading": configuration.alignment = .leading
    case "bottom", "trailing": configuration.alignment = .trailing
    case "center": configuration.alignment = .center
    case "firstBaseline": configuration.alignment = .firstBaseline
    case "baseline", "lastBaseline": configuration.alignment = .lastBaseline
    default: configuration.alignment = .fill
    }
    // Baselines run across a horizontal stack only: Interface Builder offers them for those
    // alone, and the layout aligns a vertical stack's views as leading.
    if configuration.axis == .vertical,
      [.firstBaseline, .lastBaseline].contains(configuration.alignment),
      let attribute = element.attribute(named: "alignment")
    {
      diagnostics.append(
        Diagnostic(
          .baselineAlignmentOnVerticalStack(attribute.value), at: valueLocation(of: attribute)))
    }
    let distributions = [
      "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
    ]
    if let distribution = choice(element, "distribution", among: distributions, default: "fill")
      .flatMap(StackDistribution.init(rawValue:))
    {
      configuration.distribution = distribution
    }
    if isYes(element, "baselineRelativeArrangement") {
      diagnostics.append(
        Diagnostic(
          .baselineRelativeArrangement,
          at: location(of: "baselineRelativeArrangement", in: element)))
    }
    return configuration
  }

  /// Turns a stack that arranges its views inside its layout margins into a plain view (keeping
  /// the stack's name, so constraints still find it) holding the stack, inset by the margins.
  private func wrapStackInMargins(
    _ node: inout ViewNode, margins: EdgeInsets, scope: InterfaceBuilderCellScope
  ) {
    let innerName = scope.reserveName(node.id + "Arrangement")
    var inner = ViewNode(id: innerName, kind: node.kind, location: node.location)
    inner.subviews = node.subviews
    inner.contentHugging = node.contentHugging
    inner.compressionResistance = node.compressionResistance
    node.kind = .view
    node.subviews = [inner]
    let outer = LayoutItem.view(node.id)
    let stack = LayoutItem.view(innerName)
    func pin(_ attribute: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
      LayoutConstraint(
        first: LayoutAnchor(item: stack, attribute: attribute), relation: .equal,
        second: LayoutAnchor(item: outer, attribute: attribute), constant: constant,
        location: node.location)
    }
    scope.addedConstraints += [
      pin(.leading, margins.leading), pin(.trailing, -margins.trailing),
      pin(.top, margins.top), pin(.bottom, -margins.bottom),
    ]
  }
}
