import Protocell

// The notes a layout command prints on standard error about how the loaded prototypes were laid
// out: the design scale, the canvas's margins and label heights, and heights the documents show.

extension PrototypeSource.Loaded {
  /// The note on the scale of the one prototype `key` names: its document's `<device>`
  /// alone, when that document has one (the other documents' scales are no concern of a
  /// command that lays out one prototype); `nil` when it has none.
  func note(forPrototype key: String) -> String? {
    guard
      let file = files.first(where: { file in
        file.cells.contains { $0.reuseIdentifier == key }
      }),
      let scale = documents.scales.first(where: { $0.path == file.path })?.scale
    else { return nil }
    return note(
      for: InterfaceBuilderDocuments.DesignScale(
        scale: scale, documents: [file.path], isMixed: false))
  }

  /// The note on cells laid out with the content-view margins of Interface Builder's canvas
  /// (no rows) where UIKit gives them others at run time: `nil` when no prototype of `keys`
  /// (every one, when `nil`) has such margins and uses them
  /// (``CellPrototype/usesContentMargins``: a cell no margin places is laid out alike), or the
  /// prototypes are laid out for run time.
  func canvasMarginsNote(forPrototypes keys: Set<String>?) -> String? {
    guard isCanvas else { return nil }
    var differing: [(key: String, canvas: EdgeInsets, runTime: EdgeInsets)] = []
    for file in files {
      let placing = Set(file.cells.filter(\.usesContentMargins).map(\.reuseIdentifier))
      for record in file.interfaceBuilder?.cells ?? []
      where keys?.contains(record.reuseIdentifier) ?? true
        && placing.contains(record.reuseIdentifier)
      {
        if let canvas = record.canvasLayoutMargins, let runTime = record.runTimeLayoutMargins {
          differing.append((record.reuseIdentifier, canvas, runTime))
        }
      }
    }
    guard let first = differing.first else { return nil }
    let others = differing.count > 1 ? " and \(differing.count - 1) more" : ""
    let canvas = first.canvas.sidesDescription
    let runTime = first.runTime.sidesDescription
    // Documents of several Xcodes or widths differ: the first's, and how to see each's.
    let isShared = differing.allSatisfy {
      $0.canvas == first.canvas && $0.runTime == first.runTime
    }
    let described =
      isShared
      ? "with the content-view margins of the Xcode that saved the document (\(canvas)); "
        + "UIKit's run-time margins (\(runTime)) are used"
      : "with the content-view margins Interface Builder's canvas gave them ('\(first.key)': "
        + "\(canvas); measure one prototype with --id to see its own); UIKit's run-time "
        + "margins ('\(first.key)': \(runTime)) are used"
    return "note: without rows, cells are laid out as Interface Builder's canvas draws them: "
      + "'\(first.key)'\(others) \(described) with rows (--data) and in compiled packs\n"
  }

  /// The note on cells laid out with label heights rounded up to whole points, as the
  /// canvas of their document recorded them (``InterfaceBuilderRecords/canvasTextHeightScale``):
  /// `nil` when no prototype of `keys` (every one, when `nil`) is, or the prototypes are laid
  /// out for run time.
  func canvasTextHeightsNote(forPrototypes keys: Set<String>?) -> String? {
    guard isCanvas else { return nil }
    let documents = files.filter { file in
      file.interfaceBuilder?.canvasTextHeightScale != nil
        && file.cells.contains { keys?.contains($0.reuseIdentifier) ?? true }
    }
    guard let first = documents.first else { return nil }
    let name = FilePathName.fileName(of: standardInput?.named(first.path) ?? first.path)
    let others = documents.count > 1 ? " and \(documents.count - 1) more" : ""
    return "note: without rows, the labels of \(name)\(others) are as tall as their lines "
      + "rounded up to the whole point, as Interface Builder's canvas recorded them in that "
      + "document; UIKit rounds them up to the pixel at run time, which is what rows (--data) "
      + "and compiled packs use\n"
  }

  /// The note on self-sizing Interface Builder cells whose height laid out without rows
  /// (`heights`, by prototype) differs by more than half a point from the content-view height
  /// their document records (the row height IB shows): `nil` when none does, or the
  /// prototypes are laid out for run time.
  ///
  /// It names each such cell with both heights, those that differ most first, the first
  /// ``listedHeights`` of them and how many more. `--height` holds every cell measured at one
  /// height, so when several were measured the note tells to name one with `--id`.
  func recordedHeightsNote(heights: [String: Double]) -> String? {
    guard isCanvas else { return nil }
    var differing: [(key: String, ours: Double, recorded: Double)] = []
    // Whether a cell listed was laid out with margins the canvas draws and UIKit does not.
    var hasCanvasMargins = false
    for file in files {
      for record in file.interfaceBuilder?.cells ?? [] where !record.hasFixedHeight {
        guard let recorded = record.shownContentHeight ?? record.contentViewFrame?.height,
          let ours = heights[record.reuseIdentifier], abs(ours - recorded) > 0.5
        else { continue }
        differing.append((record.reuseIdentifier, ours, recorded))
        hasCanvasMargins = hasCanvasMargins || record.canvasLayoutMargins != nil
      }
    }
    // Those that differ most first; the sort is stable, so equal ones stay in file order.
    let sorted = differing.enumerated().sorted {
      let (first, second) = (
        abs($0.element.ours - $0.element.recorded),
        abs($1.element.ours - $1.element.recorded)
      )
      return first != second ? first > second : $0.offset < $1.offset
    }.map(\.element)
    guard let first = sorted.first else { return nil }
    let cells =
      sorted.count == 1
      ? "a cell measures another height than its document shows"
      : "\(sorted.count) cells measure other heights than their documents show"
    let listed = sorted.map {
      "'\($0.key)': \($0.ours.thousandthsDescription) here, "
        + "\($0.recorded.thousandthsDescription) in the document"
    }
    let recorded = first.recorded.thousandthsDescription
    let advice =
      heights.count == 1
      ? "--height \(recorded) lays it out at the height the document shows"
      : "--height holds every cell measured at one height: with --id, '--id "
        + "\(PrototypeSource.shellWord(first.key)) --height \(recorded)' lays that cell out at "
        + "the height its document shows"
    return
      "note: \(cells) (\(ShortList.text(listed, atMost: Self.listedHeights, separator: "; "))): "
      + "without --height a cell gets its fitting height, "
      + (hasCanvasMargins
        ? "here with the margins of the Xcode that saved the document (a self-sizing table "
          + "gives it its fitting height with UIKit's run-time margins, as rows, --data, have it); "
        : "the one a self-sizing table gives it; ")
      + "\(advice), as Interface Builder's canvas does\n"
  }

  /// The note on a `--height` that is a stale content-view height its document records.
  ///
  /// The cell is one of `keys` (every one, when `nil`) whose content-view rect is stale
  /// (``InterfaceBuilderCellRecord/shownContentHeight``: Xcode 6 and 7 left a new cell's
  /// 320 × 43 content view unchanged when the cell was resized). The height is held as given;
  /// the note names the one Interface Builder's canvas draws the cell's views in. `nil` when
  /// no such cell is measured.
  func staleContentHeightNote(height: Double, forPrototypes keys: Set<String>?) -> String? {
    for file in files {
      for record in file.interfaceBuilder?.cells ?? []
      where keys?.contains(record.reuseIdentifier) ?? true {
        guard let recorded = record.contentViewFrame?.height,
          let shown = record.shownContentHeight,
          abs(recorded - height) < 0.0005, abs(shown - recorded) > 0.5
        else { continue }
        let given = height.thousandthsDescription
        let drawn = shown.thousandthsDescription
        return "note: --height \(given) is the content-view height the document records for "
          + "'\(record.reuseIdentifier)', a rect Xcode 6 and 7 left stale when the cell was "
          + "resized: the content view is held at \(given) as given; Interface Builder's canvas "
          + "draws the cell's views in \(drawn) points (the cell less its separator), which "
          + "--height \(drawn) gives\n"
      }
    }
    return nil
  }

  /// The most cells the note on heights the documents show names.
  static let listedHeights = 5

  /// The note on the scale taken from the documents' `<device>`s, standard input's file
  /// called `<stdin>`, as every other message calls it.
  func note(for designScale: InterfaceBuilderDocuments.DesignScale) -> String {
    var shown = designScale
    if let standardInput { shown.documents = shown.documents.map(standardInput.named) }
    return "note: \(shown)\n"
  }
}
