import Cassowary
import ProtocellTemplates
import TextMeasurement

extension FontTextMeasurer {
  /// A font family no registered file provides, measured (by its stand-in, or by a copy
  /// installed on this machine) with lines of the height Interface Builder recorded for the
  /// family's one-line labels.
  public struct LearnedLineHeight: Hashable, Sendable {
    /// The family the labels name.
    public var family: String
    /// The line height learned, and how many labels agree with it.
    public var estimate: LineHeightEstimate
    /// The metrics the family's lines are now measured with.
    public var lineMetrics: VerticalMetrics
  }

  /// Gives each font family that no registered file provides the line height Interface
  /// Builder recorded for it, learned from the one-line labels of `files`' Interface Builder
  /// documents (``LineHeightEstimate``); families with too little evidence keep their font's
  /// lines.
  ///
  /// An app's bundled font is rarely on this machine, so a stand-in draws its labels, and a
  /// stand-in's line height is its own: a label in Open Sans (lines 1.36 em tall) measured with
  /// DejaVu Sans (1.16 em) is 3 points short at 15 points. Where the family is installed, the
  /// copy may not be the app's: Ramotion's folding-cell bundles an Open Sans whose 10-point
  /// labels IB recorded 12 tall, where Debian's Open Sans draws 14. But every Interface Builder
  /// document records each label's frame as Apple's text engine measured it with the app's
  /// font, and a one-line label's height is that font's line height rounded up to the pixel.
  /// The learned height applies to every size of the family; the stand-in or installed copy
  /// still gives the widths and the split of the line above and below the baseline. Families
  /// registered (`--font-file`, the app's own files), those whose stand-in is drawn to their
  /// metrics (``FontStandIns/isMetricCompatible(_:with:)``), and iOS families whose line
  /// heights are known (``IOSFontLineHeights``, which ``FontLibrary/resolve(_:)`` gives their
  /// stand-ins) learn nothing.
  ///
  /// Evidence is a label with text and one line (`numberOfLines` 1, or a recorded height no
  /// taller than one line can be), laid out by constraints, a stack or a built-in style, a
  /// recorded frame that IB does not mark misplaced or ambiguous, and no height constraint of
  /// its own; labels whose height the
  /// constraints stretch are outvoted by the others (see ``LineHeightEstimate``).
  ///
  /// Call it before measuring: fonts already resolved are resolved again afterwards.
  ///
  /// - Parameter files: The loaded files; templates without Interface Builder records add
  ///   nothing.
  /// - Returns: The families given a learned line height, by name.
  @discardableResult
  public func learnLineHeights(from files: [TemplateFile]) -> [LearnedLineHeight] {
    var observations: [String: [LineHeightEstimate.Observation]] = [:]
    var spellings: [String: String] = [:]
    for file in files {
      guard let records = file.interfaceBuilder else { continue }
      for (cell, record) in Self.pairs(file.cells, records.cells) {
        // Most cells' labels are all in the system font: nothing to learn, nothing to work out.
        guard cell.allViews.contains(where: Self.mayTeachLineHeight) else { continue }
        let heightConstrained = Self.viewsWithOwnHeight(in: cell)
        let laidOut = Self.viewsLaidOutByAutoLayout(in: cell)
        for view in cell.allViews {
          guard case .label(let label) = view.kind, !label.text.isEmpty,
            !heightConstrained.contains(view.id), laidOut.contains(view.id),
            let viewRecord = record.view(named: view.id), !viewRecord.isMisplaced,
            !viewRecord.isAmbiguous, let frame = viewRecord.frame,
            Self.isCandidate(label.font.family),
            label.numberOfLines == 1 || Self.holdsOneLine(frame.height, size: label.font.size)
          else { continue }
          let key = label.font.family.lowercased().filter { $0 != " " }
          spellings[key] = spellings[key] ?? label.font.family
          observations[key, default: []].append(
            LineHeightEstimate.Observation(
              pointSize: label.font.size, height: frame.height, scale: records.scale))
        }
      }
    }
    var learned: [LearnedLineHeight] = []
    for key in observations.keys.sorted() {
      // The system font under one of its names keeps SF Pro's own metrics.
      guard let family = spellings[key], let evidence = observations[key],
        !fontLibrary.isRegistered(family), !FontStandIns.isSystemFontName(family),
        let estimate = LineHeightEstimate(evidence)
      else { continue }
      fontLibrary.setLineMetrics(nil, forUnregisteredFamily: family)
      guard let standIn = try? fontLibrary.resolve(FontDescriptor(family: family, size: 100)),
        !FontStandIns.isMetricCompatible(
          standIn.substitution?.substituteFamily ?? family, with: family)
      else { continue }
      // The font's own split of its line above and below the baseline.
      let metrics = estimate.lineMetrics(ascenderShare: standIn.font.metrics.ascenderShare)
      fontLibrary.setLineMetrics(metrics, forUnregisteredFamily: family)
      learned.append(LearnedLineHeight(family: family, estimate: estimate, lineMetrics: metrics))
    }
    forgetResolvedFonts()
    return learned
  }

  /// Each cell with its record: by position when the lists match, else by reuse identifier.
  private static func pairs(
    _ cells: [CellPrototype], _ records: [InterfaceBuilderCellRecord]
  ) -> [(CellPrototype, InterfaceBuilderCellRecord)] {
    if cells.count == records.count,
      zip(cells, records).allSatisfy({ $0.reuseIdentifier == $1.reuseIdentifier })
    {
      return Array(zip(cells, records))
    }
    return cells.compactMap { cell in
      records.first { $0.reuseIdentifier == cell.reuseIdentifier }.map { (cell, $0) }
    }
  }

  /// The ids of views a constraint gives a height of their own (`label.height == 21`).
  ///
  /// A constraint below the fitting-size level (50) is not counted: it never prevails over a
  /// label's own height, as the canvas's hold on a stack's arranged view at the size it was
  /// drawn (26 or 49.5, above the stack's ambiguity suppression) does not.
  private static func viewsWithOwnHeight(in cell: CellPrototype) -> Set<String> {
    var ids: Set<String> = []
    for constraint in cell.constraints
    where constraint.second == nil && constraint.first.attribute == .height
      && constraint.priority >= Priority(50)
    {
      if case .view(let id) = constraint.first.item { ids.insert(id) }
    }
    return ids
  }

  /// The ids of views that constraints place, a stack arranges or a built-in style lays out: a
  /// view that none does keeps the frame it was drawn with (springs and struts), which says
  /// nothing of its text.
  private static func viewsLaidOutByAutoLayout(in cell: CellPrototype) -> Set<String> {
    var ids: Set<String> = []
    for constraint in cell.constraints {
      for anchor in constraint.anchors {
        if case .view(let id) = anchor.item { ids.insert(id) }
      }
    }
    for view in cell.allViews {
      guard case .stack = view.kind else { continue }
      for arranged in view.subviews { ids.insert(arranged.id) }
    }
    // A built-in style lays its labels out at their own heights, centred in the row.
    if cell.style != .custom {
      ids.formUnion([CellStyle.textLabelID, CellStyle.detailTextLabelID])
    }
    return ids
  }

  /// Whether a view is a label with text in a font that may teach a line height (whether it
  /// holds one line is asked of its recorded frame).
  private static func mayTeachLineHeight(_ view: ViewNode) -> Bool {
    guard case .label(let label) = view.kind else { return false }
    return !label.text.isEmpty && isCandidate(label.font.family)
  }

  /// Whether a label that may wrap is recorded one line tall.
  ///
  /// It is when no taller than the tallest line a face has (``LineHeightEstimate/plausibleRange``),
  /// as two lines never are. Such labels (a title allowed 2 lines that holds one) say the line
  /// height as one-line labels do.
  private static func holdsOneLine(_ height: Double, size: Double) -> Bool {
    size > 0 && height / size <= LineHeightEstimate.plausibleRange.upperBound
  }

  /// Whether labels in `family` may teach a line height: not the system font, whose metrics
  /// are known, nor an iOS family whose faces' line heights the corpus has pinned down
  /// (``IOSFontLineHeights``): one document's labels, often stretched or stale, would say
  /// less than the corpus's.
  private static func isCandidate(_ family: String) -> Bool {
    family != FontDescriptor.iOSSystemFamily && family != FontDescriptor.systemFamily
      && !IOSFontLineHeights.knows(family: family)
  }
}
