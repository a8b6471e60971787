/// The layout of Protocell's compiled archives.
///
/// Every archive starts with a fixed 16-byte header, all integers little-endian:
///
/// | Offset | Size | Content                                                     |
/// |-------:|-----:|-------------------------------------------------------------|
/// |      0 |    4 | magic: `PCPR` (one prototype) or `PCPK` (a pack)             |
/// |      4 |    2 | major format version; a reader refuses any other major      |
/// |      6 |    2 | minor format version; newer minors only add fields          |
/// |      8 |    4 | payload length in bytes                                     |
/// |     12 |    4 | CRC-32 (IEEE) of the payload                                |
///
/// The payload is a sequence of tagged fields, as in Protocol Buffers: a varint key
/// `fieldNumber << 3 | wireType` followed by a varint, eight little-endian bytes (a `Double`)
/// or a varint length and that many bytes (a string or a nested message). A reader skips the
/// fields it does not know, so a newer minor version that adds fields still decodes. Scalars
/// equal to zero (and `false`, the empty string) are omitted; optional values are written
/// whenever they are present. Field numbers are listed in ``ArchiveFormat`` and never reused.
public enum ArchiveFormat {
  /// The major version this build writes and the only one it reads.
  public static let majorVersion = 1
  /// The minor version this build writes; it reads every minor version of its major.
  public static let minorVersion = 0
  /// The size of the fixed header, in bytes.
  public static let headerSize = 16

  /// What an archive holds, told by its magic number.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// One compiled prototype (magic `PCPR`).
    case prototype
    /// A pack of prototypes with an index by reuse identifier (magic `PCPK`).
    case pack

    /// The four magic bytes that open an archive of this kind.
    public var magic: [UInt8] {
      switch self {
      case .prototype: Array("PCPR".utf8)
      case .pack: Array("PCPK".utf8)
      }
    }
  }
}

// MARK: - Wire types

/// How a field's value is laid out after its key.
enum WireType: UInt8, Sendable {
  /// A base-128 varint.
  case varint = 0
  /// Eight little-endian bytes.
  case fixed64 = 1
  /// A varint length and that many bytes.
  case lengthDelimited = 2
  /// Four little-endian bytes (not written today; skipped when read).
  case fixed32 = 5
}

// MARK: - Field numbers

/// Field numbers of the cell message (a ``CellTemplate``).
enum CellField {
  /// Repeated string: the file table that locations refer to by index; written first.
  static let files = 1
  static let reuseIdentifier = 2
  static let width = 3
  static let estimatedHeight = 4
  static let layoutMargins = 5
  static let separator = 6
  static let views = 7
  static let constraints = 8
  static let location = 9
  static let reuseIdentifierLocation = 10
}

/// Field numbers of the view message (a ``ViewNode``).
enum ViewField {
  static let id = 1
  static let label = 2
  static let image = 3
  static let stack = 4
  static let isHidden = 5
  static let contentHugging = 6
  static let compressionResistance = 7
  static let intrinsicSize = 8
  static let backgroundColor = 9
  static let binding = 10
  static let subviews = 11
  static let location = 12
  static let attributeLocations = 13
}

/// Field numbers of the constraint message (a ``LayoutConstraint``).
enum ConstraintField {
  static let identifier = 1
  static let first = 2
  static let relation = 3
  static let second = 4
  static let multiplier = 5
  static let constant = 6
  static let priority = 7
  static let location = 8
}

/// Field numbers of the anchor message (a ``LayoutAnchor``).
enum AnchorField {
  static let item = 1
  static let viewID = 2
  static let attribute = 3
  static let location = 4
}

/// Field numbers of the label message (a ``LabelContent``).
enum LabelField {
  static let text = 1
  static let font = 2
  static let numberOfLines = 3
  static let lineBreakMode = 4
  static let textAlignment = 5
  static let lineSpacing = 6
}

/// Field numbers of the font message (a ``FontSpec``).
enum FontField {
  static let family = 1
  static let weight = 2
  static let size = 3
}

/// Field numbers of the stack message (a ``StackConfiguration``).
enum StackField {
  static let axis = 1
  static let spacing = 2
  static let alignment = 3
  static let distribution = 4
}

/// Field numbers of the small messages: pairs, quadruples and locations.
enum PairField {
  /// Width, horizontal.
  static let first = 1
  /// Height, vertical.
  static let second = 2
}

/// Field numbers of four-component messages: insets (top, leading, bottom, trailing) and
/// colours (red, green, blue, alpha).
enum QuadField {
  static let first = 1
  static let second = 2
  static let third = 3
  static let fourth = 4
}

/// Field numbers of the binding message (a ``DataBinding``).
enum BindingField {
  static let key = 1
  static let hidesWhenEmpty = 2
}

/// Field numbers of the location message (a ``SourceLocation``).
enum LocationField {
  static let fileIndex = 1
  static let line = 2
  static let column = 3
}

/// Field numbers of one attribute location (name and location).
enum AttributeLocationField {
  static let name = 1
  static let location = 2
}

/// Field numbers of the pack payload.
enum PackField {
  /// Repeated index entries.
  static let entries = 1
  /// One bytes field: the cell messages, back to back; entries point into it.
  static let prototypes = 2
}

/// Field numbers of a pack's index entry.
enum PackEntryField {
  static let reuseIdentifier = 1
  static let offset = 2
  static let length = 3
  static let viewCount = 4
  static let constraintCount = 5
  static let source = 6
}
