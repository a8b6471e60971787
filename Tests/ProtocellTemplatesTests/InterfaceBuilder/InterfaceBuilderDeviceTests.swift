import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// A document's `<device>` gives its scale, the pixel IB rounds recorded frames to.
struct InterfaceBuilderDeviceTests {
  static func scale(ofDevice id: String) -> Double {
    let text = InterfaceBuilderText.xib(InterfaceBuilderText.tableCell(subviews: ""))
      .replacing("<objects>", with: "<device id=\"\(id)\" orientation=\"portrait\"/>\n<objects>")
    return InterfaceBuilderImporter().importDocument(text: text, path: "a.xib").scale
  }

  /// A device whose scale is not known gives none: the document's 2 is the default, not a fact
  /// of it, and is not said to come from its `<device>` (the hostile review: `bogus` was).
  @Test func anUnknownDeviceGivesNoScale() {
    func records(_ id: String) -> InterfaceBuilderRecords? {
      let text = InterfaceBuilderText.xib(InterfaceBuilderText.tableCell(subviews: ""))
        .replacing("<objects>", with: "<device id=\"\(id)\"/>\n<objects>")
      return InterfaceBuilderImporter().importDocument(text: text, path: "a.xib").file
        .interfaceBuilder
    }
    #expect(records("bogus")?.hasDevice == false)
    #expect(records("bogus")?.scale == 2)
    #expect(records("retina4_7")?.hasDevice == true)
    #expect(records("ipad10_9rounded")?.hasDevice == true)
  }

  /// The cells of a document whose `<device>` is known carry its scale as their design scale
  /// (a pack keeps it); a document without one, or with an unknown one, gives its cells none.
  @Test func cellsCarryTheirDocumentsDesignScale() {
    func designScale(_ device: String?) -> Double?? {
      var text = InterfaceBuilderText.xib(InterfaceBuilderText.tableCell(subviews: ""))
      if let device {
        text = text.replacing("<objects>", with: "<device id=\"\(device)\"/>\n<objects>")
      }
      return InterfaceBuilderImporter().importDocument(text: text, path: "a.xib").file.cells
        .first.map(\.designScale)
    }
    #expect(designScale("retina5_9") == .some(3))
    #expect(designScale("retina4_7") == .some(2))
    #expect(designScale("bogus") == .some(nil))
    #expect(designScale(nil) == .some(nil))
  }

  /// Xcode 16's default iPhones are 3×, as Apple's specifications give them.
  ///
  /// The 16 Pro (6.3", 402 × 874 points) and 16 Pro Max (6.9"): before, unknown, they were read at
  /// 2×. An Apple TV is 1×.
  @Test func theNewestDevicesHaveTheirScales() {
    #expect(Self.scale(ofDevice: "retina6_3") == 3)
    #expect(Self.scale(ofDevice: "retina6_9") == 3)
    #expect(Self.scale(ofDevice: "appleTV") == 1)
    #expect(Self.scale(ofDevice: "retina4_7") == 2)
    #expect(Self.scale(ofDevice: "retina6_1") == 2)
  }
}
