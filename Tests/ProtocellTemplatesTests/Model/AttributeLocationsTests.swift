import ProtocellDiagnostics
import ProtocellTemplates
import Testing

struct AttributeLocationsTests {
  private static func at(_ column: Int) -> ProtocellDiagnostics.SourceLocation {
    ProtocellDiagnostics.SourceLocation(file: "v.xml", line: 3, column: column)
  }

  @Test func namesAreKeptSortedWhateverTheOrderTheyCameIn() {
    var locations = AttributeLocations()
    locations["text"] = Self.at(30)
    locations["id"] = Self.at(12)
    locations["fontSize"] = Self.at(50)
    #expect(locations.keys == ["fontSize", "id", "text"])
    #expect(locations.count == 3)
    #expect(locations["id"] == Self.at(12))
    #expect(locations["bind"] == nil)
    // The same pairs set in another order are the same value, with the same hash.
    let literal: AttributeLocations = [
      "id": Self.at(12), "fontSize": Self.at(50), "text": Self.at(30),
    ]
    #expect(literal == locations)
    #expect(literal.hashValue == locations.hashValue)
  }

  @Test func settingReplacesAndNilRemoves() {
    var locations: AttributeLocations = ["id": Self.at(12), "id": Self.at(40)]
    #expect(locations.keys == ["id"])
    #expect(locations["id"] == Self.at(40))
    locations["id"] = Self.at(7)
    #expect(locations["id"] == Self.at(7))
    locations["absent"] = nil
    #expect(locations.count == 1)
    locations["id"] = nil
    #expect(locations.isEmpty)
    #expect(locations == [:])
  }

  @Test func valuesDifferingInALocationOrANameDiffer() {
    let base: AttributeLocations = ["id": Self.at(12), "text": Self.at(30)]
    // The same names, one at another column.
    #expect(base != ["text": Self.at(30), "id": Self.at(13)])
    // As many names, one of them another.
    #expect(base != ["id": Self.at(12), "bind": Self.at(30)])
    // One name more.
    #expect(base != ["id": Self.at(12), "text": Self.at(30), "bind": Self.at(44)])
  }
}
