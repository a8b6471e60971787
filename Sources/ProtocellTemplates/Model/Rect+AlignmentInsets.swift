extension Rect {
  /// The alignment rectangle of a frame: the frame shrunk by `insets` on each edge (left and
  /// right as `leading` and `trailing`).
  package func alignmentRect(insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.leading, y: y + insets.top, width: width - insets.leading - insets.trailing,
      height: height - insets.top - insets.bottom)
  }

  /// The frame of an alignment rectangle: the rectangle grown by `insets` on each edge.
  package func frame(alignmentInsets insets: EdgeInsets) -> Rect {
    Rect(
      x: x - insets.leading, y: y - insets.top, width: width + insets.leading + insets.trailing,
      height: height + insets.top + insets.bottom)
  }
}
