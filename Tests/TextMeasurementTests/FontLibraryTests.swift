import Foundation
import Testing
import TextMeasurement

struct FontLibraryTests {
  @Test func resolvesFamiliesAndWeightsThroughFontconfig() throws {
    #expect(
      try Fixtures.font("DejaVu Sans", size: 12).path
        == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    let bold = try Fixtures.font("DejaVu Sans", size: 12, weight: .bold)
    #expect(bold.path == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    #expect(bold.weight == .bold)
    #expect(try Fixtures.font("dejavu sans", size: 12).familyName == "DejaVu Sans")
    let italic = try #require(Fixtures.library).font(
      for: FontDescriptor(family: "Liberation Serif", isItalic: true, size: 10))
    #expect(italic.path == "/usr/share/fonts/truetype/liberation2/LiberationSerif-Italic.ttf")
  }

  /// The configuration read ahead on another thread is fontconfig's default one: libraries
  /// made after it (whichever takes it) match the paths a library reading its own does.
  @Test func librariesMadeAfterPreparingInBackgroundMatchTheSameFiles() throws {
    FontLibrary.prepareInBackground()
    FontLibrary.prepareInBackground()  // once per process: the second call does nothing
    let libraries = try (0..<3).map { _ in try FontLibrary() }
    let paths = try libraries.map { library in
      try ["DejaVu Sans", "Liberation Serif"].map {
        try library.font(for: FontDescriptor(family: $0, size: 12)).path
      }
    }
    let expected = [
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
    ]
    #expect(paths == Array(repeating: expected, count: 3))
  }

  /// Whether a face is slanted is what its tables say (fontTools: DejaVu Sans Oblique and
  /// Liberation Serif Italic set OS/2 fsSelection bit 0 and head.macStyle bit 1, DejaVu Sans
  /// neither), not what was asked for: Symbola has no slanted face, and fontconfig gives the
  /// upright one to an italic request.
  @Test func aFaceIsItalicWhenItsTablesSaySo() throws {
    let library = try #require(Fixtures.library)
    let font = { (family: String, italic: Bool) in
      try library.font(for: FontDescriptor(family: family, isItalic: italic, size: 12))
    }
    #expect(try font("DejaVu Sans", true).isItalic)
    #expect(try font("Liberation Serif", true).isItalic)
    #expect(try !font("DejaVu Sans", false).isItalic)
    #expect(try !font("Symbola", true).isItalic)
  }

  @Test func systemMapsToTheConfiguredFamily() throws {
    let standard = try #require(Fixtures.library)
    #expect(standard.systemFamily == "DejaVu Sans")
    #expect(try standard.font(for: .system(size: 17)).familyName == "DejaVu Sans")
    let liberation = try FontLibrary(systemFamily: "Liberation Sans")
    let font = try liberation.font(for: .system(size: 17, weight: .bold))
    #expect(font.path == "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf")
  }

  @Test func aMissingFamilyIsAnErrorNamingTheSubstitute() throws {
    let library = try #require(Fixtures.library)
    #expect(throws: FontError.familyNotFound(family: "Helvetica Neue", substitute: "DejaVu Sans")) {
      try library.font(family: "Helvetica Neue", size: 12)
    }
    let misconfigured = try FontLibrary(systemFamily: "SF Pro Text")
    #expect(throws: FontError.familyNotFound(family: "SF Pro Text", substitute: "DejaVu Sans")) {
      try misconfigured.font(for: .system(size: 12))
    }
  }

  /// An iOS family is measured with its stand-in (Helvetica Neue: Nimbus Sans, the metric clone
  /// of Helvetica from Debian's fonts-urw-base35); a family the app bundles with fontconfig's
  /// choice; an installed family with itself.
  @Test func resolveReportsTheSubstituteItUses() throws {
    let library = try #require(Fixtures.library)
    let (font, substitution) = try library.resolve(
      FontDescriptor(family: "Helvetica Neue", size: 12))
    #expect(font.familyName == "Nimbus Sans")
    #expect(substitution?.requestedFamily == "Helvetica Neue")
    #expect(substitution?.substituteFamily == "Nimbus Sans")
    #expect(substitution?.isIOSFamily == true)
    // Helvetica Neue's line as IB records it (IOSFontLineHeights): 1.16146 em, 11,615 units of
    // 10,000, 13.938 points at 12; Nimbus Sans's own line would be 14.4.
    #expect(substitution?.learnedLineMetrics.map { $0.ascender - $0.descender } == 11_615)
    #expect(abs(font.metrics.lineHeight - 13.938) < 1e-9)
    #expect(
      substitution?.description
        == "iOS font 'Helvetica Neue' is measured with its stand-in 'Nimbus Sans'")
    let (bundled, fallback) = try library.resolve(
      FontDescriptor(family: "Protocell Bundled Sans", size: 12))
    #expect(bundled.familyName == "DejaVu Sans")
    #expect(
      fallback?.description
        == "font family 'Protocell Bundled Sans' is not installed; measuring with 'DejaVu Sans'")
    let (menlo, _) = try library.resolve(FontDescriptor(family: "Menlo", size: 12))
    #expect(menlo.familyName == "DejaVu Sans Mono")
    let (exact, none) = try library.resolve(FontDescriptor(family: "Liberation Sans", size: 12))
    #expect(exact.familyName == "Liberation Sans")
    #expect(none == nil)
  }

  /// The system font under its own public names is measured as the system font, untracked.
  ///
  /// A designer's `SF Pro Text`, iOS 9's `SF UI Text` or a PostScript name gets the system
  /// font's weight and SF Pro's lines, but not its tracking: a label naming the family is
  /// drawn with the font's own advances, without the tracking UIKit gives the system font by
  /// size (Apple's table: −11 thousandths of an em at 14 points), so each advance is 0.011 em
  /// wider. SF Pro Rounded and SF Mono are other designs and keep their stand-ins.
  @Test func theSystemFontUnderItsOwnNamesIsMeasuredAsTheSystemFont() throws {
    let library = try FontLibrary(systemFontWidths: .fitted)
    let system = try library.font(
      for: FontDescriptor(family: FontDescriptor.iOSSystemFamily, weight: .semibold, size: 14))
    let tracked = try #require(system.advanceAdjustment)
    for name in ["SF Pro", "SF Pro Text", "SF Pro Display", "SF UI Text", "SFUIDisplay-Semibold"] {
      let (font, substitution) = try library.resolve(
        FontDescriptor(family: name, weight: .semibold, size: 14))
      #expect(font.familyName == system.familyName, "\(name)")
      #expect(font.metrics.lineHeight == 14.0 * 2444 / 2048)
      let untracked = try #require(font.advanceAdjustment)
      #expect(abs(untracked.tracking - tracked.tracking - 0.011) < 1e-12)
      #expect(untracked.scale == tracked.scale)
      #expect(
        substitution
          == FontSubstitution(
            requestedFamily: name, substituteFamily: FontDescriptor.iOSSystemFamily,
            isIOSFamily: true))
    }
    #expect(
      try library.resolve(FontDescriptor(family: "SF UI Text", size: 14)).substitution?
        .description
        == "'SF UI Text', a name of the iOS system font, is measured as the system font, untracked")
    #expect(FontStandIns.isSystemFontName("SFProText-Semibold"))
    #expect(FontStandIns.isIOSFamily("SF UI Display"))
    #expect(!FontStandIns.isSystemFontName("SF Pro Rounded"))
    #expect(!FontStandIns.isSystemFontName("SF Mono"))
    // An empty name or a family that only starts like one is no name of the system font.
    #expect(!FontStandIns.isSystemFontName(""))
    #expect(!FontStandIns.isSystemFontName("SF Pro Text Condensed Extra"))
    #expect(
      try library.resolve(FontDescriptor(family: "SF Pro Rounded", size: 14)).font.familyName
        == "DejaVu Sans")
    #expect(
      try library.resolve(FontDescriptor(family: "SF Mono", size: 14)).font.familyName
        == "DejaVu Sans Mono")
  }

  /// Interface Builder writes families with spaces and PostScript names without: both find
  /// the row, and a family iOS does not ship has none.
  @Test func standInsAreFoundByFamilyOrPostScriptName() {
    #expect(FontStandIns.standIns(for: "HelveticaNeue-Bold").first == "Nimbus Sans")
    #expect(
      FontStandIns.standIns(for: "Avenir Next") == ["URW Gothic", "Liberation Sans", "DejaVu Sans"])
    #expect(FontStandIns.standIns(for: "Times New Roman").first == "Liberation Serif")
    #expect(FontStandIns.standIns(for: "Open Sans").isEmpty)
    #expect(FontStandIns.isIOSFamily("Georgia"))
  }

  @Test(arguments: [0.0, -1, .infinity, .nan])
  func rejectsInvalidSizes(size: Double) throws {
    let library = try #require(Fixtures.library)
    #expect(throws: FontError.self) { try library.font(family: "DejaVu Sans", size: size) }
  }

  @Test func registersAndLoadsFontFiles() throws {
    let library = try FontLibrary(systemFamily: "Loma")
    #expect(
      try library.registerFont(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf") == [
        "DejaVu Sans Mono"
      ])
    let direct = try library.font(
      atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", size: 11)
    #expect(direct.familyName == "DejaVu Sans Mono")
    #expect(direct.metrics.pointSize == 11)
    #expect(try library.font(for: .system(size: 9)).familyName == "Loma")
  }

  /// fontconfig's answers are kept until a file is registered: a family missing before is
  /// found after its file is added (the test fixture whose family is "SF Pro Text").
  @Test func registeringAFileFindsAFamilyThatWasMissing() throws {
    let library = try FontLibrary()
    let descriptor = FontDescriptor(family: "SF Pro Text", size: 13)
    #expect(throws: FontError.self) { try library.font(for: descriptor) }
    #expect(!library.isInstalled("SF Pro Text"))
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "ProtocellCLITests/Fixtures/Fonts/StandInSFProText.ttf"
      ).path
    #expect(try library.registerFont(atPath: file) == ["SF Pro Text"])
    #expect(try library.font(for: descriptor).path == file)
    #expect(library.isInstalled("SF Pro Text"))
  }

  @Test func unreadableAndNonFontFilesAreErrors() throws {
    let library = try #require(Fixtures.library)
    #expect(throws: FontError.fileNotReadable(path: "/nonexistent/font.ttf")) {
      try library.registerFont(atPath: "/nonexistent/font.ttf")
    }
    #expect(throws: FontError.notAFont(path: "/etc/hostname")) {
      try library.font(atPath: "/etc/hostname", size: 12)
    }
  }

  @Test func fontsAreValuesComparedByFaceAndSize() throws {
    let a = try Fixtures.dejaVu(12)
    #expect(a == (try Fixtures.dejaVu(12)))
    #expect(a != (try Fixtures.dejaVu(13)))
    #expect(try a.withSize(13) == (try Fixtures.dejaVu(13)))
    #expect(
      a.description == "DejaVu Sans regular 12pt (/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf)")
  }
}
