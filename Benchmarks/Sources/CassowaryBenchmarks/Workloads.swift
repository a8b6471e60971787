import Cassowary
import Foundation

/// A constraint system as plain data, so that this solver and kiwisolver build the same thing.
struct SystemSpec {
  struct Row {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Float
  }

  var names: [String] = []
  var rows: [Row] = []
  var edits: [(Int, Float)] = []

  mutating func variable(_ name: String) -> Int {
    names.append(name)
    return names.count - 1
  }

  /// Adds `Σ coefficient·x relation constant` at a priority.
  mutating func add(
    _ terms: [(Int, Double)], _ relation: Relation, _ constant: Double, _ priority: Float = 1000
  ) {
    rows.append(Row(terms: terms, constant: constant, relation: relation, priority: priority))
  }

  /// This solver's constraints for the spec, over the given variables.
  func constraints(_ variables: [Variable]) -> [Constraint] {
    rows.map { row in
      Constraint(
        Expression(
          row.terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: -row.constant),
        row.relation, priority: Priority(row.priority))
    }
  }

  /// Builds a solver holding the spec's constraints and edit variables.
  func build() throws -> (Solver, [Variable]) {
    let variables = names.map { Variable($0) }
    let solver = Solver()
    for constraint in constraints(variables) { try solver.addConstraint(constraint) }
    for (index, priority) in edits {
      try solver.addEditVariable(variables[index], priority: Priority(priority))
    }
    return (solver, variables)
  }

  /// The spec in kiwi_peer.py's JSON form.
  ///
  /// kiwi sums weighted errors, so each optional level gets a weight 1000 times the one below, the
  /// closest kiwi comes to levels.
  func jsonObject() -> [String: Any] {
    let levels = Set(rows.map(\.priority) + edits.map(\.1)).filter { $0 < 1000 }.sorted()
    func strength(_ priority: Float) -> Any {
      guard priority < 1000, let rank = levels.firstIndex(of: priority) else { return "required" }
      return pow(1000.0, Double(rank))
    }
    let relations: [Relation: String] = [
      .equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">=",
    ]
    return [
      "variables": names.count,
      "constraints": rows.map { row -> [Any] in
        [
          row.terms.map { [$0.0, $0.1] as [Any] }, row.constant, relations[row.relation] ?? "==",
          strength(row.priority),
        ]
      },
      "edits": edits.map { [$0.0, strength($0.1)] as [Any] },
    ]
  }
}

enum Workloads {
  /// A self-sizing table-view cell: image, title, subtitle, body and accessory views, 40
  /// constraints, with the cell width and the two label heights as edit variables.
  static func cell() -> SystemSpec {
    var s = SystemSpec()
    let (ix, iy, iw, ih) = (
      s.variable("image.x"), s.variable("image.y"), s.variable("image.w"), s.variable("image.h")
    )
    let (tx, ty, tw, th) = (
      s.variable("title.x"), s.variable("title.y"), s.variable("title.w"), s.variable("title.h")
    )
    let (sx, sy, sw, sh) = (
      s.variable("sub.x"), s.variable("sub.y"), s.variable("sub.w"), s.variable("sub.h")
    )
    let (bx, by, bw, bh) = (
      s.variable("body.x"), s.variable("body.y"), s.variable("body.w"), s.variable("body.h")
    )
    let (ax, ay, aw, ah) = (
      s.variable("acc.x"), s.variable("acc.y"), s.variable("acc.w"), s.variable("acc.h")
    )
    let height = s.variable("content.h")
    let width = s.variable("cell.w")
    let titleText = s.variable("title.intrinsic")
    let bodyText = s.variable("body.intrinsic")
    s.add([(ix, 1)], .equal, 16)
    s.add([(iw, 1)], .equal, 44)
    s.add([(ih, 1)], .equal, 44)
    s.add([(iy, 1)], .greaterThanOrEqual, 12)
    s.add([(iy, 1)], .equal, 12, 750)
    s.add([(aw, 1)], .equal, 24)
    s.add([(ah, 1)], .equal, 24)
    s.add([(ax, 1), (aw, 1), (width, -1)], .equal, -16)
    s.add([(ay, 2), (ah, 1), (height, -1)], .equal, 0)
    s.add([(tx, 1), (ix, -1), (iw, -1)], .equal, 12)
    s.add([(tx, 1), (tw, 1), (ax, -1)], .lessThanOrEqual, -8)
    s.add([(tx, 1), (tw, 1), (ax, -1)], .equal, -8, 750)
    s.add([(ty, 1)], .equal, 12)
    s.add([(th, 1), (titleText, -1)], .greaterThanOrEqual, 0, 750)
    s.add([(th, 1), (titleText, -1)], .equal, 0, 250)
    s.add([(sx, 1), (tx, -1)], .equal, 0)
    s.add([(sw, 1), (tw, -1)], .equal, 0)
    s.add([(sy, 1), (ty, -1), (th, -1)], .equal, 4)
    s.add([(sh, 1)], .equal, 18, 750)
    s.add([(sh, 1)], .greaterThanOrEqual, 0)
    s.add([(bx, 1), (tx, -1)], .equal, 0)
    s.add([(bw, 1), (tw, -1)], .equal, 0)
    s.add([(by, 1), (sy, -1), (sh, -1)], .equal, 4)
    s.add([(bh, 1), (bodyText, -1)], .greaterThanOrEqual, 0, 750)
    s.add([(bh, 1), (bodyText, -1)], .equal, 0, 250)
    s.add([(height, 1), (by, -1), (bh, -1)], .greaterThanOrEqual, 12)
    s.add([(height, 1), (iy, -1), (ih, -1)], .greaterThanOrEqual, 12)
    s.add([(height, 1)], .equal, 0, 50)
    s.add([(tw, 1)], .greaterThanOrEqual, 0)
    s.add([(th, 1)], .greaterThanOrEqual, 0)
    s.add([(bh, 1)], .greaterThanOrEqual, 0)
    s.add([(ay, 1)], .greaterThanOrEqual, 0)
    s.add([(height, 1)], .greaterThanOrEqual, 44)
    s.add([(height, 1)], .lessThanOrEqual, 2000)
    s.add([(tw, 1)], .lessThanOrEqual, 10_000)
    s.add([(ix, 1), (iw, 1), (ax, -1)], .lessThanOrEqual, 0)
    s.add([(width, 1)], .greaterThanOrEqual, 0)
    s.add([(titleText, 1)], .greaterThanOrEqual, 0)
    s.add([(bodyText, 1)], .greaterThanOrEqual, 0)
    s.add([(by, 1), (bh, 1), (height, -1)], .lessThanOrEqual, 0)
    s.edits = [(width, 999), (titleText, 999), (bodyText, 999)]
    return s
  }

  /// The suggestions of the cell rounds: (edit slot, value), cycling through widths and heights.
  static let cellSuggestions: [[(Int, Double)]] = (0..<12).map { round in
    [
      (0, [320, 375, 414][round % 3]), (1, [20.5, 41, 61.5, 82][round % 4]),
      (2, [0, 18, 36, 54, 90, 108][round % 6]),
    ]
  }

  /// The chain `x[i+1] == x[i] + 10`, with a strong edit on `x[0]` added after the chain.
  static func chain(_ count: Int) -> SystemSpec {
    var s = SystemSpec()
    let xs = (0..<count).map { s.variable("x\($0)") }
    for index in 0..<(count - 1) { s.add([(xs[index + 1], 1), (xs[index], -1)], .equal, 10) }
    s.edits = [(xs[0], 750)]
    return s
  }

  /// A 500-constraint system of bounds, ordering inequalities, weak positions and strong sums.
  static func churn() -> SystemSpec {
    var s = SystemSpec()
    let xs = (0..<100).map { s.variable("x\($0)") }
    for index in 0..<100 {
      s.add([(xs[index], 1)], .greaterThanOrEqual, 0)
      s.add([(xs[index], 1)], .lessThanOrEqual, 1000)
      s.add([(xs[index], 1)], .equal, Double(10 * index), 250)
    }
    for index in 0..<99 { s.add([(xs[index + 1], 1), (xs[index], -1)], .greaterThanOrEqual, 5) }
    for index in 0..<97 {
      s.add([(xs[index], 1), (xs[index + 3], 1)], .lessThanOrEqual, 1500, 750)
    }
    for index in 0..<4 {
      s.add([(xs[index * 20], 1), (xs[index * 20 + 10], 1)], .equal, Double(200 * index + 60), 500)
    }
    return s
  }

  /// The constraints the churn removes and re-adds, in order.
  static let churnOrder: [Int] = (0..<10_000).map { ($0 * 7919) % 500 }
}
