import ArgumentParser

/// The `protocell` command: checks, compiles and measures prototype-cell templates.
@main
struct ProtocellCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "protocell",
    abstract: "Check, compile and measure table-view cell prototypes.",
    subcommands: [Text.self]
  )
}
