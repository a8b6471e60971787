import ProtocellSnapshots
import Testing

struct SnapshotDeviceTests {
  @Test(arguments: [
    ("iPhone SE", 320.0, 2.0), ("iphone se (1st gen)", 320, 2), ("iPhone SE (2nd gen)", 375, 2),
    ("iPhone SE (3rd generation)", 375, 2), ("iPhone 15", 393, 3), ("iPhone 15 Pro", 393, 3),
    ("iPhone 15 Plus", 430, 3), ("iPhone15ProMax", 430, 3),
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
