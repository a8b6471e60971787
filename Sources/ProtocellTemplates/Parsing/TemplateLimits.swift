/// Limits on what a template file may hold, so that hostile input cannot exhaust memory or time.
///
/// Each limit, when exceeded, produces a `limit-exceeded` diagnostic (`file-too-large` for the
/// file size) rather than a crash or silence. A project raises or lowers them in the `limits`
/// object of its `.protocell.json` (the umbrella module's `ConfigurationFile`), keyed by ``Key``. libxml2 adds
/// its own limits on top, as a backstop: elements nest at most 256 deep, and a text node or an
/// attribute value holds at most 10 MB.
public struct TemplateLimits: Sendable, Hashable {
  /// The largest file read, in bytes.
  ///
  /// Default: 16 MiB.
  ///
  /// The size is taken from the file system before the file is opened, so a larger file is
  /// never read.
  public var maximumFileSize: Int
  /// How deep elements may nest, `<templates>` being at depth 1 and a cell's top-level views at
  /// depth 3.
  ///
  /// Default: 64. Depths past 256 are always refused by libxml2.
  public var maximumNestingDepth: Int
  /// The most views one cell may declare.
  ///
  /// Default: 1,000.
  public var maximumViewsPerCell: Int
  /// The most constraints one cell may declare.
  ///
  /// Default: 5,000.
  public var maximumConstraintsPerCell: Int
  /// The longest label text, in characters.
  ///
  /// Default: 100,000.
  public var maximumTextLength: Int
  /// The most solver work (Cassowary's `Solver.work`) laying out one cell may take.
  ///
  /// Default: 16,000,000, a thousand times what any bundled prototype needs, and under a second of
  /// CPU in a release build (`protocell validate` stops a cell of 5,000 parallel inequalities at it
  /// after 0.74 s).
  ///
  /// Some constraint systems need work quadratic in their size (thousands of parallel
  /// inequalities, say); past this limit `protocell validate` reports `limit-exceeded` for the
  /// cell instead of spending minutes on it.
  public var maximumLayoutWork: Int

  /// Creates limits.
  public init(
    maximumFileSize: Int = 16 << 20,
    maximumNestingDepth: Int = 64,
    maximumViewsPerCell: Int = 1_000,
    maximumConstraintsPerCell: Int = 5_000,
    maximumTextLength: Int = 100_000,
    maximumLayoutWork: Int = 16_000_000
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumNestingDepth = maximumNestingDepth
    self.maximumViewsPerCell = maximumViewsPerCell
    self.maximumConstraintsPerCell = maximumConstraintsPerCell
    self.maximumTextLength = maximumTextLength
    self.maximumLayoutWork = maximumLayoutWork
  }

  /// The default limits.
  public static let `default` = TemplateLimits()
}

// MARK: - Limits by name

extension TemplateLimits {
  /// The name of one limit, as written in the `limits` object of a `.protocell.json`.
  public enum Key: String, CaseIterable, Sendable, Hashable {
    /// ``TemplateLimits/maximumFileSize``.
    case maximumFileSize
    /// ``TemplateLimits/maximumNestingDepth``.
    case maximumNestingDepth
    /// ``TemplateLimits/maximumViewsPerCell``.
    case maximumViewsPerCell
    /// ``TemplateLimits/maximumConstraintsPerCell``.
    case maximumConstraintsPerCell
    /// ``TemplateLimits/maximumTextLength``.
    case maximumTextLength
    /// ``TemplateLimits/maximumLayoutWork``.
    case maximumLayoutWork

    /// The values the limit may take: at least 1, and for the nesting depth at most 256
    /// (libxml2's own limit, past which a larger value would change nothing).
    public var validRange: ClosedRange<Int> {
      self == .maximumNestingDepth ? 1...256 : 1...Int.max
    }
  }

  /// The limit named by `key`.
  public subscript(key: Key) -> Int {
    get {
      switch key {
      case .maximumFileSize: maximumFileSize
      case .maximumNestingDepth: maximumNestingDepth
      case .maximumViewsPerCell: maximumViewsPerCell
      case .maximumConstraintsPerCell: maximumConstraintsPerCell
      case .maximumTextLength: maximumTextLength
      case .maximumLayoutWork: maximumLayoutWork
      }
    }
    set {
      switch key {
      case .maximumFileSize: maximumFileSize = newValue
      case .maximumNestingDepth: maximumNestingDepth = newValue
      case .maximumViewsPerCell: maximumViewsPerCell = newValue
      case .maximumConstraintsPerCell: maximumConstraintsPerCell = newValue
      case .maximumTextLength: maximumTextLength = newValue
      case .maximumLayoutWork: maximumLayoutWork = newValue
      }
    }
  }
}
