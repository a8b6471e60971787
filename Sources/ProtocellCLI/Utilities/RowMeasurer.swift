import Protocell
import ProtocellTooling
import _ProtocellConcurrency

/// Why one row was not measured, as `measure` prints it: `rows.jsonl:3:9: row 3: …`.
struct RowFailure: Error, Sendable {
  /// The located message.
  var message: String
  /// The row member whose value failed, when the failure is one member's (a value of the wrong
  /// type): the message is placed at that value.
  var member: String? = nil
}

/// Measures rows and formats them: JSON parsing, the prototype, content, layout and output text
/// of each row, so that all of that runs on every core.
struct RowMeasurer: Sendable {
  let calculator: HeightCalculator
  let id: String?
  let idKey: String?
  let width: Double?
  let printer: MeasurePrinter
  /// What messages call the data: its path or `<stdin>`.
  let inputName: String
  /// What one row may cost; the line limit is the calculator's.
  let limits: RowLimits
  /// With `--height`, the calculator of the same prototypes at their fitting heights: a
  /// built-in style cell is laid out there too, to tell when the row height cuts its labels
  /// (``SquashedStyleLabels``).
  var fittingCalculator: HeightCalculator? = nil
  /// The Interface Builder documents the prototypes come from: a row's `--id-key` value may
  /// name a cell by its object id or custom class, as `--id` may.
  var documents: InterfaceBuilderDocuments? = nil
  /// What rows need of each prototype, found once rather than per row (one lookup a row, no
  /// copy of the prototype).
  private let summaries: [String: Summary]
  /// Whether misspelt row members are reported.
  ///
  /// A member that fills no view but is spelt nearly as one that does is said once per
  /// prototype and name, on standard error: a misspelt outlet (`labelNmae`) would otherwise
  /// leave its label empty without a word. Members unlike any binding (an `id`, a
  /// timestamp the app keeps) are rows' own business and pass silently.
  let reportsUnboundMembers: Bool
  /// The prototype-and-name pairs already reported.
  private let reportedMembers = Locked<Set<String>>([])
  /// How many rows are looked at for unbound members: a misspelling is in every row, so the
  /// first rows find it, and later rows cost nothing more.
  static let rowsCheckedForUnboundMembers = 1_000

  /// What rows need of one prototype: a class, so that a row's lookup retains one object that
  /// every thread shares, not each of the arrays and tables inside it.
  private final class Summary: Sendable {
    /// The prototype's own width, for rows without `--width`.
    let width: Double
    /// Its bound views.
    let bindings: CellContent.Bindings
    /// Its view ids in document order.
    let viewIDs: [String]
    /// The row members its bound views show, sorted: what a misspelt member is compared with.
    let boundKeys: [String]
    /// Its views no key fills, by id, with whether each could take data (a label or an image
    /// view): a member naming one is told why it fills nothing.
    let unboundViews: [String: Bool]
    /// The keys of its bound views whose keys are not their ids, by id (a built-in style's
    /// `detailTextLabel` connected to the outlet `homeIdLabel`): a member naming one is told the
    /// key.
    let keysOfRenamedViews: [String: String]
    /// Whether it is an Interface Builder cell, whose views are filled through outlets.
    let isInterfaceBuilder: Bool

    init(prototype: CellPrototype, isInterfaceBuilder: Bool) {
      width = prototype.width
      bindings = CellContent.Bindings(prototype: prototype)
      let views = prototype.allViews
      viewIDs = views.map(\.id)
      boundKeys = Set(bindings.keys).sorted()
      unboundViews = Dictionary(
        views.filter { $0.binding == nil }.map { ($0.id, $0.kind.acceptsBinding) },
        uniquingKeysWith: { first, _ in first })
      keysOfRenamedViews = Dictionary(
        views.compactMap { view in
          view.binding.flatMap { $0.key == view.id ? nil : (view.id, $0.key) }
        },
        uniquingKeysWith: { first, _ in first })
      self.isInterfaceBuilder = isInterfaceBuilder
    }
  }

  init(
    calculator: HeightCalculator, id: String?, idKey: String?, width: Double?,
    printer: MeasurePrinter, inputName: String, limits: RowLimits = RowLimits(),
    reportsUnboundMembers: Bool = false
  ) {
    self.limits = limits
    self.reportsUnboundMembers = reportsUnboundMembers
    self.calculator = calculator
    self.id = id
    self.idKey = idKey
    self.width = width
    self.printer = printer
    self.inputName = inputName
    summaries = calculator.prototypes.mapValues { prototype in
      Summary(
        prototype: prototype,
        isInterfaceBuilder: printer.interfaceBuilderIDs[prototype.reuseIdentifier] != nil)
    }
  }

  /// One row as printed, or why it failed.
  func measure(_ record: RowRecord) -> Result<MeasuredRow, RowFailure> {
    if let message = record.oversizedMessage(limit: limits.maximumRowBytes, in: inputName) {
      return .failure(RowFailure(message: message))
    }
    let row: RowMembers
    do {
      row = try RowMembers(
        parsingJSONUTF8: record.bytes, maximumDepth: limits.maximumNestingDepth)
    } catch {
      return .failure(
        RowFailure(
          message: record.message(for: error, in: inputName, depthOption: "--max-row-depth")))
    }
    do {
      // A text has no more scalars than the row has bytes, so a short row needs no check.
      let checksTexts = record.bytes.count > limits.maximumTextLength
      return .success(try format(row: row, number: record.number, checksTexts: checksTexts))
    } catch {
      return .failure(
        RowFailure(
          message: "\(record.place(in: inputName, member: error.member)): \(error.message)"))
    }
  }

  /// The prototype `identifier` measured as designed, numbered `number`: how `measure` without
  /// `--data` gives a prototype a row.
  ///
  /// The row has the output text and the height it prints.
  func measure(prototype identifier: String, number: Int) -> Result<MeasuredRow, RowFailure> {
    Result { () throws(RowFailure) in
      try format(row: nil, number: number, prototype: identifier)
    }
  }

  private func format(
    row: RowMembers?, number: Int, checksTexts: Bool = false, prototype: String? = nil
  ) throws(RowFailure) -> MeasuredRow {
    var identifier: String
    if let prototype = prototype ?? id {
      identifier = prototype
    } else {
      guard let idKey, case .string(let value)? = row?[idKey] else {
        throw RowFailure(
          message: RowMembers.noPrototypeFieldMessage(idKey ?? "", in: row))
      }
      identifier = value
    }
    if summaries[identifier] == nil {
      // A reuse identifier one cell has under a qualified key (`Cell@tbl-id`) names it, as
      // `--id` takes it; one several cells share is an error that lists them.
      let qualified = RegistryError.keys(qualifying: identifier, in: summaries.keys)
      if qualified.count == 1 {
        identifier = qualified[0]
      } else if let documents {
        // An IB cell's object id, or a custom class one cell has.
        identifier = documents.prototypeKey(naming: identifier) { summaries[$0] != nil }
      }
    }
    guard let summary = summaries[identifier] else {
      throw RowFailure(
        message: PrototypeSource.unknownIdentifierMessage(
          identifier, known: calculator.prototypes.keys.sorted()))
    }
    do {
      let key = try printer.keyField.flatMap { try Self.key(of: row?[$0], field: $0) }
      let content =
        try row.map { try CellContent(members: $0, bindings: summary.bindings) } ?? CellContent()
      if checksTexts { try checkTextLengths(content) }
      if reportsUnboundMembers, let row, number <= Self.rowsCheckedForUnboundMembers {
        reportUnboundMembers(of: row, prototype: identifier, summary: summary)
        if number == 1 { reportMissingKey(of: row) }
      }
      let rowWidth = width ?? summary.width
      if let fittingCalculator, let prototype = calculator.prototypes[identifier],
        prototype.style != .custom
      {
        // A style cell's labels cut by the row height break no constraint: compared with the
        // fitting layout to say so, whichever output is printed.
        let layout = try calculator.layout(
          forReuseIdentifier: identifier, width: rowWidth, content: content)
        let fitting = try fittingCalculator.layout(
          forReuseIdentifier: identifier, width: rowWidth, content: content)
        let squashed = SquashedStyleLabels.find(in: prototype, fixed: layout, fitting: fitting)
        guard printer.needsLayout else {
          return printer.formatHeight(
            row: number, prototype: identifier, key: key, height: layout.height)
        }
        return printer.format(
          row: number, key: key, layout, viewIDs: summary.viewIDs, squashed: squashed)
      }
      guard printer.needsLayout else {
        let height = try calculator.height(
          forReuseIdentifier: identifier, width: width ?? summary.width, content: content)
        return printer.formatHeight(row: number, prototype: identifier, key: key, height: height)
      }
      let layout = try calculator.layout(
        forReuseIdentifier: identifier, width: width ?? summary.width, content: content)
      return printer.format(row: number, key: key, layout, viewIDs: summary.viewIDs)
    } catch let failure as RowFailure {
      throw failure
    } catch LayoutError.tooManyLines(let viewID, let limit) {
      throw RowFailure(
        message: "label '\(viewID)' needs more than \(limit) lines (--max-label-lines)")
    } catch let error as CellError {
      throw RowFailure(message: "\(error)", member: error.memberKey)
    } catch {
      throw RowFailure(message: "\(error)")
    }
  }

  /// Says, once per prototype and name, that a row member fills no view of the prototype though
  /// a bound name is close to it (a misspelling): not the `--id-key` or `--key` field.
  private func reportUnboundMembers(of row: RowMembers, prototype: String, summary: Summary) {
    let keys = summary.boundKeys
    let members = row.names.filter { $0 != idKey && $0 != printer.keyField }
    // Said unless a member is a misspelling of a key, which the warnings below say better.
    if !members.isEmpty, !members.contains(where: keys.contains),
      !members.contains(where: { Suggestions.misspelling(of: $0, in: keys) != nil }),
      reportedMembers.withLock({ $0.insert(prototype + "\u{0}").inserted })
    {
      // A feed's own JSON (`author`, `body`) given to cells whose outlets are named otherwise
      // (`nameLabel`), or members naming views that are no outlets: every row is measured as
      // designed, and the heights look plausible.
      let warning = UnfilledRowWarning(
        input: inputName, prototype: prototype, members: members, keys: keys,
        viewsNamed: members.compactMap { name in
          summary.unboundViews[name].map { (name, $0) }
        },
        viewsKeyed: members.compactMap { name in
          summary.keysOfRenamedViews[name].map { (name, $0) }
        },
        isInterfaceBuilder: summary.isInterfaceBuilder)
      FileOutput.standardError.write(warning.text)
    }
    for name in row.names
    where !keys.contains(name) && name != idKey && name != printer.keyField {
      guard let nearest = Suggestions.misspelling(of: name, in: keys) else { continue }
      let isNew = reportedMembers.withLock { $0.insert(prototype + "\u{0}" + name).inserted }
      guard isNew else { continue }
      // Rows are measured on all cores: which row says it first may vary, so none is named.
      FileOutput.standardError.write(
        "warning: \(inputName): '\(name)' fills no view of '\(prototype)'; "
          + "did you mean '\(nearest)'? (said once)\n")
    }
  }

  /// Says that the first row has no `--key` field, whose key is then left empty.
  ///
  /// A misspelt `--key` (`ID` for `id`) would otherwise print every row without a key and not a word.
  /// Later rows without it are rows' own business (a key that only some rows have).
  private func reportMissingKey(of row: RowMembers) {
    guard let field = printer.keyField, row[field] == nil else { return }
    let nearest = Suggestions.misspelling(of: field, in: row.names.sorted())
    FileOutput.standardError.write(
      "warning: \(inputName): row 1 has no field '\(field)' for --key, and its key is left "
        + "empty\(nearest.map { "; did you mean '\($0)'?" } ?? "")\n")
  }

  /// Fails a row that gives a label a text longer than ``RowLimits/maximumTextLength``.
  ///
  /// - Complexity: O(1) per text within the limit's number of UTF-8 bytes, which every text of
  ///   that many scalars or fewer is unless it is mostly non-ASCII.
  private func checkTextLengths(_ content: CellContent) throws(RowFailure) {
    let limit = limits.maximumTextLength
    for (viewID, text) in content.texts where text.utf8.count > limit {
      let length = text.unicodeScalars.count
      guard length > limit else { continue }
      throw RowFailure(
        message:
          "the text of label '\(viewID)' is \(length) characters long, more than the limit of "
          + "\(limit) (--max-text-length)")
    }
  }

  /// A row field as `--key` echoes it: strings as they are, numbers and booleans as written.
  static func text(of value: RowValue?) -> String? {
    switch value {
    case .string(let text)?: text
    case .number(let number)?: number.rowText
    case .bool(let flag)?: String(flag)
    default: nil
    }
  }

  /// The `--key` field of a row, `field`, as ``text(of:)`` echoes it; `nil` when the row has no
  /// such member, or it is `null`.
  ///
  /// - Throws: ``RowFailure`` when it is an array or an object, which has no text to echo: the
  ///   row would otherwise be printed without its key, as if it had none.
  static func key(of value: RowValue?, field: String) throws(RowFailure) -> String? {
    switch value {
    case .array?, .object?:
      throw RowFailure(message: keyMessage(field: field, found: value?.kindDescription ?? ""))
    default: return text(of: value)
    }
  }

  /// Why a row's `--key` field cannot name it: `the --key field 'id' holds an object, not a
  /// string, a number or a boolean`.
  static func keyMessage(field: String, found: String) -> String {
    "the --key field '\(field)' holds \(found), not a string, a number or a boolean"
  }
}
