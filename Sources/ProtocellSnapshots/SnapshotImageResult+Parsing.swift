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
    try results(fromDumpedDOM: Array(dom.utf8), ids: ids)
  }

  /// The results a browser's dump of a ``SnapshotImagePage`` holds, read from its UTF-8 bytes,
  /// as the `String` overload reads them: a dump holds every image, and a copy as a `String`
  /// would double it.
  public static func results(fromDumpedDOM bytes: [UInt8], ids: [Int]) throws
    -> [SnapshotImageResult]
  {
    var results: [SnapshotImageResult] = []
    var state: [String: String]?
    let opening = Array("<output ".utf8)
    var index = 0
    while let start = Self.firstIndex(of: opening, in: bytes, from: index) {
      index = start + opening.count
      let attributes = Self.attributes(in: bytes, at: &index)
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
    var png: [UInt8]?
    if let text = attributes["data-png"] {
      guard let bytes = SnapshotImageBase64.decode(text) else {
        throw SnapshotImageError("the image of snapshot \(id) is not base64 PNG data")
      }
      png = bytes
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
    guard result.png != nil || result.comparison?.isMatch == true else {
      throw SnapshotImageError("the browser's page returned no image for snapshot \(id)")
    }
    return result
  }

  /// Where `pattern` first occurs in `bytes` at or after `start`.
  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
    var index = start
    while index <= bytes.count - pattern.count {
      if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The attributes of the tag whose name ends before `index`, unescaped; `index` is left
  /// after the tag's `>`.
  private static func attributes(in bytes: [UInt8], at index: inout Int) -> [String: String] {
    let (space, equals, quote, close) = (
      UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: ">")
    )
    var attributes: [String: String] = [:]
    while index < bytes.count, bytes[index] != close {
      if bytes[index] == space {
        index += 1
        continue
      }
      let nameStart = index
      while index < bytes.count, ![space, equals, close].contains(bytes[index]) { index += 1 }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      var value = ""
      if index < bytes.count, bytes[index] == equals {
        index += 1
        if index < bytes.count, bytes[index] == quote {
          let valueStart = index + 1
          index = bytes[valueStart...].firstIndex(of: quote) ?? bytes.count
          value = unescaped(String(decoding: bytes[valueStart..<index], as: UTF8.self))
          index = min(index + 1, bytes.count)
        }
      }
      attributes[name] = value
    }
    index = min(index + 1, bytes.count)
    return attributes
  }

  /// An attribute's value with the references HTML's serialiser writes replaced.
  private static func unescaped(_ value: String) -> String {
    guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
    return value.replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(
        of: "&amp;", with: "&")
  }
}
