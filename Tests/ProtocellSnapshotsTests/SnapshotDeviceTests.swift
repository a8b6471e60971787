import ProtocellSnapshots
import Testing

struct SnapshotDeviceTests {
  /// "iPhone SE" is today's SE, 375 points wide (the 2nd and 3rd generations); the first, 320
  /// points wide, is named with its generation, in full or short, with or without parentheses.
  @Test(arguments: [
    ("iPhone SE", 375.0, 2.0), ("iPhone SE (1st generation)", 320, 2),
    ("iphone se (1st gen)", 320, 2), ("iPhone SE 1st gen", 320, 2),
    ("iPhone SE (2nd gen)", 375, 2), ("iPhone SE (3rd generation)", 375, 2),
    ("iPhone 15", 393, 3), ("iPhone 15 Pro", 393, 3), ("iPhone 15 Plus", 430, 3),
    ("iPhone15ProMax", 430, 3), ("iPhone 16", 393, 3), ("iPhone 16 Plus", 430, 3),
    // Apple's specifications: 6.3" 2622 × 1206 and 6.9" 2868 × 1320 pixels at 3×; the 16e's
    // 6.1" 2532 × 1170.
    ("iPhone 16 Pro", 402, 3), ("iPhone 16 Pro Max", 440, 3), ("iPhone 16e", 390, 3),
  ])
  func namesAWidthAndAScale(name: String, width: Double, scale: Double) throws {
    let device = try #require(SnapshotDevice.named(name))
    #expect(device.width == width)
    #expect(device.scale == scale)
  }

  @Test func anUnknownNameIsNoDevice() {
    #expect(SnapshotDevice.named("iPad") == nil)
  }
}
