import Cassowary
import ProtocellLayout
import ProtocellTemplates
import Testing

struct RightToLeftTests {
  /// `first == second × multiplier + constant`, horizontal or not.
  static func constraint(
    _ first: LayoutAttribute, _ second: LayoutAttribute, multiplier: Double = 1,
    constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: LayoutAnchor(item: .view("a"), attribute: first), relation: .equal,
      second: LayoutAnchor(item: .view("b"), attribute: second), multiplier: multiplier,
      constant: constant)
  }

  /// Each horizontal constraint with an absolute attribute gets left and right swapped and its
  /// constant negated (`a.left == b.right + 8` → `a.right == b.left − 8`; `a.centerX ==
  /// b.centerX + 5` → `… − 5`); directional and vertical constraints, and one with a
  /// multiplier other than 1, stay as they are.
  @Test func mirrorsAbsoluteConstraintsOnly() {
    let prototype = CellPrototype(
      reuseIdentifier: "Row",
      constraints: [
        Self.constraint(.left, .right, constant: 8),
        Self.constraint(.centerX, .centerX, constant: 5),
        Self.constraint(.leading, .trailing, constant: 12),
        Self.constraint(.top, .bottom, constant: 4),
        Self.constraint(.left, .left, multiplier: 0.5, constant: 3),
      ])
    let mirrored = prototype.mirroringAbsoluteAttributes().constraints
    #expect(mirrored.map(\.first.attribute) == [.right, .centerX, .leading, .top, .left])
    #expect(mirrored.map(\.second?.attribute) == [.left, .centerX, .trailing, .bottom, .left])
    #expect(mirrored.map(\.constant) == [-8, -5, 12, 4, 3])
  }
}

extension RightToLeftTests {
  /// An absolute inequality is reversed with its sides.
  ///
  /// `a.left >= b.left + 10` says a starts
  /// at least 10 right of b; mirrored, a's right edge is at least 10 left of b's:
  /// `a.right <= b.right − 10`. A directional one stays.
  @Test func reversesAbsoluteInequalities() {
    var absolute = Self.constraint(.left, .left, constant: 10)
    absolute.relation = .greaterThanOrEqual
    var directional = Self.constraint(.leading, .leading, constant: 10)
    directional.relation = .greaterThanOrEqual
    let prototype = CellPrototype(reuseIdentifier: "Row", constraints: [absolute, directional])
    let mirrored = prototype.mirroringAbsoluteAttributes().constraints
    #expect(mirrored.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
    #expect(mirrored.map(\.first.attribute) == [.right, .leading])
    #expect(mirrored.map(\.constant) == [-10, 10])
  }

  /// A forced direction becomes the opposite one, at every depth: the views that never flip
  /// are laid out right to left before the mirror puts them back left to right.
  @Test func mirrorsForcedDirections() {
    var inner = ViewNode(id: "inner")
    inner.semanticContentAttribute = .forceRightToLeft
    var outer = ViewNode(id: "outer", subviews: [inner, ViewNode(id: "plain")])
    outer.semanticContentAttribute = .playback
    let prototype = CellPrototype(reuseIdentifier: "Row", views: [outer])
    let mirrored = prototype.mirroringAbsoluteAttributes().allViews
    #expect(
      mirrored.map(\.semanticContentAttribute) == [
        .forceRightToLeft, .forceLeftToRight, .unspecified,
      ])
  }
}
