// swift-tools-version: 6.2
//
// A package that uses ProtocellPlugin: the templates in Sources/FeedCells/Templates are checked
// and compiled at build time, and the code uses the generated ReuseIdentifier and row types.
//
//   swift run --package-path Examples/PluginExample FeedCells

import PackageDescription

let package = Package(
  name: "PluginExample",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Protocell", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "FeedCells",
      dependencies: [.product(name: "Protocell", package: "Protocell")],
      plugins: [.plugin(name: "ProtocellPlugin", package: "Protocell")]
    )
  ],
  swiftLanguageModes: [.v6]
)
