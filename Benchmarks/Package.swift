// swift-tools-version: 6.2
//
// Protocell's benchmarks: a separate package so that the root package stays lean.
// Each executable times one workload in a release build and prints its figures beside a peer
// measured in the same run (kiwisolver, HarfBuzz, xmllint, NSKeyedUnarchiver, ...).
//
//   swift run -c release --package-path Benchmarks CassowaryBenchmarks

import PackageDescription

let package = Package(
  name: "ProtocellBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Protocell", path: "..")
  ],
  targets: [
    .target(name: "BenchmarkSupport"),
    .systemLibrary(
      name: "CHarfBuzzNaive", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .executableTarget(
      name: "CassowaryBenchmarks",
      dependencies: [.product(name: "Cassowary", package: "Protocell")]
    ),
    .executableTarget(
      name: "TextBenchmarks",
      dependencies: [
        "BenchmarkSupport", "CHarfBuzzNaive",
        .product(name: "TextMeasurement", package: "Protocell"),
      ]
    ),
    .executableTarget(
      name: "ParserBenchmarks",
      dependencies: ["BenchmarkSupport", .product(name: "Protocell", package: "Protocell")]
    ),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: ["BenchmarkSupport", .product(name: "Protocell", package: "Protocell")]
    ),
    .executableTarget(
      name: "MeasureBenchmarks",
      dependencies: ["BenchmarkSupport", .product(name: "Protocell", package: "Protocell")]
    ),
    .executableTarget(
      name: "IBFrameReport",
      dependencies: ["BenchmarkSupport", .product(name: "Protocell", package: "Protocell")]
    ),
    .executableTarget(
      name: "CorpusTimings",
      dependencies: ["BenchmarkSupport", .product(name: "Protocell", package: "Protocell")]
    ),
    .executableTarget(
      name: "ArchiveBenchmarks",
      dependencies: [
        .product(name: "Protocell", package: "Protocell"),
        .product(name: "Cassowary", package: "Protocell"),
      ]
    ),
  ]
)

for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}
