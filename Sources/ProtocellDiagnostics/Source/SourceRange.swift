/// A span of a template file, from its first character up to (not including) its end.
///
/// Both ends are ``SourceLocation`` values in the same file, so the end of a one-line span is
/// its start advanced by the span's length in Unicode scalars.
public typealias SourceRange = Range<SourceLocation>

extension SourceLocation {
  /// The span of `length` Unicode scalars that starts here, on this line.
  ///
  /// - Parameter length: How many scalars the span covers; negative lengths count as zero.
  /// - Returns: The span from this location to `length` columns further along.
  public func range(length: Int) -> SourceRange {
    self..<advanced(byColumns: max(0, length))
  }
}
