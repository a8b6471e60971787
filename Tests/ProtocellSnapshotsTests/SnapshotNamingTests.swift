import ProtocellSnapshots
import ProtocellTemplates
import Testing

struct SnapshotNamingTests {
  @Test func namesFilesByPrototypeRowWidthAndCategory() {
    let traits = SnapshotTraits(width: 320.5, scale: 2, category: .accessibilityMedium)
    #expect(
      SnapshotNaming.relativePath(prototype: "Cell@tbl/1", row: "post 42", traits: traits)
        == "Cell_tbl_1/post_42@320.5-accessibilityMedium.txt")
  }

  @Test(arguments: [("..", "_.."), ("", "_"), ("héllo", "h_llo"), ("a-b_c.9", "a-b_c.9")])
  func sanitisesEachName(name: String, expected: String) {
    #expect(SnapshotNaming.sanitized(name) == expected)
  }
}
