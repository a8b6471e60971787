// The messages of attribute values: numbers, booleans, choices, colours, required attributes.

import ProtocellDiagnostics

extension DiagnosticMessage {
  /// A required attribute that is blank.
  package static func emptyAttribute(_ name: String, of element: String, code: DiagnosticCode)
    -> Self
  {
    Self("'\(name)' of <\(element)> is empty", code: code, fixIt: "give '\(name)' a value")
  }

  /// A whole number written with a fraction.
  package static func fractionalNumber(_ name: String, _ value: Double) -> Self {
    Self("'\(name)' must be a whole number, not \(value.compactDescription)", code: .invalidNumber)
  }

  /// A boolean other than `true` or `false`.
  package static func invalidBoolean(_ name: String, written: String) -> Self {
    Self("'\(name)' must be true or false, not '\(written)'", code: .invalidValue)
  }

  /// A value outside an attribute's set.
  package static func invalidChoice(_ text: String, for name: String, allowed: [String]) -> Self {
    Self(
      "'\(text)' is not a valid \(name); expected one of \(allowed.joined(separator: ", "))",
      code: .invalidValue)
  }

  /// A colour that does not parse.
  package static func invalidColor(_ text: String) -> Self {
    Self("'\(text)' is not a colour", code: .invalidValue)
  }

  /// A number that does not parse.
  package static func malformedNumber(_ name: String, problem: String, written: String) -> Self {
    Self(
      "'\(name)' is \(problem): '\(written)'", code: .invalidNumber,
      fixIt: "write a decimal number such as 12 or 0.75")
  }

  /// An insets attribute that is not four numbers in range.
  package static func malformedInsets(
    _ name: String, written: String, range: ClosedRange<Double>
  ) -> Self {
    // A range symmetric about zero reads as ±; another as its two ends.
    let within =
      range.lowerBound == -range.upperBound
      ? "within ±\(range.upperBound.compactDescription)"
      : "from \(range.lowerBound.compactDescription) to \(range.upperBound.compactDescription)"
    return Self(
      "'\(name)' takes four numbers (top, leading, bottom, trailing, each \(within)): "
        + "'\(written)'", code: .invalidNumber,
      fixIt: "write four numbers separated by spaces, such as \"0 0 0 2\"")
  }

  /// A required attribute that is missing.
  package static func missingAttribute(_ name: String, of element: String, code: DiagnosticCode)
    -> Self
  {
    Self(
      "<\(element)> needs a '\(name)' attribute", code: code,
      fixIt: "add \(name)=\"…\" to the <\(element)> element")
  }

  /// A number outside its attribute's range, quoted as written (`100000000000000000000000`,
  /// not the `1e+23` it parses to).
  package static func numberOutOfRange(
    _ name: String, written: String, range: ClosedRange<Double>
  ) -> Self {
    let lower = range.lowerBound.compactDescription
    let upper = range.upperBound.compactDescription
    return Self(
      "'\(name)' must lie in \(lower)...\(upper), not \(written)",
      code: .invalidNumber, fixIt: "use a value from \(lower) to \(upper)")
  }

  /// A priority attribute outside 1...1000.
  package static func priorityAttributeOutOfRange(_ name: String, _ value: Double) -> Self {
    Self(
      "'\(name)' is \(value.compactDescription), outside 1...1000", code: .priorityOutOfRange,
      fixIt: "use a priority from 1 to 1000")
  }

  /// An attribute the element does not have.
  package static func unknownAttribute(_ name: String, on element: String) -> Self {
    Self("unknown attribute '\(name)' on <\(element)>", code: .unknownAttribute)
  }
}
