import ProtocellArchive
import ProtocellTemplates

/// What one row puts into a cell: label texts, image sizes and hidden flags, by view id.
///
/// Built from a row's JSON object through the template's bindings (``init(row:for:)``), or
/// directly. Views not mentioned keep their template values; entries naming no view of the
/// prototype, or a view of another kind (a text for an image view), are ignored, as a row's
/// members no binding names are (``Bindings/unboundMembers(of:)`` lists a row's).
///
/// Built directly, its image sizes are checked when a row is laid out: a side that is not a
/// number from 0 to ``LayoutEngine/maximumImageSide`` fails the layout with
/// ``LayoutError/invalidImageSize(viewID:size:)``, as such a size in a row's JSON fails
/// ``init(row:for:)``.
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
  /// - Throws: ``CellError/rowIsNotAnObject(found:)``,
  ///   ``CellError/typeMismatch(key:viewID:expected:found:)``, or
  ///   ``CellError/invalidImageSize(key:viewID:member:found:)`` for an image size whose side is
  ///   not a number from 0 to 1,000,000.
  public init(row: RowValue, for prototype: CellPrototype) throws(CellError) {
    try self.init(row: row, bindings: Bindings(prototype: prototype))
  }
}
