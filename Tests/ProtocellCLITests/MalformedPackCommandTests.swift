import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

/// A damaged pack is bad input data: every command that reads it exits 1 with one located
/// error and one fix-it, as `inspect` always did, not 2 as for a usage error.
@Suite(.serialized)
struct MalformedPackCommandTests {
  /// The commands that read a pack, with their own name for it (`inspect` gives the path
  /// alone; the layout commands say `pack PATH`, as the registry names a pack).
  static let commands: [(arguments: [String], name: String)] = [
    (["inspect", "p.pcpack"], "p.pcpack"),
    (["measure", "p.pcpack", "--all"], "pack p.pcpack"),
    (["preview", "p.pcpack", "--all", "-o", "p.svg"], "pack p.pcpack"),
    (["preview", "p.pcpack", "--all", "-o", "p.html"], "pack p.pcpack"),
  ]

  /// The pack of one sample prototype.
  private static func pack() throws -> [UInt8] {
    try ArchiveEncoder().encodePack([SamplePrototypes.post()])
  }

  /// Cut after its 16-byte header, a pack is short of its whole payload; with one payload bit
  /// flipped, its CRC-32 (bytes 12 to 15 of the header) no longer matches.
  @Test func aTruncatedOrBitFlippedPackFailsWithStatusOneEverywhere() throws {
    let pack = try Self.pack()
    var flipped = pack
    flipped[pack.count - 1] ^= 0x01
    let stored = pack[12..<16].enumerated().reduce(UInt32(0)) {
      $0 | UInt32($1.element) << (8 * UInt32($1.offset))
    }
    let computed = Self.crc32(flipped[16...])
    let cases: [(bytes: [UInt8], reason: String)] = [
      (
        Array(pack.prefix(16)),
        "archive byte 16: truncated: needed \(pack.count - 16) more bytes but 0 remain"
      ),
      (
        flipped,
        "archive byte 12: checksum mismatch: header says \(Self.hex(stored)), payload has "
          + Self.hex(computed)
      ),
    ]
    try TemporaryFolder.with(prefix: "protocell-damaged-pack") { folder in
      for (bytes, reason) in cases {
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/p.pcpack"))
        for (arguments, name) in Self.commands {
          let output = try CommandRunner.run(arguments, in: folder)
          #expect(output.status == 1, "\(arguments)")
          #expect(
            output.standardError
              == "error: \(name): \(reason)\n"
              + "      = fix-it: the pack was cut short or changed after it was written: "
              + "compile it again with 'protocell compile TEMPLATES -o FILE.pcpack'\n",
            "\(arguments)")
          #expect(output.standardOutput == "")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/p.svg"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/p.html"))
      }
    }
  }

  /// The IEEE CRC-32 of `bytes`, bit by bit, as zlib's `crc32` defines it (the header's
  /// checksum: ``ArchiveFormat``).
  private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// `0x0F57D9FB`, as the decoder writes a checksum.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}
