// swift-tools-version: 6.2
//
// libFuzzer targets for Protocell, one executable per input format. Build them with the fuzzer
// and address sanitizers (see README.md, or run.sh); a plain `swift build` builds nothing useful.

import PackageDescription

let package = Package(
  name: "FuzzTesting",
  platforms: [.macOS(.v13)],
  dependencies: [
    // The name matters: SwiftPM would otherwise call a path dependency after its folder ("..").
    .package(name: "Protocell", path: "..")
  ],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(name: "FuzzTemplate", dependencies: harness),
    .executableTarget(name: "FuzzArchive", dependencies: harness),
    .executableTarget(name: "FuzzConstraint", dependencies: harness),
    .executableTarget(name: "FuzzLayout", dependencies: harness),
    .executableTarget(name: "FuzzInterfaceBuilder", dependencies: harness),
    .executableTarget(name: "FuzzRows", dependencies: harness),
  ]
)

/// Every target runs one entry point of the harness the root package's tests also use.
var harness: [Target.Dependency] {
  [
    "FuzzDriver",
    .product(name: "Protocell", package: "Protocell"),
    .product(name: "_ProtocellTestSupport", package: "Protocell"),
  ]
}

for target in package.targets {
  target.swiftSettings = [.swiftLanguageMode(.v6)]
}
