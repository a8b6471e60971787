import ProtocellArchive
import ProtocellTemplates
import Testing
import TextMeasurement
import _ProtocellTestSupport

/// Property-based: decoding what the encoder wrote gives back the model.
struct ArchiveRoundTripTests {
  @Test(arguments: 0..<400 as Range<UInt64>)
  func roundTripIsIdentityWithLocations(seed: UInt64) throws {
    var random = RandomPrototypes(seed: seed)
    let template = random.cell()
    let bytes = try ArchiveEncoder().encode(template)
    #expect(try ArchiveDecoder().decode(bytes) == template)
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func roundTripWithoutLocationsEqualsTheStrippedModel(seed: UInt64) throws {
    var random = RandomPrototypes(seed: seed)
    let template = random.cell()
    let bytes = try ArchiveEncoder(includesSourceLocations: false).encode(template)
    #expect(try ArchiveDecoder().decode(bytes) == template.strippingSourceLocations())
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func decodingWithoutLocationsSkipsThem(seed: UInt64) throws {
    var random = RandomPrototypes(seed: seed)
    let template = random.cell()
    let bytes = try ArchiveEncoder().encode(template)
    let decoder = ArchiveDecoder(options: ArchiveDecodingOptions(decodesSourceLocations: false))
    #expect(try decoder.decode(bytes) == template.strippingSourceLocations())
  }

  @Test func encodingIsDeterministic() throws {
    var first = RandomPrototypes(seed: 7)
    var second = RandomPrototypes(seed: 7)
    #expect(try ArchiveEncoder().encode(first.cell()) == ArchiveEncoder().encode(second.cell()))
  }

  @Test func defaultTemplateRoundTripsWithItsDefaults() throws {
    let template = CellPrototype(
      reuseIdentifier: "plain",
      views: [ViewNode(id: "title", kind: .label(LabelContent(text: "Hello")))])
    let bytes = try ArchiveEncoder().encode(template)
    #expect(try ArchiveDecoder().decode(bytes) == template)
  }

  @Test func emptyTemplateTakesTheHeaderAndAFewBytes() throws {
    let template = CellPrototype(reuseIdentifier: "a")
    let bytes = try ArchiveEncoder().encode(template)
    // Header 16 + string table 2 + 3 + identifier 2 + width 9 + packed margins 2 + 32 + separator 2.
    #expect(bytes.count == 16 + 2 + 3 + 2 + 9 + 2 + 32 + 2)
    // Magic "PCPR", major 1, minor 15 (little-endian); no accessory, style, subtitle spacing,
    // text height scale, ideograph scale, default row height, design scale, margins-follow
    // field or recorded label heights (zero, zero, absent, absent, absent, absent, absent,
    // false and empty).
    #expect(Array(bytes.prefix(8)) == [0x50, 0x43, 0x50, 0x52, 1, 0, 15, 0])
  }

  /// Side margins that follow the table's width (minor version 14) survive the archive, in
  /// three bytes (field 21's tag, 168 as a varint in two bytes, and 1); without them the cell
  /// decodes without.
  @Test func sideMarginsFollowingTheWidthRoundTrip() throws {
    var prototype = CellPrototype(reuseIdentifier: "m")
    prototype.sideMarginsFollowWidth = true
    let bytes = try ArchiveEncoder().encode(prototype)
    let plainBytes = try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "m"))
    #expect(bytes.count == plainBytes.count + 3)
    let decoded = try ArchiveDecoder().decode(bytes)
    #expect(decoded.sideMarginsFollowWidth)
    #expect(decoded == prototype)
    #expect(try ArchiveDecoder().decode(plainBytes).sideMarginsFollowWidth == false)
  }

  /// A subtitle cell's label spacing (minor version 2) survives the archive; absent, it decodes
  /// absent.
  @Test func subtitleSpacingRoundTrips() throws {
    var prototype = CellPrototype(reuseIdentifier: "s", style: .subtitle)
    prototype.subtitleSpacing = 0
    let decoded = try ArchiveDecoder().decode(try ArchiveEncoder().encode(prototype))
    #expect(decoded.subtitleSpacing == 0)
    #expect(decoded == prototype)
    let plain = try ArchiveDecoder().decode(
      try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "p", style: .subtitle)))
    #expect(plain.subtitleSpacing == nil)
  }

  /// A cell's optional scales survive the archive: the one its label heights round to (minor
  /// version 8) and the factor of its fallback ideographs (minor version 9); absent, they decode
  /// absent.
  @Test(arguments: CellScale.allCases)
  func cellScalesRoundTrip(_ scale: CellScale) throws {
    var prototype = CellPrototype(reuseIdentifier: "w")
    scale.set(1, on: &prototype)
    let bytes = try ArchiveEncoder().encode(prototype)
    // The field adds its key (field 16 or 17: two varint bytes) and 8 bytes to the empty
    // template's.
    #expect(bytes.count == 16 + 2 + 3 + 2 + 9 + 2 + 32 + 2 + 10)
    let decoded = try ArchiveDecoder().decode(bytes)
    #expect(scale.value(of: decoded) == 1)
    #expect(decoded == prototype)
    let plain = try ArchiveDecoder().decode(
      try ArchiveEncoder().encode(CellPrototype(reuseIdentifier: "p")))
    #expect(scale.value(of: plain) == nil)
  }

  /// A titled button's title and font (minor version 5) survive the archive; a view without
  /// one writes no field for it.
  @Test func buttonTitlesRoundTrip() throws {
    var prototype = CellPrototype(reuseIdentifier: "b")
    var button = ViewNode(id: "button")
    button.title = "See all"
    button.titleFont = FontSpec(family: "iOS System", weight: .semibold, isItalic: true, size: 13)
    prototype.views = [button, ViewNode(id: "plain")]
    let bytes = try ArchiveEncoder().encode(prototype)
    let decoded = try ArchiveDecoder().decode(bytes)
    #expect(decoded == prototype)
    #expect(decoded.views.first?.titleFont?.weight == .semibold)
    #expect(decoded.views.last?.titleFont == nil)
    prototype.views = [ViewNode(id: "button"), ViewNode(id: "plain")]
    #expect(try ArchiveEncoder().encode(prototype).count < bytes.count)
  }

  /// A cell's default row height (minor version 11, field 18) survives the archive;
  /// a cell without one writes no field for it.
  @Test func defaultRowHeightRoundTrips() throws {
    var prototype = CellPrototype(reuseIdentifier: "s")
    prototype.defaultRowHeight = 51
    let bytes = try ArchiveEncoder().encode(prototype)
    #expect(try ArchiveDecoder().decode(bytes).defaultRowHeight == 51)
    prototype.defaultRowHeight = nil
    let plain = try ArchiveEncoder().encode(prototype)
    #expect(try ArchiveDecoder().decode(plain).defaultRowHeight == nil)
    // The field: its tag, (18 << 3) | 1 = 145, a two-byte varint, and a double.
    #expect(bytes.count - plain.count == 2 + 8)
    // A height below zero is no height: a damaged pack, refused where it stands.
    prototype.defaultRowHeight = -1
    let damaged = try ArchiveEncoder().encode(prototype)
    #expect(throws: ArchiveDecodingError.self) { try ArchiveDecoder().decode(damaged) }
  }

  /// A cell's design scale (minor version 12, field 19) survives the archive; a cell without
  /// one writes no field for it.
  @Test func designScaleRoundTrips() throws {
    var prototype = CellPrototype(reuseIdentifier: "s")
    prototype.designScale = 3
    let bytes = try ArchiveEncoder().encode(prototype)
    #expect(try ArchiveDecoder().decode(bytes).designScale == 3)
    prototype.designScale = nil
    let plain = try ArchiveEncoder().encode(prototype)
    #expect(try ArchiveDecoder().decode(plain).designScale == nil)
    // The field: its tag, (19 << 3) | 1 = 153, a two-byte varint, and a double.
    #expect(bytes.count - plain.count == 2 + 8)
    // A scale of 0 is no scale: a damaged pack, refused where it stands.
    prototype.designScale = 0
    let damaged = try ArchiveEncoder().encode(prototype)
    #expect(throws: ArchiveDecodingError.self) { try ArchiveDecoder().decode(damaged) }
  }

  /// A cell's learned line metrics (minor version 13, field 20) survive the archive, one
  /// message per family; a cell without any writes none, and a damaged entry is refused.
  @Test func lineMetricsRoundTrip() throws {
    var prototype = CellPrototype(reuseIdentifier: "s")
    let acme = VerticalMetrics(unitsPerEm: 2048, ascender: 2200, descender: -578, lineGap: 0)
    let other = VerticalMetrics(unitsPerEm: 1000, ascender: 900, descender: -300, lineGap: 20)
    prototype.lineMetrics = ["Acme Grotesk": acme, "Other Sans": other]
    let bytes = try ArchiveEncoder().encode(prototype)
    #expect(try ArchiveDecoder().decode(bytes).lineMetrics == prototype.lineMetrics)
    prototype.lineMetrics = [:]
    #expect(try ArchiveDecoder().decode(try ArchiveEncoder().encode(prototype)).lineMetrics == [:])
    prototype.lineMetrics = [
      "Huge": VerticalMetrics(unitsPerEm: 2048, ascender: 500_000, descender: 0, lineGap: 0)
    ]
    let damaged = try ArchiveEncoder().encode(prototype)
    #expect(throws: ArchiveDecodingError.self) { try ArchiveDecoder().decode(damaged) }
  }

  /// The heights IB recorded for a canvas cell's labels (minor version 15, field 22) survive
  /// the archive, one message per label (a frame as tall as IB's largest, 1,000,000, too); a
  /// cell without any writes none, and a height below 0 is refused.
  @Test func recordedLabelHeightsRoundTrip() throws {
    var prototype = CellPrototype(reuseIdentifier: "s")
    prototype.views = [ViewNode(id: "title", kind: .label(LabelContent(text: "T")))]
    prototype.recordedLabelHeights = ["title": 21, "detail": 14.5]
    let bytes = try ArchiveEncoder().encode(prototype)
    #expect(
      try ArchiveDecoder().decode(bytes).recordedLabelHeights == ["title": 21, "detail": 14.5])
    prototype.recordedLabelHeights = [:]
    let empty = try ArchiveEncoder().encode(prototype)
    #expect(try ArchiveDecoder().decode(empty).recordedLabelHeights == [:])
    #expect(empty.count < bytes.count)
    prototype.recordedLabelHeights = ["title": 1_000_000]
    let tallest = try ArchiveEncoder().encode(prototype)
    #expect(try ArchiveDecoder().decode(tallest).recordedLabelHeights == ["title": 1_000_000])
    prototype.recordedLabelHeights = ["title": -1]
    let damaged = try ArchiveEncoder().encode(prototype)
    #expect(throws: ArchiveDecodingError.self) { try ArchiveDecoder().decode(damaged) }
  }

  /// Whether an image is an SF Symbol (minor version 4) survives the archive; an image that is
  /// not one writes no field for it.
  @Test func symbolImagesRoundTrip() throws {
    var prototype = CellPrototype(reuseIdentifier: "s")
    prototype.views = [
      ViewNode(id: "symbol", kind: .image(ImageContent(imageSize: nil, isSymbol: true))),
      ViewNode(id: "photo", kind: .image(ImageContent(imageSize: Size(width: 40, height: 30)))),
    ]
    let decoded = try ArchiveDecoder().decode(try ArchiveEncoder().encode(prototype))
    #expect(decoded == prototype)
    #expect(decoded.views.first?.kind == .image(ImageContent(imageSize: nil, isSymbol: true)))
  }
}

/// A cell's optional scales, each its own field of the archive.
enum CellScale: CaseIterable, Sendable {
  /// ``CellPrototype/textHeightScale``, field 16.
  case textHeight
  /// ``CellPrototype/ideographScale``, field 17.
  case ideograph

  /// Sets the scale on `prototype`.
  func set(_ value: Double?, on prototype: inout CellPrototype) {
    switch self {
    case .textHeight: prototype.textHeightScale = value
    case .ideograph: prototype.ideographScale = value
    }
  }

  /// The scale of `prototype`.
  func value(of prototype: CellPrototype) -> Double? {
    switch self {
    case .textHeight: prototype.textHeightScale
    case .ideograph: prototype.ideographScale
    }
  }
}
