/// Measures text the way UILabel sizes it: shaped with HarfBuzz, broken into lines by UAX #14
/// (ICU), limited and truncated like UIKit's line-break modes, rounded up to the device pixel.
///
/// A measurer is safe to share between threads. It caches the shaped advances of every word per
/// face (in ems, so they serve every point size) and the segmentation of every text it has
/// measured more than once (with the layout last computed for it), each cache bounded by its
/// capacity, and keeps these caches per thread (for the first eight threads of the process) so
/// that threads measuring at once do not slow each other down; see <doc:TextMeasurement> for
/// what is cached.
public final class TextMeasurer: Sendable {
  /// The default number of words kept per cache generation.
  public static let defaultWordCacheCapacity = 200_000
  /// The default number of texts kept per cache generation.
  public static let defaultTextCacheCapacity = 20_000

  private let caches: ThreadCaches
  /// The calling thread's caches.
  var cache: ShapingCache { caches.current }

  /// Creates a measurer with empty caches.
  ///
  /// - Parameters:
  ///   - wordCacheCapacity: shaped words kept per generation (at most twice as many are held).
  ///   - textCacheCapacity: segmented texts kept per generation (likewise).
  public init(
    wordCacheCapacity: Int = TextMeasurer.defaultWordCacheCapacity,
    textCacheCapacity: Int = TextMeasurer.defaultTextCacheCapacity
  ) {
    caches = ThreadCaches(wordCapacity: wordCacheCapacity, textCapacity: textCacheCapacity)
  }

  /// Measures `text` as a label with the given font and constraints would lay it out.
  ///
  /// - Parameters:
  ///   - text: the text; LF, CR LF, CR, U+2028 and U+2029 are hard line breaks.
  ///   - font: the font.
  ///   - maxWidth: the label width in points; `nil` for no wrapping (the intrinsic size).
  ///   - numberOfLines: the most lines shown; 0 for no limit.
  ///   - lineBreakMode: how lines wrap and how the last line truncates.
  ///   - lineSpacing: extra points between consecutive lines.
  ///   - scale: the device scale (1, 2 or 3) that sizes round up to.
  /// - Returns: the size, lines and baselines.
  /// - Throws: ``TextMeasurementError`` for a negative width, line count or spacing, or a
  ///   non-positive scale.
  /// - Complexity: O(*n*) in the length of the text; a text measured twice before (in the same
  ///   font face, recently enough) costs one hash of the text plus O(*s*) in its number of
  ///   segments. A long text that a line limit cuts in ``LineBreakMode/wordWrap`` or
  ///   ``LineBreakMode/charWrap`` costs O(*m*) in the bytes its lines show, whatever its length.
  public func measure(
    _ text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .wordWrap, lineSpacing: Double = 0, scale: Double = 1
  ) throws -> TextLayout {
    if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) {
      throw TextMeasurementError.invalidMaxWidth(maxWidth)
    }
    guard numberOfLines >= 0 else { throw TextMeasurementError.invalidNumberOfLines(numberOfLines) }
    guard scale.isFinite, scale > 0 else { throw TextMeasurementError.invalidScale(scale) }
    guard lineSpacing.isFinite, lineSpacing >= 0 else {
      throw TextMeasurementError.invalidLineSpacing(lineSpacing)
    }
    let request = Request(
      maxWidth: maxWidth.map { $0 / font.size } ?? .infinity,
      numberOfLines: numberOfLines == 0 ? Int.max : numberOfLines, lineBreakMode: lineBreakMode,
      lineSpacing: lineSpacing, scale: scale)
    if let layout = layoutOfShownLines(text, font: font, request: request) { return layout }
    let entry = cache.entry(for: text, face: font.face)
    let memo = TextEntry.Request(
      size: font.size, maxWidth: maxWidth ?? -1, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode,
      lineSpacing: lineSpacing, scale: scale)
    if let remembered = entry.layout(for: memo) { return remembered }
    let result = layout(text, entry.shaped, request, font: font)
    entry.remember(result, for: memo)
    return result
  }

  /// The width of `text` on one line per paragraph, rounded up to the device pixel: what a label
  /// reports as its intrinsic width before it is given a maximum width.
  ///
  /// - Parameters:
  ///   - text: the text.
  ///   - font: the font.
  ///   - scale: the device scale.
  /// - Returns: the width in points.
  /// - Throws: ``TextMeasurementError/invalidScale(_:)``.
  public func intrinsicWidth(of text: String, font: Font, scale: Double = 1) throws -> Double {
    try measure(text, font: font, scale: scale).size.width
  }

  /// Empties the caches.
  public func removeAllCachedData() {
    caches.removeAll()
  }

  /// A validated request, widths in ems (the font is passed beside it: a copy here would
  /// retain its face, which every thread shares, on every measurement).
  struct Request {
    var maxWidth: Double
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var lineSpacing: Double
    var scale: Double
  }
}
