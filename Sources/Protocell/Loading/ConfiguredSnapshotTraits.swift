/// The trait matrix a project's `.protocell.json` gives `protocell snapshot` under `snapshots`,
/// for the options the command line leaves out.
///
/// ```json
/// { "snapshots": { "widths": [320, "iPhone 15"], "contentSizeCategories": ["large", "AX3"],
///                  "locales": ["de", "double-length"], "layoutDirections": ["ltr", "rtl"] } }
/// ```
///
/// Widths are points or device names, written as the command line's `--width` takes them (a
/// number is kept as its shortest text); categories, locales and directions are
/// `--content-size-category`, `--locale` and `--layout-direction` values. The command checks
/// them.
public struct ConfiguredSnapshotTraits: Sendable, Hashable {
  /// The widths, as `--width` values.
  public var widths: [String] = []
  /// The Dynamic Type sizes, as `--content-size-category` values.
  public var contentSizeCategories: [String] = []
  /// The locales, as `--locale` values.
  public var locales: [String] = []
  /// The layout directions, as `--layout-direction` values.
  public var layoutDirections: [String] = []

  /// No traits: the command's defaults.
  public init() {}

  /// The traits of a `snapshots` object.
  init(_ value: Value?) {
    widths = value?.widths?.map(\.text) ?? []
    contentSizeCategories = value?.contentSizeCategories ?? []
    locales = value?.locales ?? []
    layoutDirections = value?.layoutDirections ?? []
  }

  /// The `snapshots` object as written.
  struct Value: Decodable, Hashable {
    var widths: [Width]?
    var contentSizeCategories: [String]?
    var locales: [String]?
    var layoutDirections: [String]?
  }

  /// One width: a number of points or a device's name.
  struct Width: Decodable, Hashable {
    /// The width as the command line would give it.
    var text: String

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let points = try? container.decode(Double.self) {
        text = points.compactDescription
      } else {
        text = try container.decode(String.self)
      }
    }
  }
}
