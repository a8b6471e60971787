import ArgumentParser
import Protocell
import ProtocellSnapshots
import ProtocellTooling

/// What `protocell snapshot` lays out: the prototypes loaded once per Dynamic Type size (and
/// localised once per locale), the rows read once, and every prototype × row × trait
/// combination in a fixed order, each with the file it is recorded in.
struct SnapshotPlan: Sendable {
  /// The prototypes of one Dynamic Type size at one scale.
  struct Layouts: Sendable {
    /// Lays the rows out.
    var calculator: HeightCalculator
    /// Each prototype's view ids in document order.
    var viewIDs: [String: [String]]
    /// Each prototype's bound views.
    var bindings: [String: CellContent.Bindings]
    /// Where each prototype's views are declared, by view id, for findings.
    var locations: [String: [String: SourceLocation]]
    /// Each prototype's views whose height a constant constraint fixes, for findings' fix-its.
    var fixedHeights: [String: Set<String>]
  }

  /// One snapshot to lay out.
  struct Item: Sendable {
    /// Which ``layouts`` lay it out.
    var layouts: Int
    /// The prototype's key.
    var prototype: String
    /// The index of its row in ``rows``; `nil` for the prototype as designed.
    var row: Int?
    /// The row's name in the snapshot and its file name.
    var rowName: String
    /// Width, scale and category.
    var traits: SnapshotTraits
    /// The file, relative to the snapshot folder.
    var path: String
  }

  /// The calculators, one per category, scale and locale used.
  var layouts: [Layouts] = []
  /// The rows of `--data`, parsed.
  var rows: [RowMembers] = []
  /// Every snapshot, in the order they are reported.
  var items: [Item] = []
  /// Rows that could not be read or name no prototype, as `measure` reports them.
  var rowFailures: [String] = []
  /// Each row of ``rows`` as read: its number and where it is (``rowPlace(_:member:)``).
  var rowRecords: [RowRecord] = []
  /// What messages call the data: its path, or `<stdin>`.
  var rowInputName = ""
  /// What to add when rows could not be read: that JSON Lines holds one object per line, when
  /// the data's first line is `{` alone.
  var rowFailureHint: String?
  /// The templates' sources, to print findings with their lines.
  var sources: [String: SourceFile] = [:]
  /// The Interface Builder documents among the paths, whose cells' findings have fix-its in
  /// Xcode's words.
  var documents = InterfaceBuilderDocuments(files: [])
  /// Notes for standard error: files a locale has no texts for.
  var notes: [String] = []

  /// Loads the prototypes once for each `--content-size-category` (the category is applied as
  /// templates are parsed) and lists the combinations.
  init(command: ProtocellCommand.Snapshot) throws {
    let configured =
      command.noConfigOptions.usesConfigurationFiles
      ? try command.traitOptions.configuredTraits(for: command.paths) : ConfiguredSnapshotTraits()
    let givenWidths = try command.traitOptions.resolvedWidths(configured: configured)
    let locales = try command.traitOptions.resolvedLocales(configured: configured)
    let directions = try command.traitOptions.resolvedDirections(configured: configured)
    var read = RowsRead()
    if let data = command.data {
      read = try readRows(data, command: command)
      // An empty file (or `[]`) records nothing: said, as `measure` says it, so that a verify
      // of no snapshot does not pass unsaid.
      if read.names.isEmpty, read.errors.isEmpty {
        notes.append(
          "note: no rows in \(ByteInput.name(of: data)): no snapshot of a row to \(command.mode == .record ? "record" : "verify")"
        )
      }
    }
    rowRecords = read.records
    rowInputName = read.inputName
    let rowNames = read.names
    var rowPrototypes = read.prototypes
    var rowErrors = read.errors
    var paths: [String: SnapshotTraits] = [:]
    for (index, category) in try command.traitOptions.resolvedCategories(configured: configured)
      .enumerated()
    {
      let contentSize = try ContentSizeOptions.parse(["--content-size-category", category.rawValue])
      let loaded = try PrototypeSource.load(
        command.paths, color: command.colorOptions, contentSize: contentSize,
        quiet: command.quiet, reportsErrors: index == 0, canvas: command.data == nil,
        usesConfigurationFiles: command.noConfigOptions.usesConfigurationFiles)
      if index == 0 {
        if command.id.isEmpty {
          try PrototypeSource.requirePrototypes(
            loaded.prototypeKeysInFileOrder, toDo: "snapshot", paths: command.paths)
        }
        sources = loaded.sources
        documents = loaded.documents
        // A prototype left out for errors in its own structure has no snapshot: a baseline
        // recorded without it, or a verify that cannot check it, must not pass.
        for skipped in loaded.skipped
        where command.id.isEmpty || command.id.contains(skipped.reuseIdentifier) {
          rowFailures.append(
            "'\(skipped.reuseIdentifier)' has no snapshot: it was left out for errors in its "
              + "own structure (see: protocell validate)")
        }
      }
      let defaultScale = command.scaleOptions.resolvedScale(for: loaded.documents).scale
      // Without --scale, each document's cells at the scale of its own <device>, as measure and
      // preview lay them out: adding a file never changes another's snapshots.
      let ownScales =
        command.scaleOptions.scale == nil
        ? try loaded.registry.designScales(differingFrom: defaultScale) : [:]
      // A width given twice, as points and as a device of those points at that scale
      // (`--width 320 --width 'iPhone SE (1st gen)'` at scale 2), is one snapshot.
      var widths: [DeviceWidth] = []
      for width in givenWidths
      where !widths.contains(where: {
        $0.points == width.points && ($0.scale ?? defaultScale) == (width.scale ?? defaultScale)
      }) {
        widths.append(width)
      }
      var scales: [Double] = []
      for width in widths where !scales.contains(width.scale ?? defaultScale) {
        scales.append(width.scale ?? defaultScale)
      }
      if widths.isEmpty { scales = [defaultScale] }
      if widths.isEmpty || widths.contains(where: { $0.scale == nil }) {
        for scale in Set(ownScales.values).sorted() where !scales.contains(scale) {
          scales.append(scale)
        }
      }
      var layoutIndex: [LayoutKey: Int] = [:]
      for scale in scales {
        for (localeIndex, locale) in locales.enumerated() {
          for isRightToLeft in Self.directions(directions, in: locale) {
            let key = LayoutKey(scale: scale, locale: localeIndex, isRightToLeft: isRightToLeft)
            layoutIndex[key] = layouts.count
            let built = try Self.layouts(
              loaded, scale: scale, locale: locale, isRightToLeft: isRightToLeft,
              command: command)
            layouts.append(built.layouts)
            // Said once a locale, at its first direction (right to left alone, too).
            if index == 0, scale == scales[0],
              isRightToLeft == Self.directions(directions, in: locale).first, let locale
            {
              for file in built.untranslatedFiles {
                notes.append(
                  "note: no '\(locale)' texts for \(file) (no \(locale).lproj .strings file "
                    + "or .xcstrings entry where Xcode keeps them): laid out with its own texts")
              }
            }
          }
        }
      }
      guard let first = layouts.last?.calculator else { continue }
      // A row's --id-key value may name an IB cell by object id or custom class, as --id may.
      if index == 0 {
        rowPrototypes = rowPrototypes.map { named in
          named.map { loaded.documents.prototypeKey(naming: $0) { first.prototypes[$0] != nil } }
        }
      }
      // Rows that no --id or --id-key sends anywhere fill the inputs' only prototype, as
      // `measure`'s do.
      let named =
        command.id.isEmpty && command.data != nil && command.idKey == nil
        ? [try loaded.onlyPrototypeForRows()] : command.id
      var prototypes =
        try named.isEmpty
        ? first.prototypes.keys.sorted()
        : named.map { id in
          let key = try PrototypeSource.key(naming: id, in: loaded.documents, loaded: loaded) {
            first.prototypes[$0] != nil
          }
          return try PrototypeSource.prototype(key, in: first, loaded: loaded).reuseIdentifier
        }
      // Two --id values naming one cell (its object id and its class) are one prototype: its
      // snapshots are recorded once.
      var seen = Set<String>()
      prototypes = prototypes.filter { seen.insert($0).inserted }
      for prototype in prototypes {
        let rowIndices: [Int?] =
          command.data == nil
          ? [nil]
          : rowNames.indices.filter { command.idKey == nil || rowPrototypes[$0] == prototype }
        for row in rowIndices {
          let ownWidth = first.prototypes[prototype]?.width ?? 320
          for width in widths.isEmpty ? [.init(points: ownWidth, scale: nil)] : widths {
            for (localeIndex, locale) in locales.enumerated() {
              for isRightToLeft in Self.directions(directions, in: locale) {
                let scale = width.scale ?? ownScales[prototype] ?? defaultScale
                let traits = SnapshotTraits(
                  width: width.points, scale: scale, category: category, locale: locale,
                  isRightToLeft: isRightToLeft)
                let rowName = row.map { rowNames[$0] } ?? "design"
                let path = SnapshotNaming.relativePath(
                  prototype: prototype, row: rowName, traits: traits)
                if let earlier = paths.updateValue(traits, forKey: path) {
                  // One width at two scales (a device's and the same points at --scale) is
                  // one file: the scale is not in its name.
                  guard earlier.scale == traits.scale else {
                    throw CommandFailure.usage(
                      "two snapshots would be recorded in '\(path)': width "
                        + "\(traits.width.pixelDescription(scale: 100)) at scale "
                        + "\(earlier.scale.pixelDescription(scale: 1)) and at scale "
                        + "\(traits.scale.pixelDescription(scale: 1)) (a device's width and the same "
                        + "points at another scale); give one of them")
                  }
                  throw CommandFailure.usage(
                    "two snapshots would be recorded in '\(path)': give rows distinct --key values "
                      + "and prototypes names that differ in letters or digits")
                }
                let key = LayoutKey(scale: scale, locale: localeIndex, isRightToLeft: isRightToLeft)
                items.append(
                  Item(
                    layouts: layoutIndex[key] ?? 0, prototype: prototype, row: row,
                    rowName: rowName, traits: traits, path: path))
              }
            }
          }
        }
      }
      if index == 0 {
        for (row, prototype) in rowPrototypes.enumerated() {
          guard let prototype, first.prototypes[prototype] == nil else { continue }
          // Placed as `measure` places it, with the name the row's snapshots would have had.
          rowErrors.append(
            RowError(
              number: rowRecords[row].number,
              message: "\(rowPlace(row)) ('\(rowNames[row])'): "
                + PrototypeSource.unknownIdentifierMessage(
                  prototype, known: first.prototypes.keys.sorted())))
        }
      }
    }
    // After the prototypes left out, the rows' errors in row order, as `measure` gives them.
    rowFailures += rowErrors.sorted { $0.number < $1.number }.map(\.message)
  }
}

extension SnapshotPlan {
  /// The directions a locale is laid out in: the `right-to-left` pseudolanguage's cells only
  /// right to left (as Xcode runs an app in it), every other locale's in each of `directions`.
  static func directions(_ directions: [Bool], in locale: String?) -> [Bool] {
    guard let locale, Pseudolanguage(rawValue: locale)?.isRightToLeft == true else {
      return directions
    }
    return [true]
  }

  /// Which calculator lays out a scale, a locale (by its index in the locales given) and a
  /// direction.
  struct LayoutKey: Hashable {
    var scale: Double
    var locale: Int
    var isRightToLeft: Bool
  }

  /// The calculator of one scale, locale and direction over the loaded prototypes: each
  /// prototype localised, and for right to left with `left` and `right` swapped (its layout is
  /// then mirrored: ``CellPrototype/mirroringAbsoluteAttributes()``), with the files the locale has no
  /// texts for.
  static func layouts(
    _ loaded: PrototypeSource.Loaded, scale: Double, locale: String?, isRightToLeft: Bool,
    command: ProtocellCommand.Snapshot
  ) throws -> (layouts: Layouts, untranslatedFiles: [String]) {
    var localization = try locale.map { try PrototypeLocalization(locale: $0) }
    let calculator = try PrototypeSource.calculator(
      for: loaded, fonts: command.fontOptions, scale: scale, separator: false,
      maximumLineCount: command.limitOptions.maxLabelLines, draws: true,
      transform: locale == nil && !isRightToLeft
        ? nil
        : { prototype, key in
          let localized =
            try localization?.localize(
              prototype, objectIDs: loaded.documents.viewObjectIDs[key]) ?? prototype
          return isRightToLeft ? localized.mirroringAbsoluteAttributes() : localized
        })
    let layouts = Layouts(
      calculator: calculator,
      viewIDs: calculator.prototypes.mapValues { $0.allViews.map(\.id) },
      bindings: calculator.prototypes.mapValues { CellContent.Bindings(prototype: $0) },
      locations: calculator.prototypes.mapValues { prototype in
        Dictionary(
          prototype.allViews.compactMap { view in view.location.map { (view.id, $0) } },
          uniquingKeysWith: { first, _ in first })
      },
      // Read by findings' fix-its alone: none without --findings.
      fixedHeights: command.findings == nil
        ? [:] : calculator.prototypes.mapValues(\.viewsWithFixedHeights))
    return (layouts, localization?.untranslatedFiles ?? [])
  }

  /// Where row `row` of ``rows`` is, as `measure` places a message about it: at the value of
  /// `member` when it names one of the row's (`rows.jsonl:3:12: row 3`), else at the row.
  func rowPlace(_ row: Int, member: String? = nil) -> String {
    rowRecords[row].place(in: rowInputName, member: member)
  }
}
