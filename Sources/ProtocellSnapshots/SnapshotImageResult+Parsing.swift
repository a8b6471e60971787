import Foundation

extension SnapshotImageResult {
  /// The results a browser's dump of a ``SnapshotImagePage`` holds, one per `<output
  /// class="image">` element, in the page's order.
  ///
  /// - Parameters:
  ///   - dom: What `--dump-dom` printed: the page's DOM serialised as HTML.
  ///   - ids: The ids of the cells the page drew: each must have a result.
  /// - Returns: The results, in the page's order.
  /// - Throws: ``SnapshotImageError`` when the page did not finish (its `#images` element does
  ///   not say `data-state="done"`), when a snapshot could not be drawn, when an image is not
  ///   base64 or a count not a number, and when a cell has no result.
  /// - Complexity: O(*n*) in the length of `dom`.
  public static func results(fromDumpedDOM dom: String, ids: [Int]) throws -> [SnapshotImageResult]
  {
    var results: [SnapshotImageResult] = []
    var state: [String: String]?
    var rest = Substring(dom)
    while let start = rest.range(of: "<output ") {
      rest = rest[start.upperBound...]
      let attributes = Self.attributes(of: &rest)
      if attributes["id"] == "images" {
        state = attributes
      } else if attributes["class"] == "image" {
        results.append(try result(from: attributes))
      }
    }
    guard let state else {
      throw SnapshotImageError("the browser's page has no #images element: it did not load")
    }
    switch state["data-state"] {
    case "done": break
    case "failed":
      throw SnapshotImageError(
        "the browser's page failed: \(state["data-error"] ?? "no reason given")")
    default:
      throw SnapshotImageError(
        "the browser's page did not finish drawing (\(results.count) of \(ids.count) images drawn)")
    }
    let found = Set(results.map(\.id))
    if let missing = ids.first(where: { !found.contains($0) }) {
      throw SnapshotImageError("the browser's page drew no image for snapshot \(missing)")
    }
    return results
  }

  private static func result(from attributes: [String: String]) throws -> SnapshotImageResult {
    guard let id = attributes["data-id"].flatMap({ Int($0) }) else {
      throw SnapshotImageError("an image of the browser's page has no snapshot id")
    }
    if let error = attributes["data-error"] {
      throw SnapshotImageError("snapshot \(id) could not be drawn: \(error)")
    }
    guard let png = attributes["data-png"].flatMap(SnapshotImageBase64.decode) else {
      throw SnapshotImageError("the image of snapshot \(id) is not base64 PNG data")
    }
    var result = SnapshotImageResult(id: id, png: png)
    if let differing = attributes["data-differing-pixels"] {
      guard let count = Int(differing),
        let largest = attributes["data-largest-difference"].flatMap({ Int($0) })
      else { throw SnapshotImageError("the comparison of snapshot \(id) is not a count") }
      var comparison = Comparison(differingPixels: count, largestDifference: largest)
      if let difference = attributes["data-difference-png"] {
        guard let bytes = SnapshotImageBase64.decode(difference) else {
          throw SnapshotImageError("the difference image of snapshot \(id) is not base64")
        }
        comparison.differencePNG = bytes
      }
      result.comparison = comparison
    }
    return result
  }

  /// The attributes of the tag `text` starts inside (after its name), unescaped; `text` is
  /// left after the tag's `>`.
  private static func attributes(of text: inout Substring) -> [String: String] {
    var attributes: [String: String] = [:]
    var index = text.startIndex
    while index < text.endIndex, text[index] != ">" {
      if text[index] == " " {
        index = text.index(after: index)
        continue
      }
      let nameStart = index
      while index < text.endIndex, !" =>".contains(text[index]) {
        index = text.index(after: index)
      }
      let name = String(text[nameStart..<index])
      var value = ""
      if index < text.endIndex, text[index] == "=" {
        index = text.index(after: index)
        if index < text.endIndex, text[index] == "\"" {
          let valueStart = text.index(after: index)
          index = text[valueStart...].firstIndex(of: "\"") ?? text.endIndex
          value = unescaped(text[valueStart..<index])
          if index < text.endIndex { index = text.index(after: index) }
        }
      }
      attributes[name] = value
    }
    text = index < text.endIndex ? text[text.index(after: index)...] : text[text.endIndex...]
    return attributes
  }

  /// An attribute's value with the references HTML's serialiser writes replaced.
  private static func unescaped(_ value: Substring) -> String {
    guard value.contains("&") else { return String(value) }
    return value.replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(
        of: "&amp;", with: "&")
  }
}
