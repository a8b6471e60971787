import ProtocellArchive
import ProtocellTemplates

/// What one row puts into a cell: label texts, image sizes and hidden flags, by view id.
///
/// Built from a row's JSON object through the template's bindings (``init(row:for:)``), or
/// directly. Views not mentioned keep their template values.
public struct CellContent: Sendable, Hashable {
  /// Label texts, by view id.
  public var texts: [String: String]
  /// Image sizes by view id; a `nil` value means the image view has no image
  /// (a zero intrinsic size, as the layout docs explain).
  public var imageSizes: [String: Size?]
  /// Hidden flags by view id, overriding the template's.
  public var hiddenFlags: [String: Bool]

  /// Content that changes nothing: the template as designed.
  public init(
    texts: [String: String] = [:], imageSizes: [String: Size?] = [:],
    hiddenFlags: [String: Bool] = [:]
  ) {
    self.texts = texts
    self.imageSizes = imageSizes
    self.hiddenFlags = hiddenFlags
  }

  /// Applies one row of data through the template's bindings, by the same rules as
  /// ``Cell/apply(_:)``: a label shows the row's string (numbers as written), an image takes
  /// `{"width": w, "height": h}`, and a view whose binding says `hideWhenEmpty` hides when its
  /// value is missing, `null`, an empty string or no image.
  ///
  /// - Throws: ``CellError/rowIsNotAnObject(found:)`` or
  ///   ``CellError/typeMismatch(key:viewID:expected:found:)``.
  public init(row: RowValue, for prototype: CellPrototype) throws(CellError) {
    try self.init(row: row, bindings: Bindings(prototype: prototype))
  }
}
