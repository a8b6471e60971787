import Cassowary
import Testing

@testable import ProtocellTemplates

struct ConstraintLexerTests {
  /// The kinds of `text`'s tokens, and how each is spelt.
  private func lex(_ text: String) -> (kinds: [ConstraintLexer.Token.Kind], spellings: [String]) {
    let tokens = ConstraintLexer.tokens(of: text)
    return (tokens.map(\.kind), tokens.map { ConstraintLexer.spelling(of: $0, in: text) })
  }

  @Test func lexesUTF8WithScalarPositions() {
    let text = "a.top ≤ b_2.width × 0.5 − 12 @750"
    let tokens = ConstraintLexer.tokens(of: text)
    #expect(
      tokens.map(\.kind) == [
        .identifier, .dot, .identifier, .relation(.lessThanOrEqual), .identifier, .dot,
        .identifier, .times, .number(0.5), .minus, .number(12), .at, .number(750), .end,
      ])
    #expect(
      tokens.map { ConstraintLexer.spelling(of: $0, in: text) } == [
        "a", ".", "top", "≤", "b_2", ".", "width", "×", "0.5", "−", "12", "@", "750", "",
      ])
    // Positions count scalars, so '≤' (three bytes) moves later tokens by one each; byte
    // offsets do not: 'b_2' is scalar 8 and byte 10.
    #expect(tokens.map(\.start) == [0, 1, 2, 6, 8, 11, 12, 18, 20, 24, 26, 29, 30, 33])
    #expect(tokens.map(\.length) == [1, 1, 3, 1, 3, 1, 5, 1, 3, 1, 2, 1, 3, 0])
    #expect(tokens[4].byteStart == 10)
  }

  @Test func lexesNumbersLikeTheDecimalSyntax() {
    let (kinds, spellings) = lex("007 .25 1e3 2.5E-1 1e 123456789012345678 1e400")
    #expect(
      kinds == [
        .number(7), .number(0.25), .number(1000), .number(0.25), .number(1), .identifier,
        .number(123_456_789_012_345_678), .number(.infinity), .end,
      ])
    #expect(spellings[5] == "e")
  }

  @Test func reportsSlipsAndUnknownCharacters() {
    let (kinds, spellings) = lex("= < > $ é\u{00A0}\t==")
    #expect(
      kinds == [
        .singleEquals, .unexpected, .unexpected, .unexpected, .unexpected, .relation(.equal), .end,
      ])
    #expect(spellings == ["=", "<", ">", "$", "é", "==", ""])
  }

  @Test func reusesTheBufferItIsGiven() {
    var buffer = ConstraintLexer.tokens(of: "a.top == b.top + 1 + 2 + 3")
    var text = "x"
    text.withUTF8 { ConstraintLexer.tokens(ofUTF8: $0, into: &buffer) }
    #expect(buffer.map(\.kind) == [.identifier, .end])
  }
}
