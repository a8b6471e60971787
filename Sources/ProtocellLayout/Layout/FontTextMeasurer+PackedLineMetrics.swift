import ProtocellTemplates
import TextMeasurement

extension FontTextMeasurer {
  /// `prototypes`, each with the line metrics this measurer learned from Interface Builder's
  /// frames for the families of its labels and titles (``CellPrototype/lineMetrics``): what
  /// `protocell compile` writes into a pack, so that a pack of cells in fonts an app bundles is
  /// measured with the lines their documents taught (``adoptLineMetrics(of:)``).
  ///
  /// - Parameter prototypes: Prototypes read from documents this measurer learned from
  ///   (``learnLineHeights(from:)``).
  /// - Returns: The prototypes, with the metrics of each family it learned.
  public func attachingLearnedLineMetrics(to prototypes: [CellPrototype]) -> [CellPrototype] {
    prototypes.map { prototype in
      var prototype = prototype
      for view in prototype.allViews {
        var families: [String] = []
        if case .label(let label) = view.kind { families.append(label.font.family) }
        if let font = view.titleFont { families.append(font.family) }
        for family in families {
          if let metrics = fontLibrary.lineMetrics(forUnregisteredFamily: family) {
            prototype.lineMetrics[family] = metrics
          }
        }
      }
      return prototype
    }
  }

  /// Measures each family that `prototypes` carry line metrics for (a pack's cells,
  /// ``attachingLearnedLineMetrics(to:)``) with them, unless a registered file provides the
  /// family (the app's own font keeps its lines) or the family has metrics already (learned
  /// from documents loaded beside the pack).
  ///
  /// Call it before measuring, as ``learnLineHeights(from:)``.
  ///
  /// - Parameter prototypes: The prototypes to be measured.
  public func adoptLineMetrics(of prototypes: some Sequence<CellPrototype>) {
    var adopted = false
    for prototype in prototypes {
      for family in prototype.lineMetrics.keys.sorted() {
        guard let metrics = prototype.lineMetrics[family], !fontLibrary.isRegistered(family),
          fontLibrary.lineMetrics(forUnregisteredFamily: family) == nil
        else { continue }
        fontLibrary.setLineMetrics(metrics, forUnregisteredFamily: family)
        adopted = true
      }
    }
    if adopted { forgetResolvedFonts() }
  }
}
