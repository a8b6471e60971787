import Testing

@testable import Protocell

struct NearestNamesTests {
  @Test func distanceCountsEdits() {
    func distance(_ a: String, _ b: String) -> Int {
      NearestNames.distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(distance("", "abc") == 3)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("text-post", "text-pots") == 2)
    #expect(distance("é", "e") == 1)
  }

  @Test func namesAreSortedByDistanceThenAlphabetically() {
    #expect(
      NearestNames.sorted(["bb", "ab", "a", "zzz"], nearestTo: "a") == ["a", "ab", "bb", "zzz"])
  }
}
