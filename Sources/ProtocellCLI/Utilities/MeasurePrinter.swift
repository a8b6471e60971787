import Protocell
import ProtocellSnapshots

/// Formats measured rows as a table, CSV or JSON Lines.
///
/// Each format has the same fields: the row's number, its prototype, the `--key` field, the
/// height and, with `--frames`, every view's frame and hidden flag; JSON also names the
/// prototype's file, and so does the table, in a last column, when rows come from several files
/// (``tableFiles``). Numbers are on the pixel grid of the scale.
struct MeasurePrinter: Sendable {
  /// The output format.
  var format: MeasureFormat
  /// Whether each view's frame is printed.
  var includesFrames: Bool
  /// The `--key` field echoed in every row, if any.
  var keyField: String?
  /// The device scale numbers are rounded to.
  var scale: Double
  /// The scale of each prototype laid out at a scale of its own (``HeightCalculator/scales``),
  /// whose numbers are rounded to its pixel grid instead.
  var scales: [String: Double] = [:]
  /// The Interface Builder object id of each view, by prototype and view name, printed in each
  /// JSON frame as `"ibID"`, beside the view's name.
  var interfaceBuilderIDs: [String: [String: String]] = [:]
  /// The IB ids of the design-time constraints the canvas keeps, by prototype
  /// (``InterfaceBuilderDocuments/placeholderConstraintIDs``): a broken one is said to be
  /// removed at build time.
  var placeholderConstraintIDs: [String: Set<String>] = [:]
  /// The prototypes laid out at the row height their table records
  /// (``InterfaceBuilderDocuments/prototypesAtTableRowHeights``), whose squeezed labels may be
  /// rows an app sizes in code.
  var prototypesAtTableRowHeights: Set<String> = []
  /// The prototypes laid out at the item size their collection view's layout gives
  /// (``InterfaceBuilderDocuments/prototypesAtItemSizes``), whose squeezed labels may be items
  /// an app sizes in code.
  var prototypesAtItemSizes: Set<String> = []
  /// The file each prototype was read from, by prototype, printed in each JSON row as
  /// `"file"`.
  var files: [String: String] = [:]
  /// The table's `file` column, by prototype.
  ///
  /// The table has the column when this is not empty
  /// (``PrototypeSource/Loaded/tableFiles(forPrototypes:)``); CSV's columns stay as they are.
  var tableFiles: [String: String] = [:]

  /// The header line, if the format has one.
  var header: String {
    switch format {
    case .table:
      var columns = ["row", "prototype"] + (keyField == nil ? [] : ["key"]) + ["height"]
      if !tableFiles.isEmpty { columns.append("file") }
      return columns.joined(separator: "\t") + "\n"
    case .csv:
      var columns = ["row", "prototype"] + (keyField == nil ? [] : ["key"]) + ["height"]
      if includesFrames {
        columns += ["view", "view_x", "view_y", "view_width", "view_height", "view_hidden"]
      }
      return columns.joined(separator: ",") + "\n"
    case .json:
      return ""
    }
  }

  /// Whether rows need their full layout; CSV without frames prints heights only (and no
  /// broken-constraint or layout warnings), so the cheaper height path serves it.
  var needsLayout: Bool { includesFrames || format != .csv }

  /// One CSV row without frames: what the height path gives when ``needsLayout`` is false.
  func formatHeight(row: Int, prototype: String, key: String?, height: Double) -> MeasuredRow {
    let number = numberFormatter(for: prototype)
    var output = "\(row),\(OutputEscaping.csvField(prototype)),"
    if keyField != nil { output += OutputEscaping.csvField(key ?? "") + "," }
    return MeasuredRow(
      number: row, prototype: prototype, height: height, line: output + number(height) + "\n")
  }

  /// One measured row: its text, and in the table the warnings under it.
  ///
  /// `squashed`: the style labels `--height` cuts, a warning after the layout's own.
  func format(
    row: Int, key: String?, _ layout: CellLayout, viewIDs: [String],
    squashed: SquashedStyleLabels? = nil
  ) -> MeasuredRow {
    var measured = MeasuredRow(
      number: row, prototype: layout.reuseIdentifier, height: layout.height, line: "")
    measured.line = format(row: row, key: key, layout, viewIDs: viewIDs, squashed: squashed)
    if format == .table {
      let isInterfaceBuilder = interfaceBuilderIDs[layout.reuseIdentifier] != nil
      measured.warnings =
        layout.brokenConstraints.map {
          RowWarning(
            $0, placeholders: placeholderConstraintIDs[layout.reuseIdentifier] ?? [])
        }
        + layout.warnings.map {
          RowWarning(
            $0, isInterfaceBuilder: isInterfaceBuilder,
            recordedHeight: prototypesAtTableRowHeights.contains(layout.reuseIdentifier)
              ? .tableRow
              : prototypesAtItemSizes.contains(layout.reuseIdentifier) ? .item : nil)
        }
        + (squashed.map { [$0.rowWarning] } ?? [])
    }
    return measured
  }

  /// One measured row as text without the table's warnings, line break included.
  private func format(
    row: Int, key: String?, _ layout: CellLayout, viewIDs: [String],
    squashed: SquashedStyleLabels?
  ) -> String {
    let number = numberFormatter(for: layout.reuseIdentifier)
    let height = number(layout.height)
    let prototype = layout.reuseIdentifier
    switch format {
    case .table:
      var output = "\(row)\t\(prototype)\t"
      if keyField != nil { output += OutputEscaping.tableField(key ?? "") + "\t" }
      output += height
      if !tableFiles.isEmpty { output += "\t" + (tableFiles[prototype] ?? "") }
      output += "\n"
      if includesFrames {
        for id in viewIDs {
          guard let frame = layout.frames[id] else { continue }
          output +=
            "  \(id)\t(\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height)))"
          output += layout.hiddenViews.contains(id) ? " hidden\n" : "\n"
        }
      }
      return output
    case .csv:
      var prefix = "\(row),\(OutputEscaping.csvField(prototype)),"
      if keyField != nil { prefix += OutputEscaping.csvField(key ?? "") + "," }
      prefix += height
      guard includesFrames else { return prefix + "\n" }
      var output = ""
      for id in viewIDs {
        guard let frame = layout.frames[id] else { continue }
        output +=
          "\(prefix),\(OutputEscaping.csvField(id)),\(number(frame.x)),\(number(frame.y)),\(number(frame.width)),\(number(frame.height)),\(layout.hiddenViews.contains(id))\n"
      }
      // A cell without views keeps its row and height, its view columns empty.
      return output.isEmpty ? prefix + ",,,,,,\n" : output
    case .json:
      var object = "{\"row\":\(row),\"prototype\":\(OutputEscaping.jsonString(prototype))"
      if let file = files[prototype] { object += ",\"file\":" + OutputEscaping.jsonString(file) }
      if keyField != nil { object += ",\"key\":" + (key.map(OutputEscaping.jsonString) ?? "null") }
      object += ",\"width\":\(number(layout.width)),\"height\":\(height)"
      if includesFrames {
        let ibIDs = interfaceBuilderIDs[layout.reuseIdentifier] ?? [:]
        let frames = viewIDs.compactMap { id in
          layout.frames[id].map {
            "{\"view\":\(OutputEscaping.jsonString(id))"
              + (ibIDs[id].map { ",\"ibID\":" + OutputEscaping.jsonString($0) } ?? "")
              + ",\"x\":\(number($0.x)),\"y\":\(number($0.y)),\"width\":\(number($0.width)),\"height\":\(number($0.height)),\"hidden\":\(layout.hiddenViews.contains(id))}"
          }
        }
        object += ",\"frames\":[\(frames.joined(separator: ","))]"
      }
      if !layout.brokenConstraints.isEmpty {
        let broken = layout.brokenConstraints.map { OutputEscaping.jsonString("\($0)") }
        object += ",\"brokenConstraints\":[\(broken.joined(separator: ","))]"
      }
      let isInterfaceBuilder = interfaceBuilderIDs[layout.reuseIdentifier] != nil
      let descriptions =
        layout.warnings.map { $0.description(isInterfaceBuilder: isInterfaceBuilder) }
        + (squashed.map { [$0.description] } ?? [])
      if !descriptions.isEmpty {
        let warnings = descriptions.map(OutputEscaping.jsonString)
        object += ",\"warnings\":[\(warnings.joined(separator: ","))]"
      }
      return object + "}\n"
    }
  }

  /// A value as printed for `prototype`: on the pixel grid of its scale.
  private func numberFormatter(for prototype: String) -> @Sendable (Double) -> String {
    let scale = scales[prototype] ?? self.scale
    return { $0.pixelDescription(scale: scale) }
  }
}
