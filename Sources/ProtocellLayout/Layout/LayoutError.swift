import ProtocellArchive
import ProtocellDiagnostics
import ProtocellTemplates

/// Why a cell could not be laid out.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The width is negative, NaN, infinite or larger than ``LayoutEngine/maximumWidth``.
  case invalidWidth(Double)
  /// The scale is not a number above 0 and at most ``LayoutEngine/maximumScale``.
  case invalidScale(Double)
  /// ``LayoutOptions/maximumLineCount`` is below 1.
  case invalidMaximumLineCount(Int)
  /// An image size given for the view (``CellContent/imageSizes``) has a side that is not a
  /// number from 0 to ``LayoutEngine/maximumImageSide``, as a row's image size must be.
  case invalidImageSize(viewID: String, size: Size)
  /// A label's text could not be measured (its font family is not installed, say).
  case measurement(viewID: String, message: String)
  /// A row value that a binding cannot take.
  case binding(CellError)
  /// No prototype is registered under the identifier; the known ones are listed nearest first.
  case unknownReuseIdentifier(String, known: [String])
  /// The prototype of the identifier was left out of the registry for its errors, as the
  /// registry says it (``RegistryError/leftOut(_:errors:)``).
  case leftOut(String, errors: [Diagnostic])
  /// Solving the prototype's constraints takes more than the engine's work limit (see
  /// ``LayoutEngine/maximumLayoutWork``).
  case tooComplex(reuseIdentifier: String, maximumLayoutWork: Int)
  /// A label needs more lines than ``LayoutOptions/maximumLineCount``.
  case tooManyLines(viewID: String, limit: Int)
  /// A row gives a label a text longer than ``LayoutOptions/maximumTextLength`` (`length`
  /// Unicode scalars).
  case textTooLong(viewID: String, length: Int, limit: Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidWidth(let width):
      "the width \(width) is not a number of points from 0 to "
        + LayoutEngine.maximumWidth.compactDescription
    case .invalidScale(let scale):
      "the scale \(scale) is not a number above 0 and at most "
        + LayoutEngine.maximumScale.compactDescription
    case .invalidMaximumLineCount(let count):
      "the most lines a label may take is \(count); it must be 1 or more (Int.max for no limit)"
    case .invalidImageSize(let viewID, let size):
      "the image size given for '\(viewID)' is \(size); width and height must be numbers from 0 "
        + "to \(LayoutEngine.maximumImageSide.compactDescription)"
    case .measurement(let viewID, let message): "cannot measure label '\(viewID)': \(message)"
    case .binding(let error): "row data does not fit the prototype: \(error)"
    case .unknownReuseIdentifier(let identifier, let known):
      // As the registry says it (RegistryError.unknownReuseIdentifier).
      RegistryError.unknownReuseIdentifier(identifier, known: known).description
    case .leftOut(let identifier, let errors):
      RegistryError.leftOut(identifier, errors: errors).description
    case .tooComplex(let identifier, let limit):
      "the constraints of cell '\(identifier)' need more than \(limit) units of solver work (the limit)"
    case .tooManyLines(let viewID, let limit):
      "label '\(viewID)' needs more than \(limit) lines (the limit of lines per label)"
    case .textTooLong(let viewID, let length, let limit):
      "the text given to label '\(viewID)' is \(length) characters long, more than \(limit) "
        + "(the limit of characters per text)"
    }
  }
}
