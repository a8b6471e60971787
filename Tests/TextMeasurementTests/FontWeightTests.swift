import Testing
import TextMeasurement

struct FontWeightTests {
  @Test func namedWeightsFollowUIFontOrderOnTheOpenTypeScale() {
    #expect(FontWeight.named.map(\.weight.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    #expect(
      FontWeight.named.map(\.name) == [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
      ])
  }

  @Test(arguments: [
    ("bold", 700), ("BOLD", 700), ("ultraLight", 100), ("semibold", 600), ("350", 350),
    ("1000", 1000),
  ])
  func parsesNamesAndNumbers(text: String, value: Int) {
    #expect(FontWeight(parsing: text)?.value == value)
  }

  @Test(arguments: ["", "boldest", "0", "1001", "-5", "4.5"])
  func rejectsUnknownWeights(text: String) {
    #expect(FontWeight(parsing: text) == nil)
  }

  @Test func clampsAndDescribes() {
    #expect(FontWeight(5000).value == 1000)
    #expect(FontWeight(-3).value == 1)
    #expect(FontWeight.heavy.description == "heavy")
    #expect(FontWeight(450).description == "450")
    #expect(FontWeight.light < .regular)
  }
}
