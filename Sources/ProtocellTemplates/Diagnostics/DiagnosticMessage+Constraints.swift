// The messages of the constraint expression parser (`Parsing/ConstraintExpressionParser.swift`).
// Each points at the offending token.

import ProtocellDiagnostics

extension DiagnosticMessage {
  /// `a.width == b.width / 0`.
  package static var divisionByZero: Self {
    Self("division by zero", code: .invalidNumber)
  }

  /// Something other than an item where an anchor starts.
  package static func expectedAnchor(found: String) -> Self {
    Self("expected a view id, 'superview' or 'margins', found \(found)", code: .constraintSyntax)
  }

  /// An item and a dot without an attribute.
  package static func expectedAttribute(after item: String) -> Self {
    Self(
      "expected an attribute after '\(item).'", code: .constraintSyntax,
      fixIt: "for example '\(item).top' or '\(item).leading'")
  }

  /// An item without `.attribute`.
  package static func expectedDot(after item: String, attributes: [String]) -> Self {
    Self(
      "expected '.' and an attribute after '\(item)'", code: .constraintSyntax,
      fixIt: "attributes are \(attributes.joined(separator: ", "))")
  }

  /// An attribute without an item (`top == …`).
  package static func expectedItem(before attribute: String) -> Self {
    Self(
      "expected an item before '.\(attribute)'", code: .constraintSyntax,
      fixIt: "write 'superview.\(attribute)', 'margins.\(attribute)' or 'someView.\(attribute)'")
  }

  /// Something other than a number where one belongs.
  package static func expectedNumber(found: String) -> Self {
    Self("expected a number, found \(found)", code: .constraintSyntax)
  }

  /// Something other than a relation after the first anchor.
  package static func expectedRelation(after anchor: String, found: String) -> Self {
    Self(
      "expected '==', '<=' or '>=' after '\(anchor)', found \(found)", code: .constraintSyntax)
  }

  /// Nothing usable after the relation.
  package static func expectedRightSide(after relation: String) -> Self {
    Self(
      "expected a view id, 'superview', 'margins' or a number after '\(relation)'",
      code: .constraintSyntax)
  }

  /// `<` where `<=` was meant.
  package static var lessThanIsNotARelation: Self {
    Self("'<' is not a relation", code: .constraintSyntax)
  }

  /// A number of a constraint outside ``LayoutConstraint/numbers`` (a factor by its
  /// reciprocal for a division, a constant by the sum of its terms).
  package static func numberOutOfRange(_ written: String) -> Self {
    let range = LayoutConstraint.numbers
    return Self(
      "the constraint's numbers must lie in \(Int(range.lowerBound))...\(Int(range.upperBound)), "
        + "not \(written)",
      code: .invalidNumber,
      fixIt: "a constant is in points and a factor a ratio: no cell needs more")
  }

  /// `=` where `==` was meant.
  package static var singleEqualsIsNotARelation: Self {
    Self("'=' is not a relation", code: .constraintSyntax)
  }

  /// A token after a complete constraint.
  package static func trailingToken(_ found: String) -> Self {
    Self(
      "unexpected \(found) after the constraint", code: .constraintSyntax,
      fixIt: "a constraint is 'item.attribute == item.attribute * m + c @priority'")
  }

  /// A named priority that does not exist.
  package static func unknownPriority(_ name: String) -> Self {
    Self("unknown priority '\(name)'", code: .constraintSyntax)
  }
}
