import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `protocell compile` killed while it writes a large pack over a good one: the destination is
/// always the old pack byte for byte or the complete new one, and no temporary file is left.
@Suite(.serialized)
struct CompileInterruptionTests {
  /// The folders of one test: large templates, a small one, and the output folder.
  private struct Workspace {
    let large: String
    let small: String
    let output: String
    var pack: String { output + "/app.pcpack" }
    /// The pack of the small template, there before each interrupted compile.
    let oldPack: [UInt8]
    /// The pack of the large templates, as an uninterrupted compile writes it.
    let newPack: [UInt8]
    /// How long an uninterrupted compile of the large templates took.
    let duration: Duration
  }

  /// Makes the templates (4 files of 100 cells, each with 48,000 characters of text: a pack of
  /// about 19 MB) and compiles both packs once, uninterrupted.
  private func withWorkspace(_ body: (Workspace) throws -> Void) throws {
    try TemporaryFolder.with(prefix: "protocell-interrupt") { root in
      let manager = FileManager.default
      for folder in ["large", "small", "output", "reference"] {
        try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: false)
      }
      let text = String(repeating: "lorem ipsum ", count: 4_000)
      let constraints = ["top", "bottom", "leading", "trailing"].map {
        "<constraint>t.\($0) == margins.\($0)</constraint>"
      }.joined()
      for file in 0..<4 {
        let cells = (0..<100).map {
          #"<cell reuseIdentifier="C\#(file)_\#($0)"><label id="t" text="\#(text)"/>"#
            + "<constraints>\(constraints)</constraints></cell>"
        }
        try ("<templates>" + cells.joined() + "</templates>")
          .write(toFile: root + "/large/f\(file).xml", atomically: false, encoding: .utf8)
      }
      try
        #"<templates><cell reuseIdentifier="Old"><label id="t" text="x"/><constraints>\#(constraints)</constraints></cell></templates>"#
        .write(toFile: root + "/small/old.xml", atomically: false, encoding: .utf8)

      let small = try CommandRunner.run([
        "compile", "--no-config", root + "/small", "-o", root + "/output/app.pcpack",
      ])
      try #require(small.status == 0)
      let clock = ContinuousClock()
      let start = clock.now
      let large = try CommandRunner.run([
        "compile", "--no-config", root + "/large", "-o", root + "/reference/app.pcpack",
      ])
      let duration = clock.now - start
      try #require(large.status == 0)
      let workspace = Workspace(
        large: root + "/large", small: root + "/small", output: root + "/output",
        oldPack: Array(try #require(manager.contents(atPath: root + "/output/app.pcpack"))),
        newPack: Array(try #require(manager.contents(atPath: root + "/reference/app.pcpack"))),
        duration: duration)
      try #require(try PrototypePack(bytes: workspace.newPack).entries.count == 400)
      try body(workspace)
    }
  }

  /// Starts compiling the large templates over the old pack.
  private func startCompile(_ workspace: Workspace) throws -> Process {
    if FileManager.default.contents(atPath: workspace.pack).map(Array.init) != workspace.oldPack {
      try AtomicFileWriter.write(workspace.oldPack, toPath: workspace.pack)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(CommandRunner.executablePath))
    process.arguments = ["compile", "--no-config", workspace.large, "-o", workspace.pack]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Whether the destination is one pack or the other, and alone in its folder; returns which.
  @discardableResult
  private func expectIntact(_ workspace: Workspace) throws -> Bool {
    #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.output) == ["app.pcpack"])
    let bytes = Array(try #require(FileManager.default.contents(atPath: workspace.pack)))
    let isNew = bytes == workspace.newPack
    #expect(isNew || bytes == workspace.oldPack)
    if isNew { #expect(try PrototypePack(bytes: bytes).entries.count == 400) }
    return isNew
  }

  /// Whether `process` has a file of `folder` open: the pack being written.
  private func isWriting(_ process: Process, into folder: String) -> Bool {
    let descriptors = "/proc/\(process.processIdentifier)/fd"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: descriptors) else {
      return false
    }
    return names.contains {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: descriptors + "/" + $0))?
        .hasPrefix(folder + "/") == true
    }
  }

  #if os(Linux)
    @Test func signalWhileThePackIsWrittenLeavesTheOldPack() throws {
      try withWorkspace { workspace in
        for signal in [SIGKILL, SIGTERM, SIGINT] {
          // Polling can miss the write on a busy machine; then the run completes, so try again.
          var interrupted: Process?
          for _ in 0..<3 where interrupted == nil {
            let process = try startCompile(workspace)
            while process.isRunning {
              if isWriting(process, into: workspace.output) {
                kill(process.processIdentifier, signal)
                interrupted = process
                break
              }
              usleep(100)
            }
            process.waitUntilExit()
          }
          let process = try #require(
            interrupted, "never saw the pack being written (signal \(signal))")
          #expect(process.terminationReason == .uncaughtSignal)
          #expect(process.terminationStatus == signal)
          // Nearly always the old pack; the new one if the signal arrived just after the rename.
          try expectIntact(workspace)
        }
      }
    }
  #endif

  @Test func killAtAnyMomentLeavesOnePackOrTheOther() throws {
    try withWorkspace { workspace in
      // Kills spread from the start to past the end of an uninterrupted run.
      var outcomes: [Bool] = []
      for step in 0...10 {
        let process = try startCompile(workspace)
        if step > 0 { Thread.sleep(forTimeInterval: Double(step) / 9 * workspace.duration.seconds) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        outcomes.append(try expectIntact(workspace))
      }
      // Killed at once, the compile cannot have replaced anything.
      #expect(outcomes.first == false)
    }
  }
}

extension Duration {
  /// The duration in seconds.
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
