import ProtocellTemplates

/// One laid-out cell as a snapshot test records it: a prototype, a row and the traits it was laid
/// out with, and what came of it — the height, every view's frame, each label's lines and the
/// layout's warnings.
///
/// Numbers are on the pixel grid of ``SnapshotTraits/scale``. A snapshot is written as text by
/// ``encodedText()`` and read back by ``init(decoding:)``; two snapshots are compared by
/// ``differences(from:tolerance:)``.
public struct Snapshot: Sendable, Hashable {
  /// The reuse identifier (or key) of the prototype.
  public var prototype: String
  /// The row's name: `design` for the prototype as designed, else the row's.
  public var row: String
  /// The width, scale and Dynamic Type size of the layout.
  public var traits: SnapshotTraits
  /// The row height.
  public var height: Double
  /// Every view, in the prototype's document order.
  public var views: [View]
  /// The broken constraints and layout warnings of the row, one sentence each, in order.
  public var warnings: [String]
  /// Why the row could not be laid out, when it could not (then there is no height or views).
  public var failure: String?

  /// Creates a snapshot.
  public init(
    prototype: String, row: String, traits: SnapshotTraits, height: Double = 0,
    views: [View] = [], warnings: [String] = [], failure: String? = nil
  ) {
    self.prototype = prototype
    self.row = row
    self.traits = traits
    self.height = height
    self.views = views
    self.warnings = warnings
    self.failure = failure
  }

  /// One view of a snapshot: its name, frame, whether it is hidden, and its lines if it is a label.
  public struct View: Sendable, Hashable {
    /// The view's id in the prototype.
    public var name: String
    /// The frame in the content view's coordinates.
    public var frame: Rect
    /// Whether the row hid the view.
    public var isHidden: Bool
    /// The lines a label shows; empty for other views.
    public var lines: [Line]

    /// Creates a view.
    public init(name: String, frame: Rect, isHidden: Bool = false, lines: [Line] = []) {
      self.name = name
      self.frame = frame
      self.isHidden = isHidden
      self.lines = lines
    }
  }

  /// One line of a label.
  public struct Line: Sendable, Hashable {
    /// The text shown (with its ellipsis if truncated).
    public var text: String
    /// Where the line starts, from the left edge of the label's frame (0 for a left-aligned line;
    /// a natural one in a right-to-left label is right-aligned).
    public var x: Double
    /// The line's width.
    public var width: Double
    /// The baseline's offset from the top of the label's text.
    public var baseline: Double
    /// Whether the text was cut short on this line.
    public var isTruncated: Bool

    /// Creates a line.
    public init(
      text: String, x: Double = 0, width: Double, baseline: Double, isTruncated: Bool = false
    ) {
      self.text = text
      self.x = x
      self.width = width
      self.baseline = baseline
      self.isTruncated = isTruncated
    }
  }
}
