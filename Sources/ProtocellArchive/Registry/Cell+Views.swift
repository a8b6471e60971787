import ProtocellTemplates

extension Cell {
  /// Typed access to a label of a cell; setting a property changes the cell.
  public struct Label {
    /// The cell.
    public let cell: Cell
    /// The path of child indices to the label.
    let path: [Int]

    private var content: LabelContent {
      if case .label(let content) = cell.view(at: path).kind { return content }
      return LabelContent()  // unreachable: the path was checked to lead to a label
    }

    private func modify(_ body: (inout LabelContent) -> Void) {
      cell.modifyView(at: path) { view in
        if case .label(var content) = view.kind {
          body(&content)
          view.kind = .label(content)
        }
      }
    }

    /// The label's text.
    public var text: String {
      get { content.text }
      nonmutating set { modify { $0.text = newValue } }
    }
    /// The label's font.
    ///
    /// Setting it makes the cell lay out by an engine of its own
    /// (``Cell/hasChangedLabelMetrics``); a size outside 1...1000 points fails the layout.
    public var font: FontSpec {
      get { content.font }
      nonmutating set {
        modify { $0.font = newValue }
        cell.hasChangedLabelMetrics = true
      }
    }
    /// The maximum number of lines; 0 means unlimited.
    ///
    /// Setting it makes the cell lay out by an
    /// engine of its own (``Cell/hasChangedLabelMetrics``); a count outside 0...10,000 fails the
    /// layout.
    public var numberOfLines: Int {
      get { content.numberOfLines }
      nonmutating set {
        modify { $0.numberOfLines = newValue }
        cell.hasChangedLabelMetrics = true
      }
    }
    /// Whether the label is hidden.
    public var isHidden: Bool {
      get { cell.view(at: path).isHidden }
      nonmutating set { cell.modifyView(at: path) { $0.isHidden = newValue } }
    }
  }

  /// Typed access to an image view of a cell; setting a property changes the cell.
  public struct Image {
    /// The cell.
    public let cell: Cell
    /// The path of child indices to the image view.
    let path: [Int]

    /// The image's size, or `nil` for no image.
    public var imageSize: Size? {
      get {
        if case .image(let content) = cell.view(at: path).kind { return content.imageSize }
        return nil
      }
      nonmutating set {
        cell.modifyView(at: path) { view in
          if case .image = view.kind { view.kind = .image(ImageContent(imageSize: newValue)) }
        }
      }
    }
    /// Whether the image view is hidden.
    public var isHidden: Bool {
      get { cell.view(at: path).isHidden }
      nonmutating set { cell.modifyView(at: path) { $0.isHidden = newValue } }
    }
  }

  /// Access to any view of a cell: the properties every kind has.
  public struct View {
    /// The cell.
    public let cell: Cell
    /// The path of child indices to the view.
    let path: [Int]

    /// The view as it is now.
    public var node: ViewNode { cell.view(at: path) }
    /// Whether the view is hidden.
    public var isHidden: Bool {
      get { node.isHidden }
      nonmutating set { cell.modifyView(at: path) { $0.isHidden = newValue } }
    }
    /// The view's background colour.
    public var backgroundColor: Color? {
      get { node.backgroundColor }
      nonmutating set { cell.modifyView(at: path) { $0.backgroundColor = newValue } }
    }
  }

  /// The label, or text view (a `<textView>`: a label with a text container), with the given
  /// `id`.
  ///
  /// - Parameter id: The label's `id` in its template.
  /// - Returns: Typed access to the label.
  /// - Throws: ``CellError/noSuchView(_:known:)`` or ``CellError/wrongKind(_:expected:actual:)``.
  public func label(_ id: String) throws(CellError) -> Label {
    Label(cell: self, path: try path(ofView: id, kinds: ["label", "textView"]))
  }

  /// The image view with the given `id`.
  ///
  /// - Parameter id: The image view's `id` in its template.
  /// - Returns: Typed access to the image view.
  /// - Throws: ``CellError/noSuchView(_:known:)`` or ``CellError/wrongKind(_:expected:actual:)``.
  public func image(_ id: String) throws(CellError) -> Image {
    Image(cell: self, path: try path(ofView: id, kinds: ["image"]))
  }

  /// The path to the view with `id`, which must be of a kind with one of `elementNames` (the
  /// first is the one an error names).
  private func path(ofView id: String, kinds elementNames: [String]) throws(CellError) -> [Int] {
    let path = try path(ofView: id)
    let kind = view(at: path).kind
    guard elementNames.contains(kind.elementName) else {
      throw .wrongKind(id, expected: elementNames[0], actual: kind.elementName)
    }
    return path
  }

  /// The view of any kind with the given `id`.
  ///
  /// - Parameter id: The view's `id` in its template.
  /// - Returns: Access to the properties every view has.
  /// - Throws: ``CellError/noSuchView(_:known:)``.
  public func view(_ id: String) throws(CellError) -> View {
    View(cell: self, path: try path(ofView: id))
  }
}
