import Foundation

/// Compares the frames an Interface Builder document recorded with where the constraints put
/// each view, as Xcode does when it opens the document.
///
/// Each cell is laid out at the content-view size IB recorded (as IB's canvas lays it out).
/// A view IB marks `misplaced="YES"` gets Xcode's warning, "frame for 'title' will be different
/// at run time", at the view's line; one IB marks `ambiguous="YES"` gets a warning that its
/// layout is ambiguous. A note says what Protocell's layout finds, and says so when the layout
/// and IB's flag disagree (a flag left over from an older layout, or a difference between
/// Protocell and UIKit).
///
/// With ``comparesRecordedFrames``, views IB does not flag are compared too: one whose recorded
/// y or height differs from the layout by more than
/// ``InterfaceBuilderFrameComparison/tolerance`` gets the same warning. Only the vertical axis
/// is compared: horizontal geometry of text-sized views depends on SF Pro's glyph advances,
/// which Protocell only has when the fonts are installed. It is off by default, because such a
/// difference is as likely Protocell's as the document's (see the IB frame report).
public struct InterfaceBuilderPlacementRule: FileValidationRule {
  /// How labels are measured.
  public var measurer: any LabelMeasuring
  /// Whether views IB does not flag are compared with the layout too (vertically).
  public var comparesRecordedFrames: Bool

  /// Creates the rule.
  ///
  /// - Parameters:
  ///   - measurer: How labels are measured (real fonts: IB's system fonts use the iOS profile).
  ///   - comparesRecordedFrames: Whether unflagged views are compared too.
  public init(measurer: any LabelMeasuring, comparesRecordedFrames: Bool = false) {
    self.measurer = measurer
    self.comparesRecordedFrames = comparesRecordedFrames
  }

  /// `misplaced-view` and `ambiguous-layout`.
  public var codes: [DiagnosticCode] { [.misplacedView, .ambiguousLayout] }

  /// The placement findings of an Interface Builder document; nothing for other files.
  public func check(
    _ file: TemplateFile, source: SourceFile, diagnostics: [Diagnostic], limits: TemplateLimits
  ) -> [Diagnostic] {
    // The parser kept what IB recorded beside the cells: the document is not read again.
    guard let document = file.interfaceBuilder else { return [] }
    var found: [Diagnostic] = []
    for (prototype, record) in zip(file.cells, document.cells) {
      // A cell with nothing to report is not laid out again: the layout rule has laid it out.
      guard
        comparesRecordedFrames || record.views.contains(where: { $0.isMisplaced || $0.isAmbiguous })
      else { continue }
      // IB laid the frames it recorded out with its canvas's content-view margins, and its
      // label heights rounded as the document and each label's frame record them.
      var canvas = prototype
      if let margins = record.canvasLayoutMargins { canvas.layoutMargins = margins }
      canvas.sideMarginsFollowWidth = false
      canvas.useCanvasText(
        textHeightScale: document.canvasTextHeightScale,
        ideographScale: document.canvasIdeographScale, record: record)
      let layout = record.contentViewFrame.flatMap { content in
        try? InterfaceBuilderFrameComparison.layout(
          canvas, at: content, scale: document.scale, measurer: measurer)
      }
      // A view the layout leaves ambiguous sits where one of many solutions puts it: that is
      // no frame to compare (the fresh20 review: MNExpandableCell's body view, below a header
      // IB sized by a placeholder height, "misplaced" at one solution's y 140.5, height 0).
      var ambiguousViews: Set<String> = []
      for case .ambiguousLayout(let viewIDs) in layout?.warnings ?? [] {
        ambiguousViews.formUnion(viewIDs)
      }
      // Unflagged views whose recorded frame differs, by name, each said under its outermost
      // differing ancestor rather than on its own.
      var differing: [String: Diagnostic] = [:]
      var order: [String] = []
      for view in record.views {
        let ours = layout?.frames[view.name]
        if view.isMisplaced {
          found.append(misplaced(view, ours: ours, hasRecordedSize: record.contentViewFrame != nil))
        }
        if view.isAmbiguous, let flagged = ambiguous(view, ours: ours, diagnostics: diagnostics) {
          found.append(flagged)
        }
        if comparesRecordedFrames, !view.isMisplaced, !view.isAmbiguous,
          !ambiguousViews.contains(view.name),
          InterfaceBuilderFrameComparison.reasonNotToCompare(view) == nil,
          let recorded = view.frameInContentView, let ours,
          !Self.matchesVertically(recorded, ours)
        {
          differing[view.name] = Diagnostic(
            .recordedFrameDiffers(
              view.name, recorded: Self.vertical(recorded), laidOut: Self.vertical(ours)),
            at: view.location)
          order.append(view.name)
        }
      }
      found += Self.folded(
        order.compactMap { name in differing[name].map { (name, $0) } }, in: prototype)
    }
    return found
  }

  /// The warnings for views whose recorded frames differ (`differing`, in document order), each
  /// view's under its outermost differing ancestor: a stale frame of a stack moves every view
  /// in it, and one warning with a note naming them says so.
  package static func folded(_ differing: [(String, Diagnostic)], in prototype: CellPrototype)
    -> [Diagnostic]
  {
    var parents: [String: String] = [:]
    func visit(_ views: [ViewNode], parent: String?) {
      for view in views {
        if let parent { parents[view.id] = parent }
        visit(view.subviews, parent: view.id)
      }
    }
    visit(prototype.views, parent: nil)
    let names = Set(differing.map(\.0))
    func outermost(_ name: String) -> String {
      var result = name
      var current = parents[name]
      while let ancestor = current {
        if names.contains(ancestor) { result = ancestor }
        current = parents[ancestor]
      }
      return result
    }
    var folded: [String: [String]] = [:]
    for (name, _) in differing where outermost(name) != name {
      folded[outermost(name), default: []].append(name)
    }
    return differing.compactMap { name, diagnostic in
      guard outermost(name) == name else { return nil }
      guard let subviews = folded[name] else { return diagnostic }
      var withNote = diagnostic
      withNote.notes.append(.subviewsDifferToo(subviews))
      return withNote
    }
  }

  private func misplaced(_ view: InterfaceBuilderViewRecord, ours: Rect?, hasRecordedSize: Bool)
    -> Diagnostic
  {
    let note: DiagnosticNote
    if let ours, let recorded = view.frameInContentView {
      note =
        Self.matchesVertically(recorded, ours) && Self.matchesHorizontally(recorded, ours)
        ? .placedAtRecordedFrame(Self.describe(ours), location: view.frameLocation)
        : .placedElsewhere(
          Self.describe(ours), recorded: Self.describe(recorded), location: view.frameLocation)
    } else {
      let reason: DiagnosticNote.UncomparedReason =
        view.frameInContentView == nil
        ? .viewHasNoFrame : hasRecordedSize ? .layoutFailed : .cellHasNoSize
      note = .notLaidOutAtRecordedSize(
        because: reason, location: view.frameLocation ?? view.location)
    }
    return Diagnostic(.frameWillBeDifferent(view.name), at: view.location, notes: [note])
  }

  /// IB's ambiguity flag as a warning, unless Protocell's layout already reports the view
  /// ambiguous at its line: one finding is said once.
  private func ambiguous(
    _ view: InterfaceBuilderViewRecord, ours: Rect?, diagnostics: [Diagnostic]
  ) -> Diagnostic? {
    let isAmbiguousToo = diagnostics.contains {
      $0.code == .ambiguousLayout && $0.location == view.location
    }
    guard !isAmbiguousToo else { return nil }
    return Diagnostic(
      .ambiguousInInterfaceBuilder(view.name), at: view.location,
      notes: [.determinedByLayout(at: ours.map(Self.describe), location: view.frameLocation)])
  }

  // MARK: - Frames

  static func matchesVertically(_ recorded: Rect, _ ours: Rect) -> Bool {
    let tolerance = InterfaceBuilderFrameComparison.tolerance
    return abs(recorded.y - ours.y) <= tolerance && abs(recorded.height - ours.height) <= tolerance
  }

  static func matchesHorizontally(_ recorded: Rect, _ ours: Rect) -> Bool {
    let tolerance = InterfaceBuilderFrameComparison.tolerance
    return abs(recorded.x - ours.x) <= tolerance && abs(recorded.width - ours.width) <= tolerance
  }

  /// `(x 80, y 12, width 275, height 18)`, to three decimals at most.
  static func describe(_ rect: Rect) -> String {
    "(x \(number(rect.x)), y \(number(rect.y)), width \(number(rect.width)), height \(number(rect.height)))"
  }

  /// `y 38, height 18`.
  static func vertical(_ rect: Rect) -> String {
    "y \(number(rect.y)), height \(number(rect.height))"
  }

  private static func number(_ value: Double) -> String { value.thousandthsDescription }
}
