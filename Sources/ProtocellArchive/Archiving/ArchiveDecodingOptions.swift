import ProtocellTemplates

/// Limits and choices for decoding archives.
///
/// The limits bound the work and memory an archive can demand: every length is also checked
/// against the bytes that remain, so no allocation is larger than the input, and the element
/// limit bounds how much larger the decoded model can be than its archive (an empty view takes
/// two bytes to write and a few hundred to hold).
public struct ArchiveDecodingOptions: Sendable, Hashable {
  /// How deeply messages may nest; the default is 100.
  ///
  /// Each nested message counts: a label's font inside a subview of a top-level view is four
  /// levels. Decoding recurses once per level, so this bounds the stack an archive can use.
  public var maximumNestingDepth: Int = 100
  /// The largest archive accepted, in bytes; the default is 1 GiB.
  public var maximumArchiveSize: Int = 1 << 30
  /// The most elements one prototype may hold; the default is 100,000.
  ///
  /// Views, constraints, attribute locations and file names all count.
  public var maximumElementsPerPrototype: Int = 100_000
  /// The most prototypes a pack may index; the default is 1,000,000.
  public var maximumPrototypesPerPack: Int = 1_000_000
  /// Whether to check the header's CRC-32 against the payload; the default is `true`.
  public var verifiesChecksum: Bool = true
  /// Whether to decode source locations or skip them; the default is `true`.
  ///
  /// Cells dequeued at run time skip them: they are only for diagnostics.
  public var decodesSourceLocations: Bool = true

  /// Options with the defaults.
  public init() {}

  /// Options with the defaults, except for whether source locations are decoded.
  ///
  /// - Parameter decodesSourceLocations: Whether to decode source locations.
  public init(decodesSourceLocations: Bool) {
    self.decodesSourceLocations = decodesSourceLocations
  }
}
