/// `measure`'s warning that a row fills no view of its prototype: its members are none of the
/// keys the prototype's views show, so every such row is measured as designed.
///
/// Worded for the prototype's source: an Interface Builder cell's views are filled through its
/// outlets, so a member that names a view which is no outlet (`imageView` for an image view
/// IB names by its class) is said to be one, where a template's view is filled through its
/// binding.
struct UnfilledRowWarning {
  /// What messages call the data.
  var input: String
  /// The prototype's key.
  var prototype: String
  /// The row's members, less the `--id-key` and `--key` fields.
  var members: [String]
  /// The keys the prototype's views show, sorted.
  var keys: [String]
  /// The members that name a view no key fills, with whether that view could take data (a
  /// label or an image view) were it bound.
  var viewsNamed: [(name: String, takesData: Bool)]
  /// The members that name a view by its id where a key of another name fills it (a built-in
  /// style's `detailTextLabel`, connected to the outlet `homeIdLabel`), with that key.
  var viewsKeyed: [(name: String, key: String)] = []
  /// Whether the prototype is an Interface Builder cell.
  var isInterfaceBuilder: Bool

  /// The warning's line, `warning: ` and line break included.
  var text: String {
    let shown = Self.listed(members)
    let shows =
      keys.isEmpty
      ? (isInterfaceBuilder
        ? "none: no outlet of the cell is a label or an image view"
        : "none: no label or image view of it has a binding")
      : Self.listed(keys)
    let noun = isInterfaceBuilder ? "the outlets a row fills" : "the keys its views show"
    var text =
      "warning: \(input): a row fills no view of '\(prototype)': its members (\(shown)) are "
      + "none of \(noun) (\(shows))"
    let unbound = viewsNamed.filter(\.takesData).map(\.name)
    let inert = viewsNamed.filter { !$0.takesData }.map(\.name)
    if !unbound.isEmpty {
      text +=
        "; " + Self.listed(unbound)
        + (unbound.count == 1 ? " names a view" : " name views")
        + (isInterfaceBuilder
          ? (unbound.count == 1 ? " that is no outlet" : " that are no outlets")
          : " without a binding")
    }
    if !inert.isEmpty {
      text +=
        "; " + Self.listed(inert) + (inert.count == 1 ? " names a view" : " name views")
        + " that shows no row data (only labels and image views do)"
    }
    text += ", so it is measured as designed; "
    if !viewsKeyed.isEmpty {
      let one = viewsKeyed.count == 1
      let what =
        isInterfaceBuilder
        ? (one ? "the outlet of the view it names" : "the outlets of the views they name")
        : (one ? "the key of the view it names" : "the keys of the views they name")
      text +=
        "use "
        + viewsKeyed.prefix(5).map { "'\($0.key)' for '\($0.name)'" }.joined(separator: ", ")
        + " (\(what)); otherwise "
    }
    if isInterfaceBuilder {
      let example = unbound.first.map {
        " ({\"\(prototype)\": {\"\($0)\": \"\($0)\"}})"
      }
      text +=
        "name the members as the cell's outlets, connect the views to outlets in Interface "
        + "Builder, or bind them in .protocell.json's \"bindings\"\(example ?? "")"
    } else {
      text += "name the members as the views' keys, or map them in .protocell.json's \"bindings\""
    }
    return text + " (said once)\n"
  }

  /// The first five names, quoted, and `…` when there are more.
  private static func listed(_ names: [String]) -> String {
    names.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 5 ? ", …" : "")
  }
}
