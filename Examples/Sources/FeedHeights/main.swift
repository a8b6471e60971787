// Computes the height of every row of a feed the way a table view's height callback would:
// register the prototypes once, then for each row pick the prototype by its reuse identifier,
// apply the row's data through the template's bindings, and ask for the height — cached by the
// row's id, so scrolling back costs nothing.
//
//   swift run --package-path Examples FeedHeights Templates Examples/Data/feed.json [width]

import Foundation
import Protocell

let arguments = CommandLine.arguments
let templates = arguments.count > 1 ? arguments[1] : "../Templates"
let dataPath = arguments.count > 2 ? arguments[2] : "Data/feed.json"
let width = arguments.count > 3 ? Double(arguments[3]) ?? 375 : 375

/// `text` padded with spaces to `width` characters.
func padded(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(1, width - text.count))
}

do {
  // 1. Register the prototypes (validated as `protocell validate` does).
  let registry = PrototypeRegistry()
  let report = try registry.registerTemplates(atPaths: [templates])

  // 2. One calculator for the table, made from the load's report so that it measures as the
  //    check and `protocell measure` do: real fonts, a 3× iPhone's pixels, the separator
  //    included. The same heights as
  //    `protocell measure Templates --data Examples/Data/feed.json --id-key type --scale 3 --separator`.
  let calculator = try HeightCalculator(
    registry: registry, report: report, options: LayoutOptions(scale: 3, includesSeparator: true))

  // 3. The data set: one JSON object per row, with the prototype's identifier in "type".
  guard let data = FileManager.default.contents(atPath: dataPath) else {
    print("error: cannot read \(dataPath)")
    exit(2)
  }
  guard case .array(let rows) = try RowValue(parsingJSON: String(decoding: data, as: UTF8.self))
  else {
    print("error: \(dataPath) must hold a JSON array of rows")
    exit(2)
  }

  // 4. tableView(_:heightForRowAt:), for every row.
  var total = 0.0
  for (index, row) in rows.enumerated() {
    guard case .string(let type)? = row["type"], case .string(let id)? = row["id"] else {
      print("row \(index): needs \"type\" and \"id\"")
      continue
    }
    let prototype = try registry.prototype(forReuseIdentifier: type)
    let content = try CellContent(row: row, for: prototype)
    let height = try calculator.height(
      forReuseIdentifier: type, width: width, content: content, cacheKey: id)
    total += height
    print(padded(id, 14) + padded(type, 12) + String(format: "%7.2f pt", height))
  }
  print(padded("content height", 26) + String(format: "%7.2f pt", total))
} catch {
  print("error: \(error)")
  exit(1)
}
