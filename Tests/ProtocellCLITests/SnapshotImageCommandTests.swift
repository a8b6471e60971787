import Foundation
import Testing
import _ProtocellTestSupport

/// `protocell snapshot record|verify --images`: PNGs drawn by headless Chromium.
///
/// The tests that draw are skipped where Chromium is not installed (CI has it).
@Suite(.serialized)
struct SnapshotImageCommandTests {
  /// Whether a browser `--images` can use is here: `$CHROMIUM`, or one on `PATH`.
  static let hasChromium: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["CHROMIUM"], !named.isEmpty {
      return FileManager.default.isExecutableFile(atPath: named)
    }
    let folders = (environment["PATH"] ?? "").split(separator: ":")
    return ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"]
      .contains { name in
        folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
      }
  }()

  static let skipMessage = "headless Chromium is not installed (Scripts/bootstrap installs it)"

  /// The label of ``SnapshotCommandTests/template``: 32 points tall at 200 points wide (2×),
  /// 31.667 at an iPhone 15's 393 (3×).
  static let template = SnapshotCommandTests.template

  /// The width and height in pixels a PNG's header gives (bytes 16–23, big-endian).
  static func pixelSize(ofPNG data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else { return nil }
    let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  @Test func saysHowToInstallChromiumWhenItIsMissing() throws {
    try TemporaryFolder.with(prefix: "protocell-images") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let refused = try ShellRunner.run(
        "CHROMIUM=/nonexistent/chromium \"$PROTOCELL\" snapshot record t.xml -o S --images",
        in: folder)
      #expect(refused.status == 2)
      #expect(
        refused.standardError == """
          error: --images needs headless Chromium, and $CHROMIUM ('/nonexistent/chromium') is \
          not an executable file: install chromium-headless-shell (Scripts/bootstrap does: \
          apt-get install chromium-headless-shell), or set $CHROMIUM to a Chromium executable

          """)
      // Nothing was laid out or written.
      #expect(!FileManager.default.fileExists(atPath: folder + "/S"))
      // Without --images, no browser is needed.
      let recorded = try ShellRunner.run(
        "CHROMIUM=/nonexistent/chromium \"$PROTOCELL\" snapshot record t.xml -o S --quiet",
        in: folder)
      #expect(recorded.status == 0)
      #expect(FileManager.default.fileExists(atPath: folder + "/S/Row/design@200-large.txt"))
    }
  }

  /// One page of two images on one browser, and one page per image on two browsers at once,
  /// draw the same bytes: an image depends on its own snapshot alone.
  @Test(.enabled(if: hasChromium, Comment(rawValue: skipMessage)))
  func drawsTheSameBytesWhateverTheJobsAndPages() throws {
    try TemporaryFolder.with(prefix: "protocell-images") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      var runs: [[String: Data]] = []
      for (jobs, perPage) in [("1", "200"), ("2", "1")] {
        let output = "S\(jobs)"
        let record = try CommandRunner.run(
          [
            "snapshot", "record", "t.xml", "-o", output, "--width", "200", "--width", "iPhone 15",
            "--images", "--jobs", jobs, "--images-per-page", perPage,
          ], in: folder)
        #expect(record.status == 0)
        #expect(
          record.standardError
            == "Recorded 2 snapshots in \(output) (2 written); "
            + "2 images written\n")
        var files: [String: Data] = [:]
        for name in ["design@200-large.png", "design@393-large.png"] {
          files[name] = FileManager.default.contents(atPath: "\(folder)/\(output)/Row/\(name)")
        }
        runs.append(files)
      }
      #expect(runs[0].count == 2)
      #expect(runs[0] == runs[1])
      // 200 × 32 points at 2×; 393 × 31.667 at 3×: 1179 × 95.
      let small = try #require(Self.pixelSize(ofPNG: runs[0]["design@200-large.png"] ?? Data()))
      #expect(small == (400, 64))
      let large = try #require(Self.pixelSize(ofPNG: runs[0]["design@393-large.png"] ?? Data()))
      #expect(large == (1179, 95))
    }
  }

  @Test(.enabled(if: hasChromium, Comment(rawValue: skipMessage)))
  func aChangedConstraintConstantFailsVerifyWithTheImagesInTheReport() throws {
    try TemporaryFolder.with(prefix: "protocell-images") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let arguments = ["t.xml", "-o", "S", "--images"]
      #expect(try CommandRunner.run(["snapshot", "record"] + arguments, in: folder).status == 0)
      let same = try CommandRunner.run(["snapshot", "verify"] + arguments, in: folder)
      #expect(same.status == 0)
      #expect(
        same.standardError
          == "Verified 1 snapshot in S: 0 differ or are missing; 0 images differ or are missing\n")
      try Self.template.replacingOccurrences(of: "top + 10", with: "top + 14")
        .write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let verify = try CommandRunner.run(
        ["snapshot", "verify"] + arguments + ["--report", "report.html"], in: folder)
      #expect(verify.status == 1)
      let lines = verify.standardOutput.split(separator: "\n")
      #expect(lines.count == 3)
      #expect(lines.first == "S/Row/design@200-large.txt: height 32 → 36")
      // The label moved 4 points (8 pixels) down and the image grew 8 pixels: its text and
      // frame pixels differ, and the rows below the recorded image's 64.
      #expect(lines.last?.hasPrefix("S/Row/design@200-large.png: image: ") == true)
      #expect(lines.last?.hasSuffix(" pixels differ (by up to 255 of 255)") == true)
      #expect(
        verify.standardError.hasSuffix(
          "error: 1 of 1 snapshots differ or are missing; 1 of 1 images differ or are missing\n"))
      let report = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
      #expect(report.contains("<p><code>S/Row/design@200-large.png</code>: image: "))
      for caption in ["Recorded image", "New image", "Difference"] {
        #expect(report.contains("alt=\"\(caption)\" src=\"data:image/png;base64,iVBORw0KGgo"))
      }
    }
  }

  /// `--record-failed` records again only the image that is missing; a background colour
  /// changes the images, not the layout: only they differ, and a tolerance as large as an
  /// image lets them match.
  @Test(.enabled(if: hasChromium, Comment(rawValue: skipMessage)))
  func recordsAgainOnlyFailedImagesAndComparesImagesAlone() throws {
    try TemporaryFolder.with(prefix: "protocell-images") { folder in
      try Self.template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let arguments = ["t.xml", "-o", "S", "--images", "--width", "200", "--width", "320"]
      #expect(try CommandRunner.run(["snapshot", "record"] + arguments, in: folder).status == 0)
      let narrow = folder + "/S/Row/design@200-large.png"
      let file = { try FileManager.default.attributesOfItem(atPath: narrow)[.systemFileNumber] }
      let before = try file() as? Int
      try FileManager.default.removeItem(atPath: folder + "/S/Row/design@320-large.png")
      let failed = try CommandRunner.run(
        ["snapshot", "verify"] + arguments + ["--record-failed"], in: folder)
      #expect(failed.status == 1)
      #expect(
        failed.standardOutput == "S/Row/design@320-large.png: missing: no image was recorded\n")
      #expect(
        failed.standardError.hasPrefix(
          "Verified 2 snapshots in S: 0 differ or are missing; 1 image differs or is missing; "
            + "0 recorded again, 1 image\n"))
      // The matching image was not written again (a write renames a new file over it).
      #expect(try file() as? Int == before)
      #expect(try CommandRunner.run(["snapshot", "verify"] + arguments, in: folder).status == 0)

      try Self.template.replacingOccurrences(
        of: "<label id=\"text\"", with: "<label id=\"text\" backgroundColor=\"#FF0000\""
      ).write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let changed = try CommandRunner.run(["snapshot", "verify"] + arguments, in: folder)
      #expect(changed.status == 1)
      let lines = changed.standardOutput.split(separator: "\n")
      #expect(lines.count == 2)
      #expect(lines.first?.hasPrefix("S/Row/design@200-large.png: image: ") == true)
      #expect(lines.last?.hasPrefix("S/Row/design@320-large.png: image: ") == true)
      // 320 × 32 points at 2× is 40,960 pixels: however many differ, they are within it.
      let tolerant = try CommandRunner.run(
        ["snapshot", "verify"] + arguments + ["--pixel-count-tolerance", "40960"], in: folder)
      #expect(tolerant.status == 0)
    }
  }

  /// A channel tolerance of one level lets a red one level darker match.
  ///
  /// The label's pixels, and the blends at its edges, differ by one level of red at most. A
  /// recorded file that is no PNG counts as transparent: all 400 × 64 pixels differ, by the
  /// alpha's 255, and verify says so instead of failing.
  @Test(.enabled(if: hasChromium, Comment(rawValue: skipMessage)))
  func toleratesChannelLevelsAndReadsAnUnreadableRecordingAsADifference() throws {
    try TemporaryFolder.with(prefix: "protocell-images") { folder in
      let red = Self.template.replacingOccurrences(
        of: "<label id=\"text\"", with: "<label id=\"text\" backgroundColor=\"#FF0000\"")
      try red.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let arguments = ["t.xml", "-o", "S", "--images"]
      #expect(try CommandRunner.run(["snapshot", "record"] + arguments, in: folder).status == 0)
      try red.replacingOccurrences(of: "#FF0000", with: "#FE0000")
        .write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      let strict = try CommandRunner.run(["snapshot", "verify"] + arguments, in: folder)
      #expect(strict.status == 1)
      #expect(strict.standardOutput.hasPrefix("S/Row/design@200-large.png: image: "))
      #expect(strict.standardOutput.hasSuffix(" pixels differ (by up to 1 of 255)\n"))
      let tolerant = try CommandRunner.run(
        ["snapshot", "verify"] + arguments + ["--pixel-tolerance", "1"], in: folder)
      #expect(tolerant.status == 0)

      try "not a PNG".write(
        toFile: folder + "/S/Row/design@200-large.png", atomically: false, encoding: .utf8)
      let unreadable = try CommandRunner.run(
        ["snapshot", "verify"] + arguments + ["--pixel-tolerance", "1"], in: folder)
      #expect(unreadable.status == 1)
      #expect(
        unreadable.standardOutput
          == "S/Row/design@200-large.png: image: 25600 pixels differ (by up to 255 of 255)\n")
    }
  }
}
