import ProtocellLayout
import ProtocellTemplates

extension Snapshot {
  /// The first line of every snapshot file: the format and its version.
  public static let formatHeader = "protocell-snapshot 1"

  /// The snapshot as text: one fact a line, numbers on the pixel grid, so that a change to the
  /// layout is a change to the lines it touches.
  ///
  /// ```
  /// protocell-snapshot 1
  /// prototype TextPost
  /// row design
  /// traits width 375 scale 2 category large
  /// height 73
  /// view title x 16 y 12 width 343 height 20.5
  ///   line width 84.5 baseline 15.5 "Hello, world"
  /// view badge x 0 y 0 width 0 height 0 hidden
  /// warning "broke 'badge.width == 10' (conflicts with …)"
  /// ```
  ///
  /// Names are bare words unless they hold a space, quote or backslash; texts are always quoted
  /// (JSON's escapes). A label's lines follow its view, indented, each with where it starts
  /// in the label (`x`, left out when 0: a line that does not start at the label's left edge
  /// is centred, right-aligned or right to left); `truncated` marks a line the
  /// text was cut short on. A row that failed has a `failure` line instead of its height and views.
  ///
  /// - Complexity: O(*v* + *l*) for *v* views and *l* label lines.
  public func encodedText() -> String {
    let scale = traits.scale
    func number(_ value: Double) -> String { value.pixelDescription(scale: scale) }
    var text = Self.formatHeader + "\n"
    text += "prototype \(SnapshotText.token(prototype))\n"
    text += "row \(SnapshotText.token(row))\n"
    text +=
      "traits width \(traits.width.pixelDescription(scale: 100)) scale "
      + "\(scale.pixelDescription(scale: 1)) category \(traits.category.rawValue)"
      + (traits.locale.map { " locale \(SnapshotText.token($0))" } ?? "")
      + (traits.isRightToLeft ? " direction rtl" : "") + "\n"
    if let failure {
      text += "failure \(SnapshotText.quoted(failure))\n"
      return text
    }
    text += "height \(number(height))\n"
    for view in views {
      let frame = view.frame
      text +=
        "view \(SnapshotText.token(view.name)) x \(number(frame.x)) y \(number(frame.y)) "
        + "width \(number(frame.width)) height \(number(frame.height))"
      text += view.isHidden ? " hidden\n" : "\n"
      for line in view.lines {
        text += "  line" + (line.x == 0 ? "" : " x \(number(line.x))")
        text += " width \(number(line.width)) baseline \(number(line.baseline))"
        text += line.isTruncated ? " truncated " : " "
        text += SnapshotText.quoted(line.text) + "\n"
      }
    }
    for warning in warnings { text += "warning \(SnapshotText.quoted(warning))\n" }
    return text
  }
}
