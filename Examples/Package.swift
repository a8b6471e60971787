// swift-tools-version: 6.2
//
// Examples of using Protocell as a library, kept out of the root package.
//
//   swift run --package-path Examples ListPrototypes Templates

import PackageDescription

let package = Package(
  name: "ProtocellExamples",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Protocell", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "ListPrototypes",
      dependencies: [.product(name: "Protocell", package: "Protocell")]
    )
  ],
  swiftLanguageModes: [.v6]
)
