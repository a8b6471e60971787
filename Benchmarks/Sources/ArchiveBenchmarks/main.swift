import Foundation
import Protocell

// Dequeue cost per cell (Protocell's unarchive beside NSKeyedUnarchiver and a deep copy of the
// model), then pack load time and peak memory for 10,000 prototypes beside XML.
//
//   swift run -c release --package-path Benchmarks ArchiveBenchmarks [--skip-load] [--keep-files]
//
// For instruction counts, which a busy machine does not disturb, run one contender alone under
// callgrind, once with 0 and once with N repetitions, and divide the difference by N:
//
//   valgrind --tool=callgrind ArchiveBenchmarks --profile TextPost model|pack|copy N

let arguments = CommandLine.arguments
if arguments.count == 5, arguments[1] == "load-child" {
  PackLoad.runChild(mode: arguments[2], path: arguments[3], repeats: Int(arguments[4]) ?? 1)
  exit(0)
}

let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path
let feedPath = root + "/Templates/Feed.xml"
let loaded = TemplateLoader().load(paths: [feedPath])
guard let feed = loaded.files.first, !loaded.diagnostics.containsErrors else {
  print("error: cannot load \(feedPath): \(loaded.diagnostics)")
  exit(1)
}

/// A 20-view prototype: the text post's views, repeated with renamed ids inside a stack.
func twentyViews(from prototype: CellPrototype) -> CellPrototype {
  var views: [ViewNode] = []
  var copy = 0
  while views.count < 19 {
    for view in prototype.allViews where views.count < 19 {
      var renamed = view
      renamed.id = "\(view.id)\(copy)"
      renamed.subviews = []
      views.append(renamed)
    }
    copy += 1
  }
  var result = prototype
  result.reuseIdentifier = "Feed20"
  result.views = [
    ViewNode(id: "column", kind: .stack(StackConfiguration(axis: .vertical)), subviews: views)
  ]
  return result
}

var prototypes = feed.cells
if let textPost = feed.cells.first(where: { $0.reuseIdentifier == "TextPost" }) {
  prototypes.append(twentyViews(from: textPost))
}

// The registry loads a pack compiled as `protocell compile` does (source locations included).
let registry = PrototypeRegistry()
let pack = try PrototypePack(bytes: ArchiveEncoder().encodePack(prototypes))
try registry.register(pack)
let modelRegistry = PrototypeRegistry()
for prototype in prototypes { try modelRegistry.register(prototype) }

/// The classes NSKeyedUnarchiver may instantiate (secure coding).
let codingClasses: [AnyClass] = [
  CodingCell.self, CodingView.self, CodingConstraint.self, NSArray.self, NSString.self,
  NSNumber.self,
]

// `--profile NAME CONTENDER N`: run one contender N times, for callgrind.
if let index = arguments.firstIndex(of: "--profile"), arguments.count > index + 3,
  let prototype = prototypes.first(where: { $0.reuseIdentifier == arguments[index + 1] }),
  let repeats = Int(arguments[index + 3])
{
  let stripped = prototype.strippingSourceLocations()
  let keyed = try NSKeyedArchiver.archivedData(
    withRootObject: CodingCell(stripped), requiringSecureCoding: true)
  for _ in 0..<repeats {
    switch arguments[index + 2] {
    case "pack":
      sink &+=
        (try? registry.dequeueCell(forReuseIdentifier: prototype.reuseIdentifier))?.model.views
        .count ?? 0
    case "model":
      sink &+=
        (try? modelRegistry.dequeueCell(forReuseIdentifier: prototype.reuseIdentifier))?.model.views
        .count ?? 0
    case "keyed":
      sink &+=
        (try? NSKeyedUnarchiver.unarchivedObject(ofClasses: codingClasses, from: keyed))
        .map { ($0 as? CodingCell)?.views.count ?? 0 } ?? 0
    default: sink &+= deepCopy(stripped).views.count
    }
  }
  print("(sink \(sink))")
  exit(0)
}

print("Dequeue cost per cell (median of 21 interleaved batches of ~20 ms; release build)")
print("")
let header = [
  "prototype", "views", "archive B", "NSKeyed B", "dequeue(pack)", "dequeue(model)",
  "NSKeyedUnarchiver", "deep copy", "NSKeyed/dequeue", "dequeue/copy",
]
print(header.joined(separator: "\t"))
for prototype in prototypes {
  let identifier = prototype.reuseIdentifier
  let stripped = prototype.strippingSourceLocations()
  let keyed = try NSKeyedArchiver.archivedData(
    withRootObject: CodingCell(stripped), requiringSecureCoding: true)
  let classes = codingClasses
  // Check that all three give the same model before timing them.
  let unarchived =
    try NSKeyedUnarchiver.unarchivedObject(ofClasses: classes, from: keyed) as? CodingCell
  let dequeued = try registry.dequeueCell(forReuseIdentifier: identifier).model
  guard unarchived?.prototype == stripped, dequeued == stripped, deepCopy(stripped) == stripped
  else {
    print("error: the contenders disagree on \(identifier)")
    exit(1)
  }
  let archiveSize = pack.entry(forReuseIdentifier: identifier)?.byteCount ?? 0
  let results = measure([
    Contender(name: "dequeue(pack)") {
      (try? registry.dequeueCell(forReuseIdentifier: identifier))?.model.views.count ?? 0
    },
    Contender(name: "dequeue(model)") {
      (try? modelRegistry.dequeueCell(forReuseIdentifier: identifier))?.model.views.count ?? 0
    },
    Contender(name: "NSKeyedUnarchiver") {
      ((try? NSKeyedUnarchiver.unarchivedObject(ofClasses: classes, from: keyed)) as? CodingCell)?
        .views.count ?? 0
    },
    Contender(name: "deep copy") { deepCopy(stripped).views.count },
  ])
  let row: [String] = [
    identifier, "\(prototype.allViews.count)", "\(archiveSize)", "\(keyed.count)",
    formatDuration(results[0]), formatDuration(results[1]), formatDuration(results[2]),
    formatDuration(results[3]), String(format: "%.0f×", results[2] / results[0]),
    String(format: "%.2f×", results[0] / results[3]),
  ]
  print(row.joined(separator: "\t"))
}

// MARK: - Pack load

if arguments.contains("--skip-load") {
  print("(sink \(sink))")
  exit(0)
}

let count = 10_000
let folder = NSTemporaryDirectory() + "protocell-bench-" + UUID().uuidString
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer {
  if arguments.contains("--keep-files") {
    print("(files kept in \(folder))")
  } else {
    try? FileManager.default.removeItem(atPath: folder)
  }
}
let xmlPath = folder + "/feed-10000.xml"
let packPath = folder + "/feed-10000.pcpack"
try PackLoad.writeTemplates(
  count: count, from: String(contentsOfFile: feedPath, encoding: .utf8), to: xmlPath)
let many = TemplateLoader().load(paths: [xmlPath]).files.flatMap(\.cells)
let bigPack = try ArchiveEncoder().encodePack(many)
try AtomicFileWriter.write(bigPack, toPath: packPath)
let xmlBytes = (try? FileManager.default.attributesOfItem(atPath: xmlPath)[.size] as? Int) ?? 0

print("")
print("Load \(many.count) prototypes into a registry (child process each; median of 11 loads)")
print("")
print(
  ["source", "file B", "prototypes", "median", "first load", "peak RSS", "RSS growth"].joined(
    separator: "\t"))
let sources = [
  ("pack", packPath, bigPack.count), ("xml", xmlPath, xmlBytes), ("xml+layout", xmlPath, xmlBytes),
]
let sourceNames = [
  "pack": "compiled pack", "xml": "XML parse+validate", "xml+layout": "XML + layout checks",
]
for (mode, path, size) in sources {
  let fields = try PackLoad.spawn(mode: mode, path: path, repeats: 11)
  guard fields.count == 6, let medianTime = Double(fields[2]), let first = Double(fields[3]),
    let peak = Double(fields[4]), let growth = Double(fields[5])
  else {
    print("error: child said \(fields)")
    exit(1)
  }
  let mebibytes = { (bytes: Double) in String(format: "%.1f MiB", bytes / 1_048_576) }
  print(
    [
      sourceNames[mode] ?? mode, "\(size)", fields[1],
      formatDuration(medianTime), formatDuration(first), mebibytes(peak), mebibytes(growth),
    ]
    .joined(separator: "\t"))
}
print("")
print("(sink \(sink))")
