import Testing

@testable import ProtocellDiagnostics

struct SuggestionsTests {
  @Test func distanceCountsEditsAndTranspositions() {
    func distance(_ a: String, _ b: String) -> Int {
      Suggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(distance("", "abc") == 3)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("text-post", "text-pots") == 1)
    #expect(distance("lable", "label") == 1)
    #expect(distance("é", "e") == 1)
  }

  @Test func orderedListsEveryCandidateByDistanceThenAlphabetically() {
    #expect(
      Suggestions.ordered(byDistanceTo: "a", ["bb", "ab", "a", "zzz"]) == ["a", "ab", "bb", "zzz"])
  }

  @Test func nearestKeepsOnlyPlausibleCandidates() {
    #expect(Suggestions.nearest(to: "titel", in: ["title", "body", "subtitle"]) == ["title"])
    #expect(Suggestions.nearest(to: "title", in: ["subtitle", "body"]) == ["subtitle"])
    #expect(Suggestions.best(for: "xyz", in: ["label", "image"]) == nil)
  }
}
