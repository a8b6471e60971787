import Foundation
import Testing
import _ProtocellTestSupport

/// `measure --width` takes a device, as `snapshot --width` does: its width and, unless
/// `--scale` is given, its scale.
@Suite(.serialized)
struct MeasureDeviceWidthTests {
  /// An iPhone 16 Pro is 402 points at 3×: the incoming bubble's height rounds to a third of a
  /// point (73.667), where 402 points alone, at the templates' 2×, round to 74.
  @Test func aDeviceGivesItsWidthAndScale() throws {
    let device = try CommandRunner.run([
      "measure", "Templates/Chat.xml", "--width", "iPhone 16 Pro",
    ])
    let points = try CommandRunner.run([
      "measure", "Templates/Chat.xml", "--width", "402", "--scale", "3",
    ])
    #expect(device.status == 0)
    #expect(device.standardOutput == points.standardOutput)
    #expect(device.standardOutput.contains("\n2\tChatIncomingBubble\t73.667\n"))
    let twoX = try CommandRunner.run(["measure", "Templates/Chat.xml", "--width", "402"])
    #expect(twoX.standardOutput.contains("\n2\tChatIncomingBubble\t74\n"))
  }

  /// A device whose scale is not the one a document's `<device>` gives says so, and how to
  /// keep the document's (the hostile review: the scale changed without a word).
  @Test func aDeviceOverridingADocumentsScaleIsNoted() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-device-width") { folder in
      let text = InterfaceBuilderText.xib(InterfaceBuilderText.tableCell(subviews: ""))
        .replacing("<objects>", with: #"<device id="retina4_7"/><objects>"#)
      try text.write(toFile: "\(folder)/A.xib", atomically: false, encoding: .utf8)
      let result = try CommandRunner.run(
        ["measure", "A.xib", "--width", "iPhone 16 Pro"], in: folder)
      #expect(result.status == 0)
      #expect(
        result.standardError.hasPrefix(
          "note: scale 3, from --width 'iPhone 16 Pro', not 2, from the <device> of A.xib; "
            + "--scale 2 keeps the documents'\n"))
      let kept = try CommandRunner.run(
        ["measure", "A.xib", "--width", "iPhone 16 Pro", "--scale", "2"], in: folder)
      #expect(!kept.standardError.contains("from --width"))
    }
  }

  /// `--scale` still wins over the device's.
  @Test func scaleWinsOverTheDevices() throws {
    let device = try CommandRunner.run(
      ["measure", "Templates/Chat.xml", "--width", "iPhone 16 Pro", "--scale", "2"])
    #expect(device.standardOutput.contains("\n2\tChatIncomingBubble\t74\n"))
  }

  /// A width is a decimal number: `0x10`, which Swift's `Double(_:)` reads as 16, is neither
  /// points nor a device (the hostile review).
  @Test func aHexadecimalWidthIsNoWidth() throws {
    let result = try CommandRunner.run(["measure", "Templates/Chat.xml", "--width", "0x10"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("not '0x10'"))
  }

  /// `snapshot` given one width at two scales says so.
  ///
  /// 393 points at the templates' 2× and an iPhone 15's 393 at 3×: the two snapshots would
  /// share a file, whose name has no scale. Before, it advised distinct row keys and prototype names (the hostile review).
  @Test func oneWidthAtTwoScalesIsSaidSo() throws {
    try TemporaryFolder.with(prefix: "protocell-cli-device-width") { folder in
      let result = try CommandRunner.run([
        "snapshot", "record", "Templates/Chat.xml", "--id", "ChatDaySeparator", "-o", folder,
        "--width", "393", "--width", "iPhone 15",
      ])
      #expect(result.status == 2)
      #expect(
        result.standardError
          == "error: two snapshots would be recorded in "
          + "'ChatDaySeparator/design@393-large.txt': width 393 at scale 2 and at scale 3 (a "
          + "device's width and the same points at another scale); give one of them\n")
    }
  }

  /// A name that is no device is a usage error naming the devices.
  @Test func anUnknownDeviceIsAUsageError() throws {
    let result = try CommandRunner.run(["measure", "Templates/Chat.xml", "--width", "iPhone 99"])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("error: --width must be points or one of 'iPhone SE', "))
    #expect(result.standardError.contains("not 'iPhone 99'"))
  }
}
