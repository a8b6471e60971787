/// What one row puts into a cell: label texts, image sizes and hidden flags, by view id.
///
/// Built from a row's JSON object through the template's bindings (``init(row:for:)``), or
/// directly. Views not mentioned keep their template values.
public struct CellContent: Sendable, Hashable {
  /// Label texts, by view id.
  public var texts: [String: String]
  /// Image sizes by view id; a `nil` value means the image view has no image (no intrinsic size).
  public var imageSizes: [String: Size?]
  /// Hidden flags by view id, overriding the template's.
  public var hiddenFlags: [String: Bool]

  /// Content that changes nothing: the template as designed.
  public init(texts: [String: String] = [:], imageSizes: [String: Size?] = [:], hiddenFlags: [String: Bool] = [:]) {
    self.texts = texts
    self.imageSizes = imageSizes
    self.hiddenFlags = hiddenFlags
  }

  /// Applies one row of data through the template's bindings.
  ///
  /// A label bound to `key` shows the row's string (numbers are written as JSON writes them); an
  /// image bound to `key` takes `{"width": w, "height": h}`. A missing or `null` value, an empty
  /// string, or a zero-sized image counts as empty: the view hides if its binding says
  /// `hideWhenEmpty`, and otherwise shows an empty text or no image.
  ///
  /// - Throws: ``RowBindingError`` when a value has the wrong type or an image size is invalid.
  public init(row: JSONValue, for template: CellTemplate) throws(RowBindingError) {
    self.init()
    guard case .object = row else { throw RowBindingError(viewID: nil, key: nil, problem: "a row must be a JSON object, not \(row.typeName)") }
    for view in template.allViews {
      guard let binding = view.binding else { continue }
      let value = row[binding.key] ?? .null
      var isEmpty = false
      switch view.kind {
      case .label:
        let text: String
        switch value {
        case .null: text = ""
        case .string(let string): text = string
        case .number(let number): text = number.compactDescription
        case .bool(let flag): text = flag ? "true" : "false"
        default:
          throw RowBindingError(viewID: view.id, key: binding.key, problem: "expected a string, found \(value.typeName)")
        }
        texts[view.id] = text
        isEmpty = text.isEmpty
      case .image:
        let size = try Self.imageSize(from: value, view: view, key: binding.key)
        imageSizes[view.id] = size
        isEmpty = size == nil || size?.width == 0 || size?.height == 0
      case .view, .stack:
        continue
      }
      if binding.hidesWhenEmpty { hiddenFlags[view.id] = isEmpty || view.isHidden }
    }
  }

  private static func imageSize(from value: JSONValue, view: ViewNode, key: String) throws(RowBindingError) -> Size? {
    switch value {
    case .null: return nil
    case .object:
      guard case .number(let width)? = value["width"], case .number(let height)? = value["height"] else {
        throw RowBindingError(viewID: view.id, key: key, problem: "expected {\"width\": number, \"height\": number}")
      }
      guard width.isFinite, height.isFinite, width >= 0, height >= 0, width <= 1_000_000, height <= 1_000_000 else {
        throw RowBindingError(viewID: view.id, key: key, problem: "image size \(width)×\(height) is not a finite size from 0 to 1000000")
      }
      return Size(width: width, height: height)
    default:
      throw RowBindingError(viewID: view.id, key: key, problem: "expected {\"width\": number, \"height\": number}, found \(value.typeName)")
    }
  }
}

/// A row value that a binding cannot take.
public struct RowBindingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The view whose binding failed, if any.
  public var viewID: String?
  /// The row key, if any.
  public var key: String?
  /// What is wrong.
  public var problem: String

  /// Creates an error.
  public init(viewID: String?, key: String?, problem: String) {
    self.viewID = viewID
    self.key = key
    self.problem = problem
  }

  /// `'body' (key "text"): expected a string, found an array`.
  public var description: String {
    guard let viewID, let key else { return problem }
    return "'\(viewID)' (key \"\(key)\"): \(problem)"
  }
}
