import Cassowary
import Foundation
import ProtocellDiagnostics
import Testing
import TextMeasurement

@testable import ProtocellTemplates

/// Cell chrome, fonts and size-class variations read from Interface Builder documents.
struct InterfaceBuilderChromeTests {
  typealias Importer = InterfaceBuilderImporterTests

  /// A default-style cell with a disclosure indicator, from the corpus.
  ///
  /// SwipeCellKit's `Main.storyboard`, lines 174–189: a static cell in a 414-point table. Its width is the cell's (414; the layout
  /// narrows the content view), its label is the style's `textLabel` placed by the style, and
  /// the content view's margins are 20 at the leading side and 8 beside the accessory (IB's
  /// label: x 20, width 354.667 in a 382.667-point content view, so 8 points to spare).
  @Test func swipeCellKitDefaultStyleCellWithDisclosureIndicator() throws {
    let swipe = try InterfaceBuilderCorpusTests.importFixture(
      "SwipeCellKit__SwipeCellKit__Main.storyboard")
    let index = try #require(swipe.cells.firstIndex { $0.ibID == "Kgd-u6-cy7" })
    let cell = swipe.file.cells[index]
    #expect(cell.accessory == .disclosureIndicator)
    #expect(cell.style == .default)
    #expect(cell.width == 414)
    #expect(cell.layoutMargins == EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 8))
    #expect(cell.views.map(\.id) == [CellStyle.textLabelID])
    // Placed by the style, not by its autoresizing frame: no constraint names it.
    #expect(!cell.constraints.contains { $0.anchors.contains { $0.item == .view("textLabel") } })
    #expect(
      swipe.cells[index].view(named: "textLabel")?.frame
        == Rect(x: 20, y: 0, width: 354.66666666666669, height: 44))
  }

  /// A constraint IB keeps on a cell with an accessory relates to the cell's own trailing edge,
  /// the accessory's room (375 − 342 = 33) past the content view's: `cell.trailing ==
  /// field.trailing + 34` is `superview.trailing == field.trailing + 1` (GoMap's
  /// `POI.storyboard`, read as the content view's edge, left its text fields 33 points short).
  @Test func aConstraintOnTheCellItselfReachesPastTheAccessory() throws {
    let text = Importer.xib(
      """
      <tableViewCell accessoryType="disclosureIndicator" reuseIdentifier="Cell" id="c1">
        <rect key="frame" x="0" y="0" width="375" height="44"/>
        <tableViewCellContentView key="contentView" id="c1-cv">
          <rect key="frame" x="0" y="0" width="342" height="43.5"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="f" userLabel="Field"/>
          </subviews>
          <constraints>
            <constraint firstItem="f" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" constant="125" id="k1"/>
          </constraints>
        </tableViewCellContentView>
        <constraints>
          <constraint firstAttribute="trailing" secondItem="f" secondAttribute="trailing" constant="34" id="k2"/>
          <constraint firstItem="f" firstAttribute="centerX" secondItem="c1" secondAttribute="centerX" id="k3"/>
        </constraints>
      </tableViewCell>
      """)
    let cell = try #require(Importer.importText(text).file.cells.first)
    let trailing = try #require(cell.constraints.first { $0.identifier == "k2" })
    #expect(trailing.first.item == .superview)
    #expect(trailing.first.attribute == .trailing)
    #expect(trailing.second?.item == .view("field"))
    #expect(trailing.constant == 1)
    // The cell's centre lies half the room past the content view's: field.centerX ==
    // superview.centerX + 16.5.
    let centre = try #require(cell.constraints.first { $0.identifier == "k3" })
    #expect(centre.second?.item == .superview)
    #expect(centre.constant == 16.5)
    // The content view's own edges are unchanged.
    #expect(cell.constraints.first { $0.identifier == "k1" }?.constant == 125)
  }

  /// The corpus' IQKeyboardManager `Settings.storyboard`, line 433: a checkmark cell.
  @Test func checkmarkCellKeepsTheCellWidth() throws {
    let settings = try InterfaceBuilderCorpusTests.importFixture(
      "hackiftekhar__IQKeyboardManager__Settings.storyboard")
    let option = try #require(
      settings.file.cells.first { $0.reuseIdentifier == "OptionTableViewCell" })
    #expect(option.accessory == .checkmark)
    #expect(option.style == .custom)
    #expect(option.width == 375)
    let navigation = try #require(
      settings.file.cells.first { $0.reuseIdentifier == "NavigationTableViewCell" })
    #expect(navigation.accessory == .disclosureIndicator)
  }

  @Test func unknownAccessoryIsReportedAndReadAsNone() throws {
    let text = Importer.xib(
      Importer.cell(subviews: "", extra: "").replacingOccurrences(
        of: "<tableViewCell ", with: #"<tableViewCell accessoryType="sparkles" "#))
    let result = Importer.importText(text)
    #expect(result.file.cells.first?.accessory == CellAccessory.none)
    #expect(
      result.diagnostics.map(\.message) == ["unknown accessoryType 'sparkles'; read as 'none'"])
  }

  /// `italicSystem`, an italic PostScript name and italic traits each ask for the italic face.
  @Test func italicFontsAreRead() throws {
    let text = Importer.xib(
      Importer.cell(
        subviews: """
          <label text="a" id="a" userLabel="a"><fontDescription key="fontDescription" type="italicSystem" pointSize="15"/></label>
          <label text="b" id="b" userLabel="b"><fontDescription key="fontDescription" name="Georgia-BoldItalic" family="Georgia" pointSize="13"/></label>
          <label text="c" id="c" userLabel="c"><fontDescription key="fontDescription" type="system" pointSize="12" traits="italic"/></label>
          <label text="d" id="d" userLabel="d"><fontDescription key="fontDescription" type="system" pointSize="11"/></label>
          """))
    let cell = try #require(Importer.importText(text).file.cells.first)
    func font(_ id: String) -> FontSpec? {
      guard case .label(let label) = cell.view(withID: id)?.kind else { return nil }
      return label.font
    }
    #expect(font("a") == FontSpec(family: FontDescriptor.iOSSystemFamily, isItalic: true, size: 15))
    #expect(font("b") == FontSpec(family: "Georgia", weight: .bold, isItalic: true, size: 13))
    #expect(font("c")?.isItalic == true)
    #expect(font("d")?.isItalic == false)
  }

  /// A titled button keeps its title and the title's font, whose baselines are the button's;
  /// without a `<fontDescription>` UIButton's default for its type, the 18-point system font for
  /// a custom button and the 15-point one for a system button; a button whose title is not
  /// centred vertically, or that shows only an image, keeps none.
  @Test func titledButtonsKeepTheirTitlesFont() throws {
    let text = Importer.xib(
      Importer.cell(
        subviews: """
          <button id="a" userLabel="a"><rect key="frame" x="0" y="0" width="40" height="28"/><fontDescription key="fontDescription" type="system" pointSize="13"/><state key="normal" title="See all"/></button>
          <button id="b" userLabel="b"><rect key="frame" x="0" y="0" width="40" height="30"/><state key="normal" title="Go"/></button>
          <button contentVerticalAlignment="top" id="c" userLabel="c"><rect key="frame" x="0" y="0" width="40" height="30"/><state key="normal" title="Up"/></button>
          <label text="d" id="d" userLabel="d"/>
          <button buttonType="system" id="e" userLabel="e"><rect key="frame" x="0" y="0" width="40" height="30"/><state key="normal" title="Go"/></button>
          """))
    let cell = try #require(Importer.importText(text).file.cells.first)
    let system = FontDescriptor.iOSSystemFamily
    #expect(cell.view(withID: "a")?.title == "See all")
    #expect(cell.view(withID: "a")?.titleFont == FontSpec(family: system, size: 13))
    #expect(cell.view(withID: "b")?.titleFont == FontSpec(family: system, size: 18))
    #expect(cell.view(withID: "e")?.titleFont == FontSpec(family: system, size: 15))
    #expect(cell.view(withID: "c")?.titleFont == nil)
    #expect(cell.view(withID: "d")?.titleFont == nil)
  }

  /// The system font's private names, which IB writes for a font set from code or pasted, are
  /// the system font with the weight the name gives, without `unknown-font`; a family that
  /// merely begins with a dot is not.
  ///
  /// dashwallet-ios's `BuySellPortal.storyboard` (Xcode 15) writes
  /// `name=".AppleSystemUIFont" family=".AppleSystemUIFont"` for its 12-point "Powered by
  /// Uphold", recorded 110 wide: the system font's width, where DejaVu Sans gives 115.667.
  @Test func theSystemFontsPrivateNamesAreTheSystemFont() throws {
    let text = Importer.xib(
      Importer.cell(
        subviews: """
          <label text="a" id="a" userLabel="a"><fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="12"/></label>
          <label text="b" id="b" userLabel="b"><fontDescription key="fontDescription" name=".AppleSystemUIFontBold" family=".AppleSystemUIFont" pointSize="20"/></label>
          <label text="c" id="c" userLabel="c"><fontDescription key="fontDescription" name=".SFUIText-Semibold" family=".SF UI Text" pointSize="14"/></label>
          <label text="d" id="d" userLabel="d"><fontDescription key="fontDescription" name=".SFUIDisplay-LightItalic" family=".SF UI Display" pointSize="30"/></label>
          <label text="e" id="e" userLabel="e"><fontDescription key="fontDescription" name=".Custom-Bold" family=".Custom" pointSize="10"/></label>
          """))
    let result = Importer.importText(text)
    let cell = try #require(result.file.cells.first)
    func font(_ id: String) -> FontSpec? {
      guard case .label(let label) = cell.view(withID: id)?.kind else { return nil }
      return label.font
    }
    let system = FontDescriptor.iOSSystemFamily
    #expect(font("a") == FontSpec(family: system, size: 12))
    #expect(font("b") == FontSpec(family: system, weight: .bold, size: 20))
    #expect(font("c") == FontSpec(family: system, weight: .semibold, size: 14))
    #expect(font("d") == FontSpec(family: system, weight: .light, isItalic: true, size: 30))
    #expect(font("e") == FontSpec(family: ".Custom", weight: .bold, size: 10))
  }

  /// A font size of 0 is Core Text's default, 12 points (`CTFontCreateWithName`: "If 0.0 is
  /// specified, the default font size of 12.0 will be used"), without a diagnostic; a negative
  /// size is still reported and the label keeps UILabel's 17.
  ///
  /// TradeIt's `TradeIt.storyboard` (Xcode 11) records its `pointSize="0.0"` "Error" labels
  /// 28 × 14.5 at 2×: 12-point SF's line (12 × 2444 / 2048 = 14.32, 14.5 at 2×), where 17
  /// points would be 20.5 tall.
  @Test func sizeZeroIsCoreTextsDefaultTwelvePoints() throws {
    let (fonts, messages) = try labelFonts(
      """
      <label text="a" id="a" userLabel="a"><fontDescription key="fontDescription" type="system" pointSize="0.0"/></label>
      <label text="b" id="b" userLabel="b"><fontDescription key="fontDescription" type="system" pointSize="-3"/></label>
      """)
    #expect(fonts["a"]?.size == 12)
    #expect(fonts["b"]?.size == 17)
    // One diagnostic names the size: the negative one's.
    #expect(messages.filter { $0.contains("pointSize") }.count == 1)
  }

  /// A size named instead of given in points is UIFont's: `size="system"` is `systemFontSize`,
  /// 14 points, `size="button"` `buttonFontSize`, 18; another name leaves UILabel's 17.
  ///
  /// ActionSheetPicker-3.0's `Main.storyboard` records its `size="system"` footer labels 17
  /// points tall at 2× (14-point SF's line, 14 × 2444 / 2048 = 16.71, 17 at the pixel), where 17
  /// points would be 20.5.
  @Test func aNamedSizeIsUIFontsSizeOfThatName() throws {
    let (fonts, _) = try labelFonts(
      """
      <label text="a" id="a" userLabel="a"><fontDescription key="fontDescription" type="system" size="system"/></label>
      <label text="b" id="b" userLabel="b"><fontDescription key="fontDescription" type="boldSystem" size="button"/></label>
      <label text="c" id="c" userLabel="c"><fontDescription key="fontDescription" type="system" size="huge"/></label>
      """)
    let system = FontDescriptor.iOSSystemFamily
    #expect(fonts["a"] == FontSpec(family: system, size: 14))
    #expect(fonts["b"] == FontSpec(family: system, weight: .bold, size: 18))
    #expect(fonts["c"] == FontSpec(family: system, size: 17))
  }

  /// The fonts of the labels of a cell holding `subviews`, by IB id, and the messages of the
  /// document's diagnostics.
  private func labelFonts(_ subviews: String) throws -> (
    fonts: [String: FontSpec], messages: [String]
  ) {
    let result = Importer.importText(Importer.xib(Importer.cell(subviews: subviews)))
    let cell = try #require(result.file.cells.first)
    var fonts: [String: FontSpec] = [:]
    for view in cell.views {
      if case .label(let label) = view.kind { fonts[view.id] = label.font }
    }
    return (fonts, result.diagnostics.map(\.message))
  }

  /// Size-class variations resolved for an iPhone in portrait (compact width, regular height):
  /// the constraint installed only for compact widths is in, the one uninstalled there is out,
  /// the label hidden by a portrait variation is hidden and takes its font; a regular-width
  /// variation is a note and changes nothing.
  @Test func variationsAreResolvedForAnIPhoneInPortrait() throws {
    let text = Importer.xib(
      Importer.cell(
        subviews: """
          <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l" userLabel="title">
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <variation key="heightClass=regular-widthClass=compact" hidden="YES">
              <fontDescription key="fontDescription" type="system" pointSize="13"/>
            </variation>
            <variation key="widthClass=regular">
              <fontDescription key="fontDescription" type="system" pointSize="30"/>
            </variation>
          </label>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="ipad" userLabel="wide"/>
          """,
        constraints: """
          <constraint firstItem="l" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="5" id="any"/>
          <constraint firstItem="l" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="9" id="compact"/>
          <constraint firstItem="ipad" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" id="wideTop"/>
          """
      ).replacingOccurrences(
        of: "</tableViewCellContentView>",
        with: """
            <variation key="default">
              <mask key="constraints"><exclude reference="compact"/></mask>
              <mask key="subviews"><exclude reference="ipad"/></mask>
            </variation>
            <variation key="widthClass=compact">
              <mask key="constraints"><include reference="compact"/><exclude reference="any"/></mask>
            </variation>
          </tableViewCellContentView>
          """))
    let result = Importer.importText(text)
    let cell = try #require(result.file.cells.first)
    #expect(cell.constraints.map(\.description) == ["title.top == superview.top + 9"])
    #expect(cell.views.map(\.id) == ["title"])
    #expect(cell.views.first?.isHidden == true)
    guard case .label(let label) = cell.views.first?.kind else {
      Issue.record("expected a label")
      return
    }
    #expect(label.font.size == 13)
    #expect(
      result.diagnostics.map(\.message) == [
        "the variation 'widthClass=regular' is not applied: Protocell lays cells out for an iPhone in portrait (widthClass=compact, heightClass=regular)"
      ])
  }

  /// A constraint's constant varied for compact widths takes the variation's value; one for
  /// regular widths is a note.
  @Test func constraintConstantsVaryBySizeClass() throws {
    let text = Importer.xib(
      Importer.cell(
        subviews: """
          <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l" userLabel="title"/>
          """,
        constraints: """
          <constraint firstItem="l" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="5" id="k1">
            <variation key="widthClass=compact" constant="12"/>
            <variation key="widthClass=regular" constant="40"/>
          </constraint>
          """))
    let result = Importer.importText(text)
    let cell = try #require(result.file.cells.first)
    #expect(cell.constraints.map(\.description) == ["title.top == superview.top + 12"])
    #expect(
      result.diagnostics.map(\.message) == [
        "the variation 'widthClass=regular' is not applied: Protocell lays cells out for an iPhone in portrait (widthClass=compact, heightClass=regular)"
      ])
  }

  @Test(arguments: [
    ("default", 0), ("widthClass=compact", 1), ("heightClass=regular", 1),
    ("heightClass=regular-widthClass=compact", 2),
  ])
  func portraitVariationKeysApply(key: String, specificity: Int) {
    #expect(InterfaceBuilderReader.match(variationKey: key) == .applies(specificity: specificity))
  }

  @Test(arguments: [
    "widthClass=regular", "heightClass=compact", "heightClass=compact-widthClass=compact",
    "userInterfaceIdiom=mac", "",
  ])
  func otherVariationKeysDoNotApply(key: String) {
    #expect(InterfaceBuilderReader.match(variationKey: key) == .doesNotApply)
  }
}
