internal import CHarfBuzz
import _ProtocellConcurrency

/// One loaded font file (a face of it, for collections), owning its HarfBuzz objects.
///
/// The HarfBuzz font is made immutable after creation and scaled to the face's units per em, so
/// one face serves every point size and may be shaped from any thread (HarfBuzz documents
/// immutable fonts as safe to share). Faces are created and deduplicated by a ``FontLibrary``;
/// ``id`` is unique for the process lifetime and keys the shaping caches.
final class FontFace: @unchecked Sendable {
  /// Vertical metrics in design units.
  struct DesignMetrics: Hashable, Sendable {
    var unitsPerEm: Int
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var capHeight: Int
    var xHeight: Int
  }

  private static let idLock = Lock()
  nonisolated(unsafe) private static var nextID = 1

  let id: Int
  /// The file's path.
  var path: String { file.path }
  /// The face's index within its file.
  var index: Int { file.index }
  let familyName: String
  let weight: FontWeight
  /// Whether the face is italic or oblique, as its tables say (HarfBuzz's `ital` style value,
  /// from OS/2 `fsSelection` and `head.macStyle`), whatever slant was asked for.
  var isItalic: Bool { file.isItalic }
  /// Line metrics in design units: the file's, or a profile's (see ``VerticalMetrics``).
  let metrics: DesignMetrics
  /// The file's own units per em, which glyph advances are in.
  var unitsPerEm: Int { file.metrics.unitsPerEm }
  /// The face's fallback chain for characters it lacks (nil: no fallback).
  let fallback: FontFallback?
  /// Whether the space glyph takes part in the face's substitutions or positioning.
  ///
  /// Kerning such as "space A" makes a word's advance depend on the character after its
  /// trailing space. The file's, kept on the face as ``asciiGlyphs`` is: both are read for
  /// every word shaped.
  let spaceTakesPartInLayout: Bool
  /// The font shaped with: the file's, or one whose advances are adjusted.
  let hbFont: OpaquePointer
  /// The file the face is read from, which owns the HarfBuzz face.
  private let file: FontFile
  /// The change made to the file's advances, if any (the iOS system font's width model).
  let advanceAdjustment: AdvanceAdjustment?
  /// The adjusted advances ``hbFont`` reads (see ``adjustedFont(parent:adjustment:unitsPerEm:)``).
  private let advanceTable: UnsafeMutableBufferPointer<Int32>?
  /// Which ASCII characters the face maps to a glyph, one bit each (bit *c* of word *c* / 64),
  /// read when the face loads: the font-choice loop asks for nearly every character of a text.
  private let asciiGlyphs: (UInt64, UInt64)

  /// Loads face `index` of the font file at `path`, measuring lines with `lineMetrics` instead of
  /// the file's own when given (cap and x heights are rescaled to its units per em), and with
  /// the glyph advances changed by `advanceAdjustment` when given.
  ///
  /// - Throws: ``FontError/fileNotReadable(path:)`` or ``FontError/notAFont(path:)``.
  convenience init(
    path: String, index: Int, familyName: String, weight: FontWeight, fallback: FontFallback?,
    lineMetrics: VerticalMetrics? = nil, advanceAdjustment: AdvanceAdjustment? = nil
  ) throws {
    self.init(
      file: try FontFile(path: path, index: index), familyName: familyName, weight: weight,
      fallback: fallback, lineMetrics: lineMetrics, advanceAdjustment: advanceAdjustment)
  }

  /// A face of `file`, measuring lines with `lineMetrics` instead of the file's own when given
  /// (cap and x heights are rescaled to its units per em), and with the glyph advances changed
  /// by `advanceAdjustment` when given.
  init(
    file: FontFile, familyName: String, weight: FontWeight, fallback: FontFallback?,
    lineMetrics: VerticalMetrics? = nil, advanceAdjustment: AdvanceAdjustment? = nil
  ) {
    self.file = file
    let own = file.metrics
    if let advanceAdjustment,
      let adjusted = Self.adjustedFont(
        parent: file.hbFont, adjustment: advanceAdjustment, unitsPerEm: own.unitsPerEm)
    {
      self.hbFont = adjusted.font
      self.advanceTable = adjusted.table
      self.advanceAdjustment = advanceAdjustment
    } else {
      self.hbFont = file.hbFont
      self.advanceTable = nil
      self.advanceAdjustment = nil
    }
    self.familyName = familyName
    self.weight = weight
    self.fallback = fallback
    if let lineMetrics {
      let ratio = Double(lineMetrics.unitsPerEm) / Double(max(1, own.unitsPerEm))
      self.metrics = DesignMetrics(
        unitsPerEm: lineMetrics.unitsPerEm, ascender: lineMetrics.ascender,
        descender: lineMetrics.descender, lineGap: lineMetrics.lineGap,
        capHeight: Int((Double(own.capHeight) * ratio).rounded()),
        xHeight: Int((Double(own.xHeight) * ratio).rounded()))
    } else {
      self.metrics = own
    }
    self.spaceTakesPartInLayout = file.spaceTakesPartInLayout
    self.asciiGlyphs = file.asciiGlyphs
    self.id = Self.idLock.withLock {
      defer { Self.nextID += 1 }
      return Self.nextID
    }
  }

  deinit {
    // The file owns its own font; a face owns only the font it adjusted.
    if advanceTable != nil { hb_font_destroy(hbFont) }
    advanceTable?.deallocate()
  }

  /// Whether the face has a glyph for the ASCII character `byte` (below 128), from the bits
  /// read when the face was loaded.
  private func hasASCIIGlyph(_ byte: UInt8) -> Bool {
    byte < 64
      ? asciiGlyphs.0 & (1 << UInt64(byte)) != 0 : asciiGlyphs.1 & (1 << UInt64(byte - 64)) != 0
  }

  /// Whether `bytes` are all ASCII characters this face has glyphs for.
  func coversASCII(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    bytes.allSatisfy { $0 < 128 && hasASCIIGlyph($0) }
  }

  /// Whether the face maps `scalar` to a glyph.
  func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return hasASCIIGlyph(UInt8(scalar.value)) }
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
  }

  // MARK: - Layout features

  /// Whether shaping a space before common characters changes the space's advance or merges it
  /// into a ligature: a probe of " !", " A", " Á", " Α", " Ж", … (ASCII, Latin-1, Greek and
  /// Cyrillic letters and quotes) shaped once when the face loads. (Asking HarfBuzz which lookups
  /// collect the space glyph over-reports: class-based kerning often lists it without kerning it.)
  ///
  /// It depends on the file alone: an advance adjustment changes the space's advance alike in
  /// and out of context, and the probe compares the two.
  static func spaceTakesPartInLayout(font: OpaquePointer) -> Bool {
    var space: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0, let buffer = hb_buffer_create() else {
      return false
    }
    defer { hb_buffer_destroy(buffer) }
    let nominal = hb_font_get_glyph_h_advance(font, space)
    let probes =
      Array(0x21...0x7E) + Array(0xC0...0xFF) + Array(0x391...0x3C9) + Array(0x410...0x44F)
      + [0x2018, 0x2019, 0x201C, 0x201D]
    let text = probes.flatMap { [UInt32(0x20), UInt32($0)] }
    text.withUnsafeBufferPointer {
      hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count), Int(count) == text.count
    else { return true }
    for index in stride(from: 0, to: Int(count), by: 2)
    where infos[index].codepoint != space || positions[index].x_advance != nominal {
      return true
    }
    return false
  }

  // MARK: - Metrics

  static func readMetrics(face: OpaquePointer, font: OpaquePointer) -> DesignMetrics {
    let unitsPerEm = Int(hb_face_get_upem(face))
    let hhea = TableReader(face: face, tag: "hhea")
    let os2 = TableReader(face: face, tag: "OS/2")
    let useTypoMetrics = os2.count >= 74 && os2.uint16(at: 62) & (1 << 7) != 0
    var ascender: Int
    var descender: Int
    var lineGap: Int
    if hhea.count >= 10 && !useTypoMetrics && (hhea.int16(at: 4) != 0 || hhea.int16(at: 6) != 0) {
      (ascender, descender, lineGap) = (hhea.int16(at: 4), hhea.int16(at: 6), hhea.int16(at: 8))
    } else if os2.count >= 74 {
      (ascender, descender, lineGap) = (os2.int16(at: 68), os2.int16(at: 70), os2.int16(at: 72))
    } else {
      (ascender, descender, lineGap) = (unitsPerEm * 4 / 5, -unitsPerEm / 5, 0)
    }
    let capHeight = position(font, "cpht") ?? glyphTop(font, "H") ?? ascender
    let xHeight = position(font, "xhgt") ?? glyphTop(font, "x") ?? ascender / 2
    return DesignMetrics(
      unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
      capHeight: capHeight, xHeight: xHeight)
  }

  private static func position(_ font: OpaquePointer, _ tag: String) -> Int? {
    var value: hb_position_t = 0
    let metricsTag = hb_ot_metrics_tag_t(rawValue: TableReader.tag(tag))
    guard hb_ot_metrics_get_position(font, metricsTag, &value) != 0, value != 0 else { return nil }
    return Int(value)
  }

  private static func glyphTop(_ font: OpaquePointer, _ character: Unicode.Scalar) -> Int? {
    var glyph: hb_codepoint_t = 0
    var extents = hb_glyph_extents_t()
    guard hb_font_get_nominal_glyph(font, character.value, &glyph) != 0,
      hb_font_get_glyph_extents(font, glyph, &extents) != 0
    else { return nil }
    return Int(extents.y_bearing)
  }
}

/// Reads big-endian fields of one OpenType table.
private struct TableReader {
  private let bytes: [UInt8]

  init(face: OpaquePointer, tag: String) {
    let blob = hb_face_reference_table(face, Self.tag(tag))
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    if let data = hb_blob_get_data(blob, &length), length > 0 {
      bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
        Array(UnsafeBufferPointer(start: $0, count: Int(length)))
      }
    } else {
      bytes = []
    }
  }

  var count: Int { bytes.count }

  func uint16(at offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }

  func int16(at offset: Int) -> Int { Int(Int16(bitPattern: UInt16(uint16(at: offset)))) }

  static func tag(_ text: String) -> hb_tag_t {
    text.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
  }
}
