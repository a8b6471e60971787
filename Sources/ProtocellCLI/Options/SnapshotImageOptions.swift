import ArgumentParser
import ProtocellSnapshots

/// `--images [--pixel-tolerance N] [--pixel-count-tolerance N]`: a PNG beside each snapshot,
/// drawn by headless Chromium, and how far a new one may differ from the recorded one.
struct SnapshotImageOptions: ParsableArguments {
  @Flag(
    help: """
      Also draw each snapshot as <name>.png (the gallery's drawing, by headless Chromium: \
      $CHROMIUM, else chromium-headless-shell or chromium on PATH) and compare it pixel by pixel.
      """)
  var images = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How far a pixel's red, green, blue or alpha (0–255) may differ and still match.",
      valueName: "levels"))
  var pixelTolerance = 0

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How many pixels of an image may differ and the image still match.", valueName: "count"))
  var pixelCountTolerance = 0

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How many snapshots one browser page draws (more: fewer browser starts, more memory).",
      valueName: "count"))
  var imagesPerPage = 200

  /// The tolerance the options give.
  var tolerance: SnapshotImageTolerance {
    SnapshotImageTolerance(channel: pixelTolerance, pixelCount: pixelCountTolerance)
  }

  func validate() throws {
    guard (0...255).contains(pixelTolerance) else {
      throw ValidationError("--pixel-tolerance must be 0 to 255, not \(pixelTolerance)")
    }
    guard (1...100_000).contains(imagesPerPage) else {
      throw ValidationError("--images-per-page must be 1 to 100000, not \(imagesPerPage)")
    }
    guard pixelCountTolerance >= 0 else {
      throw ValidationError("--pixel-count-tolerance must be 0 or more, not \(pixelCountTolerance)")
    }
  }
}
