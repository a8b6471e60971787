import ProtocellTemplates
import Testing

struct SemanticContentAttributeTests {
  /// UIKit's table: unspecified inherits, forceRightToLeft is right to left, the three others
  /// left to right, whatever the superview.
  @Test(arguments: [false, true])
  func directionsOfEachAttribute(superviewIsRightToLeft: Bool) {
    let directions = SemanticContentAttribute.allCases.map {
      $0.isRightToLeft(inheriting: superviewIsRightToLeft)
    }
    #expect(directions == [superviewIsRightToLeft, false, false, false, true])
  }
}
