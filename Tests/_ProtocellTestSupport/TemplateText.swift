/// Template text for the tests of commands.
public enum TemplateText {
  /// A `<cell>` whose box, pinned to the margins on every side, is required to be 10 and 20
  /// points tall: the layout breaks `box.height == 20`, and the cell is 8 + 10 + 8 = 26 tall.
  ///
  /// - Parameter reuseIdentifier: The cell's reuse identifier.
  /// - Returns: The element's text, one constraint a line.
  public static func clashingCell(reuseIdentifier: String) -> String {
    """
    <cell reuseIdentifier="\(reuseIdentifier)"><view id="box"/><constraints>
    <constraint>box.top == margins.top</constraint>
    <constraint>box.leading == margins.leading</constraint>
    <constraint>box.trailing == margins.trailing</constraint>
    <constraint>box.bottom == margins.bottom</constraint>
    <constraint>box.height == 10</constraint>
    <constraint>box.height == 20</constraint>
    </constraints></cell>
    """
  }
}
