extension EdgeInsets {
  /// The insets as messages write them: `8 on every side`, or `top 11, leading 16, bottom 11,
  /// trailing 16`.
  public var sidesDescription: String {
    let sides = edges.map(\.compactDescription)
    if Set(sides).count == 1 { return "\(sides[0]) on every side" }
    return zip(["top", "leading", "bottom", "trailing"], sides).map { "\($0) \($1)" }
      .joined(separator: ", ")
  }
}
