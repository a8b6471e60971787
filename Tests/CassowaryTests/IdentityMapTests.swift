import Testing

@testable import Cassowary

struct IdentityMapTests {
  @Test func storesReplacesAndRemovesValues() {
    var map = IdentityMap()
    let a = Variable("a")
    let b = Variable("b")
    #expect(map[ObjectIdentifier(a)] == nil)
    map[ObjectIdentifier(a)] = 1
    map[ObjectIdentifier(b)] = 2
    map[ObjectIdentifier(a)] = 3
    #expect(map[ObjectIdentifier(a)] == 3)
    #expect(map[ObjectIdentifier(b)] == 2)
    #expect(map.count == 2)
    map[ObjectIdentifier(a)] = nil
    #expect(map[ObjectIdentifier(a)] == nil)
    #expect(map[ObjectIdentifier(b)] == 2)
    #expect(map.count == 1)
  }

  @Test func survivesGrowthAndChurn() {
    var map = IdentityMap()
    let objects = (0..<5_000).map { Variable("v\($0)") }
    for (index, object) in objects.enumerated() { map[ObjectIdentifier(object)] = Int32(index) }
    for (index, object) in objects.enumerated() where index % 3 == 0 {
      map[ObjectIdentifier(object)] = nil
    }
    for round in 0..<3 {
      for (index, object) in objects.enumerated() where index % 3 == 0 {
        map[ObjectIdentifier(object)] = Int32(index + round)
        map[ObjectIdentifier(object)] = nil
      }
    }
    #expect(map.count == 5_000 - 1_667)
    for (index, object) in objects.enumerated() {
      #expect(map[ObjectIdentifier(object)] == (index % 3 == 0 ? nil : Int32(index)))
    }
  }
}
