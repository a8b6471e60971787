import ProtocellTemplates
import Testing

@testable import ProtocellArchive

struct VarintTests {
  private static let encodings: [(UInt64, [UInt8])] = [
    (0, [0]), (1, [1]), (127, [0x7F]), (128, [0x80, 1]), (300, [0xAC, 0x02]),
    (UInt64.max, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]),
  ]

  @Test(arguments: encodings)
  func encodesAsProtocolBuffersDoes(value: UInt64, expected: [UInt8]) {
    var bytes: [UInt8] = []
    Varint.append(value, to: &bytes)
    #expect(bytes == expected)
    #expect(Varint.encodedLength(of: value) == expected.count)
  }

  private static let zigzags: [(Int64, UInt64)] = [
    (0, 0), (-1, 1), (1, 2), (-2, 3), (Int64.max, UInt64.max - 1), (Int64.min, UInt64.max),
  ]

  @Test(arguments: zigzags)
  func zigzagMapsSmallMagnitudesToSmallCodes(value: Int64, code: UInt64) {
    #expect(Varint.zigzag(value) == code)
    #expect(Varint.unzigzag(code) == value)
  }
}
