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

  /// A misspelling is a few edits from a candidate (a quarter of the shorter word, at least
  /// one); another word that contains one, or differs by a syllable, is none.
  @Test func misspellingsAreEditsNotOtherWords() {
    let bindings = ["author", "title", "text", "labelName"]
    #expect(Suggestions.misspelling(of: "autor", in: bindings) == "author")
    #expect(Suggestions.misspelling(of: "labelNmae", in: bindings) == "labelName")
    #expect(Suggestions.misspelling(of: "titel", in: bindings) == "title")
    #expect(Suggestions.misspelling(of: "authorID", in: bindings) == nil)
    #expect(Suggestions.misspelling(of: "subtitle", in: bindings) == nil)
    #expect(Suggestions.misspelling(of: "context", in: bindings) == nil)
    #expect(Suggestions.misspelling(of: "author", in: bindings) == nil)
    #expect(Suggestions.misspelling(of: "id", in: bindings) == nil)
  }

  /// A long shared suffix does not make a different name a spelling of it: a review's
  /// `SettingTableViewCell` was offered `ProtocolTableViewCell` (7 edits in 21 letters, but all
  /// 7 in the 7 and 8 letters that differ).
  @Test func aSharedSuffixDoesNotMakeANameNear() {
    let cells = ["ProtocolTableViewCell", "SettingsTableViewCell"]
    #expect(Suggestions.best(for: "SettingTableViewCell", in: ["ProtocolTableViewCell"]) == nil)
    #expect(Suggestions.best(for: "SettingTableViewCell", in: cells) == "SettingsTableViewCell")
    #expect(Suggestions.best(for: "lable", in: ["label", "image"]) == "label")
  }

  /// A candidate that holds the word is offered (a part of a long generated key was typed), but
  /// a word that holds a candidate under half its length is another word: a review's
  /// `--id JTACCellMonthView` (a view's class, 17 letters) was offered the identifier `cell` (4).
  @Test func aShortCandidateInsideALongWordIsNoSuggestion() {
    let keys = ["cell", "kkk", "mainInfo_CalenderCell"]
    #expect(Suggestions.best(for: "JTACCellMonthView", in: keys) == nil)
    #expect(Suggestions.best(for: "Calender", in: keys) == "mainInfo_CalenderCell")
    // Half its length or more still names it, three edits away: `xyzcells` (8) holds `cells`.
    #expect(Suggestions.best(for: "xyzcells", in: ["cells", "kkk"]) == "cells")
  }

  /// A candidate that differs only in case is the misspelling meant, before one a few edits
  /// away (a review's `namelabel` was offered `timeLabel` beside `nameLabel`).
  @Test func aCaseOnlyDifferenceIsTheMisspellingMeant() {
    let outlets = ["timeLabel", "nameLabel", "avatarImage"]
    #expect(Suggestions.misspelling(of: "namelabel", in: outlets) == "nameLabel")
    #expect(Suggestions.misspelling(of: "NAMELABEL", in: outlets) == "nameLabel")
    #expect(Suggestions.misspelling(of: "nameLabel", in: outlets) == nil)
  }
}
