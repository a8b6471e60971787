import _ProtocellConcurrency

extension FontLibrary {
  /// Measures the lines of a family that is not installed with `metrics`, whichever stand-in
  /// draws its glyphs; `nil` goes back to the stand-in's own line metrics.
  ///
  /// A stand-in's widths may be close to a missing font's, but its line height rarely is (Open
  /// Sans's lines are 1.36 em tall, DejaVu Sans's 1.16), and a label's height is its lines'. The
  /// metrics come from where the missing font was measured: Interface Builder records each
  /// one-line label's height as Apple's text engine measured it with the app's own font
  /// (ProtocellLayout's `FontTextMeasurer.learnLineHeights(from:)` learns them). The family's
  /// installed or registered fonts, once there, are measured with their own metrics: this only
  /// changes what a stand-in measures.
  ///
  /// Call it before measuring labels in the family: fonts already resolved keep their metrics.
  ///
  /// - Parameters:
  ///   - metrics: The line metrics to measure the family's stand-in with, or `nil`.
  ///   - family: The missing family, as labels name it (case and spaces ignored).
  public func setLineMetrics(_ metrics: VerticalMetrics?, forMissingFamily family: String) {
    let key = Self.normalized(family)
    lock.withLock { missingFamilyLineMetrics[key] = metrics }
  }

  /// The line metrics set for a missing family's stand-in, if any.
  ///
  /// - Parameter family: The family, as labels name it (case and spaces ignored).
  /// - Returns: The metrics given to ``setLineMetrics(_:forMissingFamily:)``, or `nil`.
  public func lineMetrics(forMissingFamily family: String) -> VerticalMetrics? {
    let key = Self.normalized(family)
    return lock.withLock { missingFamilyLineMetrics[key] }
  }
}

extension FontLibrary {
  /// Whether an installed or registered font carries `family` (case and spaces ignored), so
  /// that labels in it are measured with the family's own glyphs and metrics.
  ///
  /// - Parameter family: A family name, such as `Open Sans`.
  /// - Returns: `false` for a family a stand-in would measure.
  public func isAvailable(_ family: String) -> Bool { isInstalled(family) }
}
