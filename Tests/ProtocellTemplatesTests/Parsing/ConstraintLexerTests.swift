import Cassowary
import Testing

@testable import ProtocellTemplates

struct ConstraintLexerTests {
  @Test func lexesUTF8WithScalarPositions() {
    let tokens = ConstraintLexer.tokens(of: "a.top ≤ b_2.width × 0.5 − 12 @750")
    #expect(
      tokens.map(\.kind) == [
        .identifier("a"), .dot, .identifier("top"), .relation(.lessThanOrEqual), .identifier("b_2"),
        .dot,
        .identifier("width"), .times, .number(0.5), .minus, .number(12), .at, .number(750), .end,
      ])
    // Positions count scalars, so '≤' (three bytes) moves later tokens by one each.
    #expect(tokens.map(\.start) == [0, 1, 2, 6, 8, 11, 12, 18, 20, 24, 26, 29, 30, 33])
    #expect(tokens.map(\.length) == [1, 1, 3, 1, 3, 1, 5, 1, 3, 1, 2, 1, 3, 0])
  }

  @Test func lexesNumbersLikeTheDecimalSyntax() {
    let kinds = ConstraintLexer.tokens(of: "007 .25 1e3 2.5E-1 1e 123456789012345678 1e400").map(
      \.kind)
    #expect(
      kinds == [
        .number(7), .number(0.25), .number(1000), .number(0.25), .number(1), .identifier("e"),
        .number(123_456_789_012_345_678), .number(.infinity), .end,
      ])
  }

  @Test func reportsSlipsAndUnknownCharacters() {
    let kinds = ConstraintLexer.tokens(of: "= < > $ é\u{00A0}\t==").map(\.kind)
    #expect(
      kinds == [
        .singleEquals, .unexpected("<"), .unexpected(">"), .unexpected("$"), .unexpected("é"),
        .relation(.equal), .end,
      ])
  }

  @Test func reusesTheBufferItIsGiven() {
    var buffer = ConstraintLexer.tokens(of: "a.top == b.top + 1 + 2 + 3")
    ConstraintLexer.tokens(of: "x", into: &buffer)
    #expect(buffer.map(\.kind) == [.identifier("x"), .end])
  }
}
