extension HeightCalculator {
  /// A calculator for every prototype of `registry` that measures rows as the load's check
  /// measured its templates, and as `protocell measure` does: with the load's measurer
  /// (``PrototypeLoadReport/measurer``, which has learned the line heights Interface Builder
  /// recorded for fonts an app bundles), each Interface Builder document's cells at its own
  /// `<device>`'s scale where it is not `options.scale`
  /// (``CellPrototype/designScale``), and the layout
  /// work limit of the templates' configuration.
  ///
  /// ```swift
  /// let registry = PrototypeRegistry()
  /// let report = try registry.registerTemplates(atPaths: ["Cells/Main.storyboard"])
  /// let heights = try HeightCalculator(registry: registry, report: report)
  /// ```
  ///
  /// The calculator holds the prototypes registered when it is made: one made before prototypes
  /// are registered or replaced does not see them (make another).
  ///
  /// - Parameters:
  ///   - registry: The registry the templates were registered into.
  ///   - report: The load's report (``PrototypeRegistry/registerTemplates(atPaths:loader:replacing:)``).
  ///   - options: The scale, separator and line limit (the scale of cells without a document
  ///     scale of their own).
  /// - Throws: ``RegistryError`` as ``init(registry:measurer:options:scales:maximumLayoutWork:)``, or
  ///   ``RegistryError/fontsUnavailable(reason:)`` when the load laid nothing out and the
  ///   system's fonts cannot be loaded.
  public convenience init(
    registry: PrototypeRegistry, report: PrototypeLoadReport,
    options: LayoutOptions = LayoutOptions()
  ) throws(RegistryError) {
    let files = report.check?.files ?? []
    let measurer: any LabelMeasuring
    if let used = report.measurer {
      measurer = used
    } else {
      do {
        let fonts = try FontTextMeasurer()
        fonts.learnLineHeights(from: files)
        measurer = fonts
      } catch {
        throw .fontsUnavailable(reason: String(describing: error))
      }
    }
    // Each cell at its design scale; cells without one (templates, IB documents that name no
    // `<device>`) take `options.scale`, as the parameter says (a library user's review:
    // `LayoutOptions(scale: 3)` measured them at 2×).
    try self.init(
      registry: registry, measurer: measurer, options: options,
      maximumLayoutWork: report.maximumLayoutWork)
  }
}
