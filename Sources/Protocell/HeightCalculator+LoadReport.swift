extension HeightCalculator {
  /// A calculator for every prototype of `registry` that measures rows as the load's check
  /// measured its templates, and as `protocell measure` does: with the load's measurer
  /// (``PrototypeLoadReport/measurer``, which has the fonts the templates' `.protocell.json`
  /// lists and has learned the line heights Interface Builder recorded for fonts an app bundles),
  /// each Interface Builder document's cells at its own `<device>`'s scale where it is not
  /// `options.scale` (``CellPrototype/designScale``), and the layout work limit of the
  /// templates' configuration.
  ///
  /// ```swift
  /// let registry = PrototypeRegistry()
  /// let report = try registry.registerTemplates(atPaths: ["Cells/Main.storyboard"])
  /// let heights = try HeightCalculator(registry: registry, report: report)
  /// ```
  ///
  /// The calculator holds the prototypes registered when it is made: one made before prototypes
  /// are registered or replaced does not see them (make another). Prototypes registered by
  /// several loads are measured as all of them teach: ``init(registry:reports:options:scales:cacheCapacity:)``.
  ///
  /// - Parameters:
  ///   - registry: The registry the templates were registered into.
  ///   - report: The load's report (``PrototypeRegistry/registerTemplates(atPaths:loader:replacing:)``).
  ///   - options: The scale, separator and line limit (the scale of cells without a document
  ///     scale of their own).
  ///   - scales: The scale of prototypes laid out at another than `options.scale`, by reuse
  ///     identifier; `nil` (the default): each cell's design scale, as above.
  ///   - cacheCapacity: The most heights the ``cache`` holds (at least 1).
  /// - Throws: ``RegistryError`` as ``init(registry:measurer:options:scales:maximumLayoutWork:cacheCapacity:)``, or
  ///   ``RegistryError/fontsUnavailable(reason:)`` when the load laid nothing out and the
  ///   system's fonts cannot be loaded.
  public convenience init(
    registry: PrototypeRegistry, report: PrototypeLoadReport,
    options: LayoutOptions = LayoutOptions(), scales: [String: Double]? = nil,
    cacheCapacity: Int = HeightCache.defaultCapacity
  ) throws(RegistryError) {
    try self.init(
      registry: registry, reports: [report], options: options, scales: scales,
      cacheCapacity: cacheCapacity)
  }

  /// A calculator for every prototype of `registry`, registered by several loads (one file per
  /// call, as an app that keys cells by their bare identifiers registers them), that measures
  /// rows as one load of all their paths would: the fonts every `.protocell.json` lists, and the
  /// line heights learned from every load's Interface Builder documents together.
  ///
  /// With one report whose check laid its templates out, that check's measurer is used, as
  /// ``init(registry:report:options:scales:cacheCapacity:)`` says.
  ///
  /// - Parameters:
  ///   - registry: The registry the loads registered into.
  ///   - reports: Their reports.
  ///   - options: The scale, separator and line limit.
  ///   - scales: The scale of prototypes laid out at another than `options.scale`, by reuse
  ///     identifier; `nil` (the default): each cell's design scale.
  ///   - cacheCapacity: The most heights the ``cache`` holds (at least 1).
  /// - Throws: ``RegistryError`` as ``init(registry:measurer:options:scales:maximumLayoutWork:cacheCapacity:)``, or
  ///   ``RegistryError/fontsUnavailable(reason:)`` when the system's fonts cannot be loaded.
  public convenience init(
    registry: PrototypeRegistry, reports: [PrototypeLoadReport],
    options: LayoutOptions = LayoutOptions(), scales: [String: Double]? = nil,
    cacheCapacity: Int = HeightCache.defaultCapacity
  ) throws(RegistryError) {
    let files = reports.flatMap { $0.check?.files ?? [] }
    let measurer: any LabelMeasuring
    if reports.count == 1, let used = reports[0].measurer {
      measurer = used
    } else {
      do {
        let fonts = try FontTextMeasurer.configured(forInputsAt: files.map(\.path))
        fonts.learnLineHeights(from: files)
        measurer = fonts
      } catch {
        throw .fontsUnavailable(reason: String(describing: error))
      }
    }
    // Cells without a document scale of their own (templates, IB documents that name no
    // `<device>`) take `options.scale`, as the parameter says (a library user's review:
    // `LayoutOptions(scale: 3)` measured them at 2×).
    try self.init(
      registry: registry, measurer: measurer, options: options, scales: scales,
      maximumLayoutWork: reports.map(\.maximumLayoutWork).max()
        ?? TemplateLimits.default.maximumLayoutWork,
      cacheCapacity: cacheCapacity)
  }
}
