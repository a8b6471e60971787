internal import CHarfBuzz

/// Shapes UTF-8 text with HarfBuzz, choosing a fallback face for characters the font lacks.
///
/// The one place that calls `hb_shape`. Faces are scaled to their units per em, so advances come
/// back in design units and are returned in ems (design units ÷ units per em), which makes every
/// result valid for every point size and for faces with different units per em alike.
enum Shaper {
  /// Shapes `text[range]` and returns each byte's advance.
  ///
  /// Each byte of the range gets the advance (in ems) of the glyphs whose cluster starts at it
  /// (zero for the other bytes). Only fallback faces used before `measuredEnd` count in the
  /// vertical extent.
  ///
  /// - Parameters:
  ///   - text: UTF-8 bytes; `range` must start and end on scalar boundaries.
  ///   - range: the bytes to shape; they also serve as the shaping context.
  ///   - face: the primary face; characters it lacks go to its fallback chain.
  ///   - measuredEnd: where the measured text ends (the rest is context); the range's end by
  ///     default.
  /// - Returns: `range.count` advances, and the vertical extent of the fallback faces used.
  /// - Complexity: O(*n*) in the length of the range, plus HarfBuzz's shaping cost.
  static func clusterAdvances(
    of text: UnsafeBufferPointer<UInt8>, in range: Range<Int>, face: FontFace,
    measuredEnd: Int? = nil
  ) -> Shaped {
    var shaped = Shaped(advances: [Double](repeating: 0, count: range.count), fallbackExtent: .zero)
    guard !range.isEmpty, let base = text.baseAddress else { return shaped }
    let context = UnsafeRawPointer(base + range.lowerBound).assumingMemoryBound(to: CChar.self)
    guard let buffer = hb_buffer_create() else { return shaped }
    defer { hb_buffer_destroy(buffer) }
    for run in runs(of: text, in: range, face: face) {
      if run.face !== face, run.range.lowerBound < measuredEnd ?? range.upperBound {
        shaped.fallbackExtent.formUnion(VerticalExtent(run.face.metrics))
      }
      hb_buffer_clear_contents(buffer)
      hb_buffer_add_utf8(
        buffer, context, Int32(range.count), UInt32(run.range.lowerBound - range.lowerBound),
        Int32(run.range.count))
      hb_buffer_guess_segment_properties(buffer)
      hb_shape(run.face.hbFont, buffer, nil, 0)
      var count: UInt32 = 0
      guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
      else { continue }
      let unitsPerEm = Double(run.face.unitsPerEm)
      // A fallback face's ideographs, at the primary face's width for them (the iOS system
      // font's, SystemFontWidthModel.fittedIdeographScale); 1 for everything else.
      let ideographScale = run.face === face ? 1 : face.advanceAdjustment?.ideographScale ?? 1
      for glyph in 0..<Int(count) {
        let cluster = Int(infos[glyph].cluster)
        guard cluster < shaped.advances.count else { continue }
        var advance = Double(positions[glyph].x_advance) / unitsPerEm
        if ideographScale != 1,
          AdvanceAdjustment.leadsIdeograph(UInt8(bitPattern: context[cluster]))
        {
          advance *= ideographScale
        }
        shaped.advances[cluster] += advance
      }
    }
    return shaped
  }

  /// The result of ``clusterAdvances(of:in:face:)``.
  struct Shaped {
    /// The advance of the glyphs starting at each byte, in ems.
    var advances: [Double]
    /// The ascent and descent of the fallback faces used; zero if none.
    var fallbackExtent: VerticalExtent
  }

  /// A stretch of text drawn with one face, in one script.
  struct Run {
    var range: Range<Int>
    var face: FontFace
    /// The run's script, once a character of a script other than Common or Inherited joined it.
    var script: hb_script_t? = nil
  }

  /// Splits `text[range]` into runs by face, choosing fonts as Pango does.
  ///
  /// The rules:
  /// - emoji presentation sequences (emoji-presentation characters, or any emoji followed by
  ///   VARIATION SELECTOR-16) take the emoji font (fontconfig's `emoji` family), as they take
  ///   Apple Color Emoji on iOS;
  /// - other characters take the primary face where it has the glyph, else the first fallback
  ///   face that has it;
  /// - marks, joiners, variation selectors, emoji modifiers, other default-ignorable characters
  ///   and spaces never choose a font: they stay with the preceding character's face.
  ///
  /// A run holds one script, as Pango and Core Text shape each script run apart: Arabic letters in a
  /// word that starts in Latin (`Helloمرحبا`) join as Arabic, where one HarfBuzz buffer would
  /// take the first script for all and leave them unjoined. Characters of no script of their
  /// own (Common and Inherited: spaces, digits, punctuation, marks) join the run they are in;
  /// those of Common between two scripts go with the next one.
  static func runs(of text: UnsafeBufferPointer<UInt8>, in range: Range<Int>, face: FontFace)
    -> [Run]
  {
    // ASCII the face covers is one run in the face (no scalar there attaches, is an emoji or
    // needs a fallback), found without a look at each scalar or a retain of the face for each.
    if face.coversASCII(text[range]) { return range.isEmpty ? [] : [Run(range: range, face: face)] }
    var scalars: [(scalar: Unicode.Scalar, offset: Int, length: Int)] = []
    var offset = range.lowerBound
    var iterator = text[range].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
      scalars.append((Unicode.UTF8.decode(encoded), offset, encoded.count))
      offset += encoded.count
    }
    var runs: [Run] = []
    var isInEmoji = false
    // Where the characters of no script that end the last run begin, if they do.
    var trailingCommon: Int?
    for (index, item) in scalars.enumerated() {
      let scalar = item.scalar
      var chosen = face
      if let last = runs.last, attachesToPrevious(scalar) {
        chosen = last.face
      } else if let last = runs.last, !isInEmoji, isSpaceSeparator(scalar) {
        chosen = last.face
      } else if isEmojiPresentation(
        scalar, next: index + 1 < scalars.count ? scalars[index + 1].scalar : nil),
        let emoji = face.fallback?.emojiFace(for: scalar)
      {
        chosen = emoji
        isInEmoji = true
      } else {
        isInEmoji = false
        if !face.hasGlyph(for: scalar), let fallback = face.fallback?.face(for: scalar) {
          chosen = fallback
        }
      }
      let end = item.offset + item.length
      let script = ownScript(of: scalar)
      guard let last = runs.last, last.face === chosen else {
        runs.append(Run(range: item.offset..<end, face: chosen, script: script))
        trailingCommon = script == nil ? item.offset : nil
        continue
      }
      if script == nil || last.script == nil || last.script == script {
        runs[runs.count - 1].range = last.range.lowerBound..<end
        runs[runs.count - 1].script = last.script ?? script
        if script != nil || attachesToPrevious(scalar) {
          trailingCommon = nil
        } else if trailingCommon == nil {
          trailingCommon = item.offset
        }
      } else {
        // Another script: the spaces and punctuation that ended the last run open this one,
        // so that a space kerns with the letter after it ("… Αθήνα A Year": 'space A').
        let start = trailingCommon ?? item.offset
        runs[runs.count - 1].range = last.range.lowerBound..<start
        runs.append(Run(range: start..<end, face: chosen, script: script))
        trailingCommon = nil
      }
    }
    return runs
  }

  /// The script of `scalar` (Unicode's Script property, from HarfBuzz's Unicode functions), or
  /// `nil` for Common, Inherited and Unknown: characters that take their neighbours' script.
  private static func ownScript(of scalar: Unicode.Scalar) -> hb_script_t? {
    // In ASCII, letters are Latin and everything else Common.
    if scalar.value < 0x80 {
      return scalar.properties.isAlphabetic ? HB_SCRIPT_LATIN : nil
    }
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    switch script {
    case HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN: return nil
    default: return script
    }
  }

  /// Whether `scalar` starts an emoji presentation sequence.
  private static func isEmojiPresentation(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> Bool {
    // Below U+2000 only text-default emoji exist (#, digits, ©, ®), which need VS16.
    if scalar.value < 0x2000 { return next?.value == 0xFE0F && scalar.properties.isEmoji }
    let properties = scalar.properties
    return properties.isEmojiPresentation || (properties.isEmoji && next?.value == 0xFE0F)
  }

  /// Whether `scalar` is a space separator (general category Zs).
  private static func isSpaceSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0xA0: return true
    case 0..<0x1680: return false
    default: return scalar.properties.generalCategory == .spaceSeparator
    }
  }

  private static func attachesToPrevious(_ scalar: Unicode.Scalar) -> Bool {
    // Below U+0300 (where combining marks begin) only controls and the soft hyphen (Cf) attach;
    // answering them here skips the slower Unicode property lookups for most text.
    if scalar.value < 0x300 {
      return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xAD
    }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control: return true
    default:
      return properties.isDefaultIgnorableCodePoint || properties.isEmojiModifier
        || properties.isVariationSelector
    }
  }
}
