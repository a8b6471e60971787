/// Template fragments the stack tests share.
enum StackFixtures {
  /// A cell body: `stack`, an element with id `s`, pinned to all four layout margins, and
  /// `constraints`, more `<constraint>` elements.
  static func pinnedToMargins(_ stack: String, constraints: String = "") -> String {
    pinnedToLeadingTopAndBottom(
      stack, constraints: "<constraint>s.trailing == margins.trailing</constraint>" + constraints)
  }

  /// A cell body: `stack`, an element with id `s`, pinned to the leading, top and bottom
  /// margins (its trailing end free), and `constraints`, more `<constraint>` elements.
  static func pinnedToLeadingTopAndBottom(_ stack: String, constraints: String = "") -> String {
    """
    \(stack)
    <constraints>
      <constraint>s.leading == margins.leading</constraint>
      <constraint>s.top == margins.top</constraint>
      <constraint>s.bottom == margins.bottom</constraint>\(constraints)
    </constraints>
    """
  }
}
