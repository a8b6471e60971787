import ProtocellTemplates

extension Rect {
  /// The frame with every edge moved to the nearest device pixel, as UIKit places views.
  ///
  /// An edge half-way between two pixels goes to the one further from zero. Edges are first
  /// rounded to a millionth of a pixel, so that the solver's round-off (113.74999999999999 from
  /// one history of pivots, 113.75 from another) never decides which pixel an edge lands on.
  package func alignedToPixels(scale: Double) -> Rect {
    // `+ 0` makes a value that rounds to -0 (a solver's -0.0001) 0: printed as `-0` otherwise.
    func snap(_ value: Double) -> Double {
      ((value * scale * 1e6).rounded() / 1e6).rounded() / scale + 0
    }
    let left = snap(x)
    let top = snap(y)
    return Rect(x: left, y: top, width: snap(x + width) - left, height: snap(y + height) - top)
  }
}
