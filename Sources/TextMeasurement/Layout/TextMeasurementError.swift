/// An invalid measurement request.
public enum TextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The maximum width is negative or not finite.
  case invalidMaxWidth(Double)
  /// The number of lines is negative.
  case invalidNumberOfLines(Int)
  /// The device scale is not a finite positive number.
  case invalidScale(Double)
  /// The line spacing is negative or not finite.
  case invalidLineSpacing(Double)

  /// A one-line, human-readable explanation.
  public var description: String {
    switch self {
    case .invalidMaxWidth(let width):
      return "maximum width \(width) is not a finite, non-negative number of points"
    case .invalidNumberOfLines(let count):
      return "number of lines \(count) is negative (0 means unlimited)"
    case .invalidScale(let scale): return "scale \(scale) is not a positive number (use 1, 2 or 3)"
    case .invalidLineSpacing(let spacing):
      return "line spacing \(spacing) is not a finite, non-negative number"
    }
  }
}
