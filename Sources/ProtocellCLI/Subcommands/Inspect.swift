import ArgumentParser
import Foundation
import Protocell

extension ProtocellCommand {
  /// `protocell inspect FILE`: lists what a compiled pack holds.
  struct Inspect: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "inspect",
      abstract: "List the prototypes of a compiled pack.",
      discussion: """
        Prints the pack's format version, size and checksum, then one line per prototype: \
        reuse identifier, views, constraints, bytes and the template file it came from. \
        Also reads a single compiled prototype.

        Exit status: 0 listed, 1 malformed archive, 2 usage or read failure.
        """
    )

    @Argument(help: "A pack written by 'protocell compile' ('-': standard input).")
    var file: String

    @OptionGroup var formatOptions: FormatOptions<ValidateFormat>

    func run() async throws {
      let bytes: [UInt8]
      do {
        bytes = try ByteInput.contents(
          of: file, limit: ArchiveDecodingOptions().maximumArchiveSize)
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        throw ExitCode.usageOrInputFailure
      }
      let file = ByteInput.name(of: file)
      guard !bytes.isEmpty else {
        throw CommandFailure.failure(
          "\(file) is empty, not a pack: 'protocell compile TEMPLATES -o FILE.pcpack' writes one")
      }
      let summary: PackSummary
      do {
        summary = try PackSummary(bytes: bytes)
      } catch {
        if bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == 0x3C
        {
          // `<`: templates or an Interface Builder document, which `inspect` does not read.
          let word = PrototypeSource.shellWord(file)
          throw CommandFailure.failure(
            "\(file): \(error)\n"
              + "      = fix-it: this is an XML document, not a compiled pack: check it with "
              + "protocell validate \(word), or compile it with "
              + "protocell compile \(word) -o app.pcpack and inspect that")
        }
        throw MalformedPack.failure(error, named: file)
      }
      switch formatOptions.format {
      case .json:
        FileOutput.standardOutput.write(try JSONOutput.text(of: summary))
      case .human:
        FileOutput.standardOutput.write(summary.table(named: file))
      }
    }
  }
}

/// What `inspect` reports about an archive.
struct PackSummary: Encodable {
  /// One prototype.
  struct Prototype: Encodable {
    var reuseIdentifier: String
    var views: Int
    var constraints: Int
    var bytes: Int
    var source: String?
  }

  var kind: String
  var formatVersion: String
  var bytes: Int
  var checksum: String
  var prototypes: [Prototype]

  init(bytes: [UInt8]) throws(ArchiveDecodingError) {
    let header = try ArchiveDecoder().header(of: bytes)
    switch header.kind {
    case .pack:
      let pack = try PrototypePack(bytes: bytes)
      prototypes = pack.entries.map { entry in
        Prototype(
          reuseIdentifier: entry.reuseIdentifier, views: entry.viewCount,
          constraints: entry.constraintCount, bytes: entry.byteCount, source: entry.source)
      }
    case .prototype:
      let cell = try ArchiveDecoder().decode(bytes)
      prototypes = [
        Prototype(
          reuseIdentifier: cell.reuseIdentifier, views: cell.allViews.count,
          constraints: cell.constraints.count, bytes: header.payloadLength,
          source: cell.location?.file)
      ]
    }
    kind = header.kind.rawValue
    formatVersion = "\(header.majorVersion).\(header.minorVersion)"
    self.bytes = bytes.count
    let digits = String(header.checksum, radix: 16, uppercase: true)
    checksum = "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// A header line, then an aligned table of the prototypes.
  func table(named name: String) -> String {
    let count = "\(prototypes.count) prototype\(prototypes.count == 1 ? "" : "s")"
    var text = "\(name): Protocell \(kind), format \(formatVersion), \(bytes) bytes, \(count),"
    text += " CRC-32 \(checksum)\n"
    guard !prototypes.isEmpty else { return text }
    let rows =
      [["REUSE IDENTIFIER", "VIEWS", "CONSTRAINTS", "BYTES", "SOURCE"]]
      + prototypes.map {
        [$0.reuseIdentifier, "\($0.views)", "\($0.constraints)", "\($0.bytes)", $0.source ?? "-"]
      }
    let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      var line = row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
      for column in 1..<4 {
        line +=
          "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
      }
      text += line + "  " + row[4] + "\n"
    }
    return text
  }
}
