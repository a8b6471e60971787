import Testing
import TextMeasurement

/// A paragraph's direction is its first strong character's (Unicode's rules P2 and P3): digits,
/// spaces and punctuation are not strong.
struct ParagraphDirectionTests {
  @Test(arguments: [
    ("שלום עולם", true), ("Hello שלום", false), ("שלום Hello", true),
    ("123, مرحبا", true), ("(42) ok", false), ("123", false), ("", false),
  ])
  func theFirstStrongCharacterDecides(text: String, isRightToLeft: Bool) {
    #expect(TextAlignment.isRightToLeftParagraph(text) == isRightToLeft)
  }
}
