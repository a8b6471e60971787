import Cassowary
import ProtocellTemplates

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
/// or a varint length and that many bytes (a string, a nested message, or "packed doubles":
/// a fixed number of little-endian `Double`s, such as the two priorities of an axis pair). A reader skips the
/// fields it does not know, so a newer minor version that adds fields still decodes. Scalars
/// equal to zero (and `false`, the empty string) are omitted; optional values are written
/// whenever they are present (a few fields document another default). Within a cell, strings are indices into the cell's string table.
/// Field numbers are listed in ArchiveFormat.swift and never reused.
public enum ArchiveFormat {
  /// The major version this build writes and the only one it reads.
  public static let majorVersion = 1
  /// The minor version this build writes; it reads every minor version of its major.
  ///
  /// Minor 1 added a cell's accessory and built-in style (``CellField``) and a label font's
  /// slant (``LabelField``); a minor-0 archive decodes with no accessory, the custom style and
  /// upright fonts, which is what it meant. Minor 2 added a subtitle cell's label spacing
  /// (``CellField``); without it UIKit's is meant. Minor 3 added a view's alignment insets
  /// (``ViewField``); without them the frame is the alignment rectangle, as it was. Minor 4
  /// added whether an image is an SF Symbol (``ImageField``); without it, it is not. Minor 5
  /// added a titled button's title and font (``ViewField``); without them its baselines are its
  /// bottom edge, as they were. Minor 6 added whether a binding keeps the view's designed
  /// content when a row leaves its key out (``BindingField``); without it the row empties the
  /// view, as it did. Minor 7 added a text view's container (``LabelField``); without it a
  /// label is a label. Minor 8 added the scale a cell's label heights round to
  /// (``CellField``); without it they round to the layout's. Minor 9 added the factor of the
  /// iOS system font's fallback ideographs (``CellField``); without it the width model's. Minor
  /// 10 added a label's explicit `preferredMaxLayoutWidth` (``LabelField``); without it the
  /// label wraps at its frame's width, as it did. Minor 11 added a cell's default row height
  /// (``CellField``); without it UIKit's 44 points. Minor 12 added the scale of the device a
  /// cell was designed for (``CellField``); without it the cell has none, and is measured at
  /// the scale asked for. Minor 13 added the line metrics learned for the fonts of a cell's
  /// labels (``CellField``); without them the cell's measurer learns none. Minor 14 added
  /// whether a cell's side margins follow its table's width (``CellField``); without it they
  /// stay as recorded. Minor 15 added the heights IB recorded for a canvas cell's labels
  /// (``CellField``); without them its labels round as the cell's text height scale says.
  public static let minorVersion = 15
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

/// Field numbers of the cell message (a ``CellPrototype``).
enum CellField {
  /// Message: the cell's string table (`StringTableField`), written first.
  ///
  /// One field, so that a decoder that has the table already skips it in one step. Every
  /// other string of the cell (identifiers, texts, font families, binding keys, attribute names, location files) is a
  /// varint index into it, so each distinct string is stored and decoded once.
  static let strings = 1
  static let reuseIdentifier = 2
  static let width = 3
  static let estimatedHeight = 4
  /// Packed doubles: top, leading, bottom, trailing.
  static let layoutMargins = 5
  static let separator = 6
  static let views = 7
  static let constraints = 8
  static let location = 9
  static let reuseIdentifierLocation = 10
  /// Varint: how many `views` follow, so that the decoder allocates their array once.
  static let viewCount = 11
  /// Varint: how many `constraints` follow.
  static let constraintCount = 12
  /// Varint: the accessory, a ``CellAccessory``.
  ///
  /// Zero (none) is omitted. Since minor version 1.
  static let accessory = 13
  /// Varint: the built-in style, a ``CellStyle``.
  ///
  /// Zero (custom) is omitted. Since minor version 1.
  static let style = 14
  /// Double: the space between a subtitle cell's labels, when not UIKit's.
  ///
  /// Absent means UIKit's. Since minor version 2.
  static let subtitleSpacing = 15
  /// Double: the scale labels' heights round up to when it is not the layout's
  /// (``CellPrototype/textHeightScale``), above 0 and at most 10.
  ///
  /// Absent means the layout's. Since minor version 8.
  static let textHeightScale = 16
  /// Double: the factor of the CJK ideographs the iOS system font's fallback draws, when not
  /// the width model's (``CellPrototype/ideographScale``), above 0 and at most 10.
  ///
  /// Absent means the model's. Since minor version 9.
  static let ideographScale = 17
  /// Double: UITableView's default row height for the cell, when not UIKit's 44 points
  /// (``CellPrototype/defaultRowHeight``), from 0 to 10,000.
  ///
  /// Absent means UIKit's. Since minor version 11.
  static let defaultRowHeight = 18
  /// Double: the screen scale of the device the cell was designed for
  /// (``CellPrototype/designScale``), above 0 and at most 10.
  ///
  /// Absent means the source did not say. Since minor version 12.
  static let designScale = 19
  /// Repeated message: the line metrics learned for one font family
  /// (``CellPrototype/lineMetrics``), a ``LineMetricsField`` message each, in family order.
  ///
  /// Absent means none. Since minor version 13.
  static let lineMetrics = 20
  /// Bool: whether the content view's side margins follow the table's width
  /// (``CellPrototype/sideMarginsFollowWidth``).
  ///
  /// `false` is omitted. Since minor version 14.
  static let sideMarginsFollowWidth = 21
  /// Repeated message: the height Interface Builder recorded for one label of a cell read as
  /// its canvas draws it (``CellPrototype/recordedLabelHeights``), a ``RecordedLabelHeightField``
  /// message each, in view-id order.
  ///
  /// Absent means none. Since minor version 15.
  static let recordedLabelHeights = 22
}

/// Field numbers of the recorded label height message (one entry of
/// ``CellPrototype/recordedLabelHeights``).
enum RecordedLabelHeightField {
  /// String: the label's view id (an index into the cell's string table).
  static let view = 1
  /// Double: the recorded height, finite and at least 0 (Interface Builder frames are read up
  /// to 1,000,000 points).
  static let height = 2
}

/// Field numbers of the line metrics message (one family of ``CellPrototype/lineMetrics``).
enum LineMetricsField {
  /// String: the family (an index into the cell's string table).
  static let family = 1
  /// Varint: design units per em, from 1 to 100,000.
  static let unitsPerEm = 2
  /// Signed varint: the ascender, in design units, at most 100,000 either way.
  static let ascender = 3
  /// Signed varint: the descender, in design units, at most 100,000 either way.
  static let descender = 4
  /// Signed varint: the line gap, in design units, at most 100,000 either way.
  static let lineGap = 5
}

/// Field numbers of the string table message.
enum StringTableField {
  /// Repeated string: the table's strings, in index order.
  static let string = 1
}

/// Field numbers of the view message (a ``ViewNode``).
enum ViewField {
  static let id = 1
  /// Message: the label's properties; makes the view a label.
  static let label = 2
  /// Message: the image's properties; makes the view an image.
  static let image = 3
  /// Message: the stack's properties; makes the view a stack.
  static let stack = 4
  static let isHidden = 5
  /// Packed doubles: horizontal, vertical; absent when they are the kind's default (251 for
  /// labels and images, 250 otherwise, as ``ViewKind/defaultContentHugging`` says).
  static let contentHugging = 6
  /// Packed doubles: horizontal, vertical; absent when both are 750.
  static let compressionResistance = 7
  /// Message: width (1) and height (2), each optional.
  static let intrinsicSize = 8
  /// Packed doubles: red, green, blue, alpha.
  static let backgroundColor = 9
  static let binding = 10
  static let subviews = 11
  static let location = 12
  static let attributeLocations = 13
  /// Varint: how many `subviews` follow, so that the decoder allocates their array once.
  static let subviewCount = 14
  /// Packed doubles: top, leading, bottom, trailing; absent when all are zero.
  ///
  /// Since minor version 3.
  static let alignmentInsets = 15
  /// Message: a titled button's title label, a label message (``LabelField``) whose text and
  /// font are the button's ``ViewNode/title`` and ``ViewNode/titleFont`` (its baselines are the
  /// button's); absent for every other view.
  ///
  /// Since minor version 5.
  static let title = 16
}

/// Field numbers of the constraint message (a ``LayoutConstraint``), anchors flattened in.
///
/// An anchor is one varint, `attributeCode << 2 | itemCode` (see `LayoutItemCode`), plus the
/// view's id when the item is a view. `multiplier` defaults to 1 and `priority` to 1000 when
/// absent, so the common constraint writes neither.
enum ConstraintField {
  static let identifier = 1
  /// Varint, always written: the first anchor.
  static let firstAnchor = 2
  static let firstViewID = 3
  static let relation = 4
  /// Varint, written exactly when there is a second anchor.
  static let secondAnchor = 5
  static let secondViewID = 6
  static let multiplier = 7
  static let constant = 8
  static let priority = 9
  static let location = 10
  static let firstLocation = 11
  static let secondLocation = 12

  /// The multiplier when the field is absent.
  static let defaultMultiplier = 1.0
  /// The priority when the field is absent.
  static let defaultPriority = 1000.0
}

/// Field numbers of the label message (a ``LabelContent``), its font flattened in; a titled
/// button's title (``ViewField/title``) is one too.
enum LabelField {
  static let text = 1
  static let fontFamily = 2
  static let numberOfLines = 3
  static let lineBreakMode = 4
  static let textAlignment = 5
  static let lineSpacing = 6
  static let fontWeight = 7
  static let fontSize = 8
  /// Varint: whether the font is italic.
  ///
  /// `false` is omitted. Since minor version 1.
  static let fontItalic = 9
  /// Packed doubles: a text view's container inset (top, leading, bottom, trailing); absent for
  /// a label, which has no text container (``LabelContent/textContainer``).
  ///
  /// Since minor version 7.
  static let textContainerInset = 10
  /// Double: a text view's line fragment padding; read only beside ``textContainerInset``.
  ///
  /// Since minor version 7.
  static let lineFragmentPadding = 11
  /// Double: the width a label that wraps is measured at for its intrinsic size
  /// (``LabelContent/preferredMaxLayoutWidth``); 0 (automatic) is omitted.
  ///
  /// Since minor version 10.
  static let preferredMaxLayoutWidth = 12
}

/// Field numbers of the image message (an ``ImageContent``).
enum ImageField {
  /// Packed doubles: width, height; absent for no image.
  static let imageSize = 1
  /// Varint: whether the image is an SF Symbol.
  ///
  /// `false` is omitted. Since minor version 4.
  static let isSymbol = 2
}

/// Field numbers of the stack message (a ``StackConfiguration``).
enum StackField {
  static let axis = 1
  static let spacing = 2
  static let alignment = 3
  static let distribution = 4
}

/// Field numbers of the intrinsic size message (an ``IntrinsicSize``).
enum IntrinsicSizeField {
  static let width = 1
  static let height = 2
}

/// Field numbers of the binding message (a ``DataBinding``).
enum BindingField {
  static let key = 1
  static let hidesWhenEmpty = 2
  static let keepsDesignWhenMissing = 3
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
  /// Repeated string: the template files the prototypes came from, written before the
  /// entries, which refer to them by index.
  static let sources = 3
}

/// Field numbers of a pack's index entry.
enum PackEntryField {
  static let reuseIdentifier = 1
  static let offset = 2
  static let length = 3
  static let viewCount = 4
  static let constraintCount = 5
  /// Varint: an index into the pack's `sources`, when the pack records where it came from.
  static let source = 6
}
