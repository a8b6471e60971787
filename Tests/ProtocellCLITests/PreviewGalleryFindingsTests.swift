import Foundation
import Testing
import _ProtocellTestSupport

/// The gallery draws cells as IB's canvas lays them out when it has no rows, but its findings
/// are `validate`'s; it lists them in their files' order; and it never replaces a gallery with a
/// page of nothing.
@Suite(.serialized)
struct PreviewGalleryFindingsTests {
  /// A document of Xcode 9.0 (`toolsVersion` 13122), whose canvas drew the content view with
  /// 8-point margins: `superview.bottom == label.bottom + 8` and `margins.bottom ==
  /// label.bottom` agree there and conflict at run time, where the bottom margin is 11.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13122" useAutolayout="YES">
      <objects>
        <tableViewCell reuseIdentifier="Name" id="c">
          <rect key="frame" x="0" y="0" width="320" height="37"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="36.5"/>
            <subviews>
              <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="16" y="8" width="42" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k1"/>
              <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="k2"/>
              <constraint firstItem="cv" firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="8" id="k3"/>
              <constraint firstItem="cv" firstAttribute="bottomMargin" secondItem="l" secondAttribute="bottom" id="k4"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """

  /// `validate` fails the cell; the gallery drawn without rows counts the same error and exits
  /// 1, where it used to check the canvas's layout only and call the cell clean.
  @Test func theGalleryWithoutRowsCountsValidatesErrors() throws {
    try TemporaryFolder.with(prefix: "protocell-gallery-findings") { folder in
      try Self.document.write(toFile: folder + "/Margins.xib", atomically: false, encoding: .utf8)
      let validate = try CommandRunner.run(["validate", "Margins.xib"], in: folder)
      #expect(validate.status == 1)
      #expect(validate.standardOutput.contains("Checked 1 file (1 prototype): 1 error."))
      let gallery = try CommandRunner.run(["preview", "Margins.xib", "-o", "g.html"], in: folder)
      #expect(gallery.status == 1)
      #expect(gallery.standardError.contains("[unsatisfiable-constraints]"))
      let page = try String(contentsOfFile: folder + "/g.html", encoding: .utf8)
      #expect(page.contains("1 cell of 1 prototype · 1 error, 0 warnings"))
      // Drawn as the canvas lays it out: 8 + 20.5 + 8.
      #expect(page.contains("as designed · height <b>36.5 pt"))
    }
  }

  /// A document cut short leaves nothing to draw: the gallery already there is kept, as the SVG
  /// is, and the command says no file was written.
  @Test func aDocumentWithNothingToDrawKeepsTheGalleryThere() throws {
    try TemporaryFolder.with(prefix: "protocell-gallery-nothing") { folder in
      let cut = String(Self.document.prefix(400))
      try cut.write(toFile: folder + "/Cut.xib", atomically: false, encoding: .utf8)
      try "earlier gallery".write(toFile: folder + "/g.html", atomically: false, encoding: .utf8)
      let gallery = try CommandRunner.run(["preview", "Cut.xib", "-o", "g.html"], in: folder)
      #expect(gallery.status == 1)
      #expect(gallery.standardError.contains("[malformed-xml]"))
      #expect(
        gallery.standardError.contains(
          "error: nothing to draw: the errors above leave no cell to lay out; no file written"))
      #expect(!gallery.standardOutput.contains("Wrote"))
      #expect(
        try String(contentsOfFile: folder + "/g.html", encoding: .utf8) == "earlier gallery")
    }
  }

  /// The gallery lists prototypes in their files' order, as `measure` does (it listed them by
  /// name): Zeta, declared first, comes first.
  @Test func theGalleryKeepsTheFilesOrder() throws {
    try TemporaryFolder.with(prefix: "protocell-gallery-order") { folder in
      func cell(_ name: String) -> String {
        """
        <cell reuseIdentifier="\(name)" width="200"><label id="l" text="\(name)"/><constraints>
          <constraint>l.top == superview.top</constraint>
          <constraint>l.bottom == superview.bottom</constraint>
          <constraint>l.leading == superview.leading</constraint>
        </constraints></cell>
        """
      }
      try "<templates>\(cell("Zeta"))\(cell("Alpha"))</templates>".write(
        toFile: folder + "/order.xml", atomically: false, encoding: .utf8)
      let gallery = try CommandRunner.run(
        ["preview", "order.xml", "--all", "-o", "g.html"], in: folder)
      #expect(gallery.status == 0)
      let page = try String(contentsOfFile: folder + "/g.html", encoding: .utf8)
      let zeta = try #require(page.range(of: "<h2>Zeta "))
      let alpha = try #require(page.range(of: "<h2>Alpha "))
      #expect(zeta.lowerBound < alpha.lowerBound)
    }
  }
}
