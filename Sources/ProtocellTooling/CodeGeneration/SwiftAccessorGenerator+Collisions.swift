import ProtocellTemplates

extension SwiftAccessorGenerator {
  /// The names `source(for:)` would declare twice, each said in a sentence: reuse identifiers
  /// whose Swift names are one (`Cell` and `cell` both `cell`, and both `CellRow`), and, in one
  /// prototype, bound keys whose properties are one (`user.name` and `user name`, `userName`).
  ///
  /// The generated file would not compile; the templates are valid (UIKit tells `Cell` from
  /// `cell`), so the names are to change, in the templates or in the keys.
  ///
  /// - Parameter cells: The prototypes, in the order given to `source(for:)`.
  /// - Returns: One sentence per clash, empty when every name is its own.
  public func nameCollisions(in cells: [CellPrototype]) -> [String] {
    var problems = Self.collisions(
      of: cells.map(\.reuseIdentifier), named: { Self.identifier($0, upper: false) }
    ).map { names in
      "the reuse identifiers \(Self.listed(names)) \(Self.become(names)) the case "
        + "'\(Self.identifier(names[0], upper: false))' in Swift; \(Self.rename(names))"
    }
    for cell in cells {
      let keys = fields(of: cell).map(\.key)
      problems += Self.collisions(of: keys, named: { Self.identifier($0, upper: false) }).map {
        names in
        "the keys \(Self.listed(names)) of '\(cell.reuseIdentifier)' \(Self.become(names)) the property "
          + "'\(Self.identifier(names[0], upper: false))' of "
          + "'\(Self.identifier(cell.reuseIdentifier, upper: true))Row'; \(Self.rename(names))"
      }
    }
    return problems
  }

  /// The groups of two or more `texts` that `name` makes one, in the order they first appear.
  private static func collisions(of texts: [String], named name: (String) -> String)
    -> [[String]]
  {
    var groups: [String: [String]] = [:]
    var order: [String] = []
    for text in texts {
      let key = name(text)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(text)
    }
    return order.compactMap { groups[$0] }.filter { $0.count > 1 }
  }

  /// `both become` for two names, `all become` for more.
  private static func become(_ names: [String]) -> String {
    names.count == 2 ? "both become" : "all become"
  }

  /// What to do: `rename one`, or `rename all but one`.
  private static func rename(_ names: [String]) -> String {
    names.count == 2 ? "rename one" : "rename all but one"
  }

  /// `'a', 'b' and 'c'`.
  private static func listed(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
  }
}
