import Foundation
import ProtocellSnapshots

/// The headless Chromium that draws snapshot images: found once, then run once per page.
struct HeadlessChromium: Sendable {
  /// The executable.
  let path: String

  /// The browsers looked for on `PATH`, in order, when `$CHROMIUM` is not set.
  static let names = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"]

  /// How to get one, for the error that says none was found.
  static let installAdvice =
    "install chromium-headless-shell (Scripts/bootstrap does: apt-get install "
    + "chromium-headless-shell), or set $CHROMIUM to a Chromium executable"

  /// The browser `$CHROMIUM` names, else the first of ``names`` on `PATH`.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` saying how to install one, when `$CHROMIUM` is not
  ///   an executable file or none is on `PATH`.
  static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> HeadlessChromium {
    if let named = environment["CHROMIUM"], !named.isEmpty {
      let path = named.contains("/") ? named : search(named, in: environment["PATH"])
      guard let path, FileManager.default.isExecutableFile(atPath: path) else {
        throw CommandFailure.usage(
          "--images needs headless Chromium, and $CHROMIUM ('\(named)') is not an executable "
            + "file: \(installAdvice)")
      }
      return HeadlessChromium(path: path)
    }
    for name in names {
      if let path = search(name, in: environment["PATH"]) { return HeadlessChromium(path: path) }
    }
    throw CommandFailure.usage(
      "--images needs headless Chromium, and none of \(names.joined(separator: ", ")) is on "
        + "PATH: \(installAdvice)")
  }

  /// The first executable `name` in the folders of `path`.
  private static func search(_ name: String, in path: String?) -> String? {
    for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The DOM of `page` once its scripts are done, as `--dump-dom` prints it (UTF-8).
  ///
  /// The browser runs with virtual time, so that it prints the DOM as soon as the page has
  /// nothing left to do (its fonts loaded, its images drawn), or after `seconds` of virtual
  /// time; it is killed after `seconds` of real time.
  ///
  /// - Throws: ``SnapshotImageError`` when the browser cannot be started, is killed or exits
  ///   with a failure.
  func dumpDOM(ofPage page: String, seconds: Int = 600) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
      "--virtual-time-budget=\(seconds * 1000)", "--dump-dom",
      URL(fileURLWithPath: page).absoluteString,
    ]
    let folder = (page as NSString).deletingLastPathComponent
    let outputPath = folder + "/dom.html"
    // A file, not a pipe: the DOM holds every image, far more than a pipe's buffer.
    guard FileManager.default.createFile(atPath: outputPath, contents: nil),
      let output = FileHandle(forWritingAtPath: outputPath)
    else { throw SnapshotImageError("cannot create '\(outputPath)'") }
    defer { try? output.close() }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      throw SnapshotImageError("cannot start '\(path)': \(error)")
    }
    let timer = DispatchWorkItem { [process] in process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: timer)
    process.waitUntilExit()
    timer.cancel()
    if process.terminationReason == .uncaughtSignal {
      throw SnapshotImageError(
        "'\(path)' was stopped by signal \(process.terminationStatus) (after \(seconds) s?)")
    }
    guard process.terminationStatus == 0 else {
      throw SnapshotImageError("'\(path)' exited with status \(process.terminationStatus)")
    }
    guard let data = FileManager.default.contents(atPath: outputPath) else {
      throw SnapshotImageError("cannot read what '\(path)' printed")
    }
    return [UInt8](data)
  }
}
