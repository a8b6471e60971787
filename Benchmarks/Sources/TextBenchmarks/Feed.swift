import BenchmarkSupport

/// A deterministic feed of varied paragraphs: mostly English and other Latin-script languages,
/// with Cyrillic, Greek, Arabic, Hebrew, CJK, Thai and emoji rows mixed in, like a social feed.
enum Feed {
  static func paragraphs(count: Int, seed: UInt64) -> [String] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { index in
      let vocabulary = vocabularies[
        index % 10 < 7 ? 0 : Int(generator.next() % UInt64(vocabularies.count))]
      let words = Int(generator.next() % 40) + 4
      var text = ""
      for position in 0..<words {
        var word = vocabulary.words[Int(generator.next() % UInt64(vocabulary.words.count))]
        if position == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
        if !text.isEmpty && vocabulary.isSpaced { text += " " }
        text += word
        if generator.next() % 12 == 0 { text += [",", ".", "!", "?"][Int(generator.next() % 4)] }
      }
      return text
    }
  }

  struct Vocabulary {
    var words: [String]
    var isSpaced = true
  }

  static let vocabularies: [Vocabulary] = [
    Vocabulary(
      words: """
        the of and to in is you that it he was for on are as with his they at be this have from or one had by \
        word but not what all were we when your can said there use an each which she do how their if will up \
        other about out many then them these so some her would make like him into time has look two more write \
        go see number no way could people my than first water been call who oil its now find long down day did \
        get come made may part coffee morning weekend photo friends today great amazing thanks new post love
        """.split(separator: " ").map(String.init)),
    Vocabulary(
      words:
        "der die das und ist nicht ein mit auf für Straße größer Mädchen Kühlschrank Überraschung"
        .split(separator: " ").map(String.init)),
    Vocabulary(
      words: "и в не на я быть он с что а по это она этот к но они мы как из у который"
        .split(separator: " ").map(String.init)),
    Vocabulary(
      words: "και το να του η της με για που από στο ένα είναι δεν θα τα".split(separator: " ").map(
        String.init)),
    Vocabulary(
      words: "في من على إلى أن هذا التي الذي مع كان عن ما لا هذه بين كل".split(separator: " ").map(
        String.init)),
    Vocabulary(
      words: "של את על לא זה עם הוא היא גם כל אבל מה אני יש שלום".split(separator: " ").map(
        String.init)),
    Vocabulary(
      words: "的 一 是 不 了 人 我 在 有 他 这 中 大 来 上 国 个 到 说 们 。 、".split(separator: " ").map(String.init),
      isSpaced: false),
    Vocabulary(
      words: "ภาษา ไทย เป็น ที่ ไม่มี การ เว้น วรรค ระหว่าง คำ ประเทศ สวัสดี".split(separator: " ").map(
        String.init),
      isSpaced: false),
    Vocabulary(
      words: "hello 😀 great 👍🏽 party 🎉 family 👨‍👩‍👧 heart ❤️ ok 🦊 fox".split(separator: " ").map(
        String.init)),
  ]
}
