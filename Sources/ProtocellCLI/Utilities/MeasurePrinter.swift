import Foundation
import Protocell

/// Prints measured rows as a table, CSV or JSON Lines, one row at a time.
struct MeasurePrinter {
  let format: MeasureFormat
  let includesFrames: Bool
  let viewIDs: [String]?
  /// The IB object id of each view, by prototype and view name, printed beside JSON frames.
  var interfaceBuilderIDs: [String: [String: String]] = [:]

  init(format: MeasureFormat, includesFrames: Bool, viewIDs: [String]?) {
    self.format = format
    self.includesFrames = includesFrames
    self.viewIDs = viewIDs
  }

  /// The header, if the format has one.
  mutating func start() {
    switch format {
    case .table:
      FileOutput.standardOutput.write(viewIDs == nil ? "row\tprototype\theight\n" : "row\theight\n")
    case .csv:
      FileOutput.standardOutput.write(
        includesFrames ? "row,height,view,x,y,width,height\n" : "row,height\n")
    case .json: break
    }
  }

  /// One row; `viewIDs` orders its frames.
  func print(row: Int, _ layout: CellLayout, viewIDs: [String]) {
    let height = layout.height.compactDescription
    var output = ""
    switch format {
    case .table:
      output =
        self.viewIDs == nil
        ? "\(row)\t\(layout.reuseIdentifier)\t\(height)\n" : "\(row)\t\(height)\n"
      if includesFrames {
        for id in viewIDs {
          guard let frame = layout.frames[id] else { continue }
          output += "  \(id)\t\(frame)\(layout.hiddenViews.contains(id) ? " hidden" : "")\n"
        }
      }
      for broken in layout.brokenConstraints { output += "  warning: \(broken)\n" }
    case .csv:
      if includesFrames {
        for id in viewIDs {
          guard let frame = layout.frames[id] else { continue }
          output +=
            "\(row),\(height),\(id),\(frame.x.compactDescription),\(frame.y.compactDescription),\(frame.width.compactDescription),\(frame.height.compactDescription)\n"
        }
      } else {
        output = "\(row),\(height)\n"
      }
    case .json:
      var object =
        "{\"row\":\(row),\"prototype\":\"\(layout.reuseIdentifier)\",\"height\":\(height)"
      if includesFrames {
        let frames = viewIDs.compactMap { id in
          layout.frames[id].map {
            "\"\(id)\":[\($0.x.compactDescription),\($0.y.compactDescription),\($0.width.compactDescription),\($0.height.compactDescription)]"
          }
        }
        object += ",\"frames\":{\(frames.joined(separator: ","))}"
        if let ibIDs = interfaceBuilderIDs[layout.reuseIdentifier] {
          let pairs = viewIDs.compactMap { id in ibIDs[id].map { "\"\(id)\":\"\($0)\"" } }
          object += ",\"ibIDs\":{\(pairs.joined(separator: ","))}"
        }
      }
      if !layout.brokenConstraints.isEmpty {
        object += ",\"brokenConstraints\":\(layout.brokenConstraints.count)"
      }
      output = object + "}\n"
    }
    FileOutput.standardOutput.write(output)
  }
}

/// A progress count on standard error, shown only on a terminal.
final class ProgressLine {
  private let isEnabled = FileOutput.standardError.supportsColor
  private var lastShown = 0

  func update(_ count: Int) {
    guard isEnabled, count - lastShown >= 1_000 else { return }
    lastShown = count
    FileOutput.standardError.write("\r\u{1B}[2Kmeasured \(count) rows")
  }

  func finish() {
    if isEnabled, lastShown > 0 { FileOutput.standardError.write("\r\u{1B}[2K") }
  }
}
