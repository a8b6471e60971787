import ProtocellTemplates
import Testing

@testable import ProtocellArchive

struct CRC32Tests {
  @Test func matchesTheStandardCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test func emptyInputHasChecksumZero() {
    #expect(CRC32.checksum([]) == 0)
  }

  @Test func slicedAndBytewisePathsAgree() {
    // 33 bytes: four 8-byte slices and a tail byte; zlib's crc32 of 0...32.
    #expect(CRC32.checksum(Array(0...32)) == 0xE490_8305)
  }
}
