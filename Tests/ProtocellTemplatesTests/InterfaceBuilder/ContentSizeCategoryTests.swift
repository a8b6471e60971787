import ProtocellTemplates
import Testing

/// The content size categories: UIKit's names, the Human Interface Guidelines' short names.
struct ContentSizeCategoryTests {
  @Test func thereAreTwelveFromExtraSmallToAX5() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.allCases.first == .extraSmall)
    #expect(ContentSizeCategory.allCases.last == .accessibilityExtraExtraExtraLarge)
    #expect(
      ContentSizeCategory.allCases.map(\.shortName) == [
        "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
        "AX1", "AX2", "AX3", "AX4", "AX5",
      ])
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
  }

  @Test(arguments: [
    ("extraSmall", ContentSizeCategory.extraSmall), ("xSmall", .extraSmall),
    ("large", .large), ("Large", .large), ("xxxLarge", .extraExtraExtraLarge),
    ("accessibilityMedium", .accessibilityMedium), ("AX1", .accessibilityMedium),
    ("ax5", .accessibilityExtraExtraExtraLarge),
    ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
  ])
  func namesAreUIKitsOrTheShortOnesInAnyCase(name: String, category: ContentSizeCategory) {
    #expect(ContentSizeCategory(name: name) == category)
  }

  @Test(arguments: ["", "huge", "AX6", "extra small", "accessibilitySmall"])
  func otherNamesAreNotCategories(name: String) {
    #expect(ContentSizeCategory(name: name) == nil)
  }
}
