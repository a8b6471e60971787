import ProtocellArchive
import ProtocellTemplates

/// Why a cell could not be laid out.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The width is negative, NaN or infinite.
  case invalidWidth(Double)
  /// The scale is not a positive finite number.
  case invalidScale(Double)
  /// A label's text could not be measured (its font family is not installed, say).
  case measurement(viewID: String, message: String)
  /// A row value that a binding cannot take.
  case binding(CellError)
  /// No prototype is registered under the identifier; the known ones are listed nearest first.
  case unknownReuseIdentifier(String, known: [String])
  /// Solving the prototype's constraints takes more than the engine's work limit (see
  /// ``LayoutEngine/maximumLayoutWork``).
  case tooComplex(reuseIdentifier: String, maximumLayoutWork: Int)
  /// A label needs more lines than ``LayoutOptions/maximumLineCount``.
  case tooManyLines(viewID: String, limit: Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidWidth(let width): "the width \(width) is not a finite number of points from 0 up"
    case .invalidScale(let scale): "the scale \(scale) is not a positive number"
    case .measurement(let viewID, let message): "cannot measure label '\(viewID)': \(message)"
    case .binding(let error): "row data does not fit the prototype: \(error)"
    case .unknownReuseIdentifier(let identifier, let known):
      "no prototype '\(identifier)'"
        + (known.isEmpty ? "" : "; known: \(known.joined(separator: ", "))")
    case .tooComplex(let identifier, let limit):
      "the constraints of cell '\(identifier)' need more than \(limit) units of solver work (the limit)"
    case .tooManyLines(let viewID, let limit):
      "label '\(viewID)' needs more than \(limit) lines (the limit of lines per label)"
    }
  }
}
