import ProtocellSnapshots
import Testing

struct SnapshotImageResultTests {
  /// A dump as Chromium prints it: the script's outputs before `#images`, attributes in the
  /// order the script set them, `&`, `<` and `"` escaped.
  static func dom(_ outputs: String, state: String = "data-state=\"done\"") -> String {
    "<html><head></head><body class=\"shows-frames\"><div id=\"cells\"></div>" + outputs
      + "<output id=\"images\" \(state)></output><script>\"use strict\";</script></body></html>"
  }

  @Test func readsEachImageAndItsComparison() throws {
    // "iVBORw0KGgo=" is the eight bytes every PNG starts with; "AQID" is 1, 2, 3.
    let dom = Self.dom(
      "<output class=\"image\" data-id=\"4\" data-png=\"iVBORw0KGgo=\"></output>"
        + "<output class=\"image\" data-id=\"5\" data-differing-pixels=\"3\" "
        + "data-largest-difference=\"2\"></output>"
        + "<output class=\"image\" data-id=\"6\" data-png=\"AQID\" data-differing-pixels=\"12\" "
        + "data-largest-difference=\"255\" data-difference-png=\"AAAA\"></output>")
    let results = try SnapshotImageResult.results(fromDumpedDOM: dom, ids: [4, 5, 6])
    #expect(
      results == [
        SnapshotImageResult(id: 4, png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        // A match within the tolerance is not encoded.
        SnapshotImageResult(
          id: 5, png: nil, comparison: .init(differingPixels: 3, largestDifference: 2)),
        SnapshotImageResult(
          id: 6, png: [1, 2, 3],
          comparison: .init(differingPixels: 12, largestDifference: 255, differencePNG: [0, 0, 0])),
      ])
    #expect(results[1].comparison?.isMatch == true)
    #expect(results[2].comparison?.isMatch == false)
  }

  @Test(arguments: [
    (
      dom("", state: "data-state=\"running\""),
      "the browser's page did not finish drawing (0 of 1 images drawn)"
    ),
    (
      dom(
        "",
        state: "data-state=\"failed\" data-error=\"TypeError: a &lt; b &amp;&amp; &quot;c&quot;\""
      ),
      "the browser's page failed: TypeError: a < b && \"c\""
    ),
    ("<html><body></body></html>", "the browser's page has no #images element: it did not load"),
    (dom(""), "the browser's page drew no image for snapshot 1"),
    (
      dom("<output class=\"image\" data-id=\"1\" data-error=\"Error: no canvas\"></output>"),
      "snapshot 1 could not be drawn: Error: no canvas"
    ),
    (
      dom("<output class=\"image\" data-id=\"1\" data-png=\"not base64!\"></output>"),
      "the image of snapshot 1 is not base64 PNG data"
    ),
    (
      dom("<output class=\"image\" data-id=\"1\"></output>"),
      "the browser's page returned no image for snapshot 1"
    ),
  ])
  func saysWhyAPageFailed(dom: String, message: String) {
    #expect(throws: SnapshotImageError(message)) {
      try SnapshotImageResult.results(fromDumpedDOM: dom, ids: [1])
    }
  }
}
