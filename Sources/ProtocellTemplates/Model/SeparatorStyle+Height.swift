extension SeparatorStyle {
  /// How much of a row the separator takes at `scale`.
  ///
  /// One pixel (1/scale points: 0.5 at 2×, 1/3 at 3×) for ``singleLine``, nothing for
  /// ``none``. A row's content view is the row less it (43.5 in a 44-point row at 2×).
  public func height(atScale scale: Double) -> Double {
    self == .singleLine ? 1 / scale : 0
  }
}
