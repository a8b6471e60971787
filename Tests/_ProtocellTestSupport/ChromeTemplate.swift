/// A template using the language's chrome (`accessory` and `style` on a cell, `fontItalic` on a
/// label): read by the parser's tests, written back and formatted by the tooling's.
public enum ChromeTemplate {
  /// The template's text.
  public static let source = """
    <templates version="1">
      <cell reuseIdentifier="Setting" width="414" accessory="detailDisclosureButton" style="value1">
        <label id="textLabel" text="Wi-Fi" bind="title" fontItalic="true"/>
        <label id="detailTextLabel" bind="value"/>
      </cell>
    </templates>
    """
}
