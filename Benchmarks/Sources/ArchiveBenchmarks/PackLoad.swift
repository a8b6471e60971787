import Foundation
import Protocell

/// The pack-load benchmark: prototypes loaded from a compiled pack, and from XML.
///
/// The same prototypes are parsed and validated from XML beside the pack. Each load runs in a
/// child process so that its peak memory is its own.
enum PackLoad {
  /// Writes `count` cells cycled from Feed.xml's prototypes (renamed) as one template file.
  static func writeTemplates(count: Int, from feed: String, to path: String) throws {
    var cells: [Substring] = []
    var rest = feed[...]
    while let start = rest.range(of: "<cell "), let end = rest.range(of: "</cell>") {
      cells.append(rest[start.lowerBound..<end.upperBound])
      rest = rest[end.upperBound...]
    }
    var xml = "<templates>\n"
    for index in 0..<count {
      let cell = cells[index % cells.count]
      xml += cell.replacingOccurrences(
        of: "reuseIdentifier=\"", with: "reuseIdentifier=\"c\(index)-")
      xml += "\n"
    }
    xml += "</templates>\n"
    try xml.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Runs in the child: loads `path` `repeats` times and prints the median and peak memory.
  static func runChild(mode: String, path: String, repeats: Int) {
    let baseline = peakResidentBytes()
    var times: [Double] = []
    var count = 0
    for _ in 0..<repeats {
      let start = now()
      let registry = PrototypeRegistry()
      do {
        switch mode {
        case "pack": try registry.registerPack(atPath: path)
        case "xml":
          try registry.registerTemplates(
            atPaths: [path], loader: PrototypeLoader(checksLayout: false))
        default: try registry.registerTemplates(atPaths: [path])
        }
      } catch {
        print("error: \(error)")
        exit(1)
      }
      count = registry.reuseIdentifiers.count
      times.append(Double(now() - start))
    }
    let peak = peakResidentBytes()
    print(
      "\(mode)\t\(count)\t\(median(times))\t\(times.first ?? 0)\t\(peak)\t\(peak - baseline)")
  }

  /// Runs a child and parses its line: mode, count, median ns, first ns, peak, growth.
  static func spawn(mode: String, path: String, repeats: Int) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["load-child", mode, path, String(repeats)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return line.components(separatedBy: "\t")
  }
}
