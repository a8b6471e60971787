/// A family that was not found and the family measured in its place, as reported by
/// ``FontLibrary/resolve(_:)``.
public struct FontSubstitution: Hashable, Sendable, CustomStringConvertible {
  /// The family that was asked for (after mapping `"system"`).
  public var requestedFamily: String
  /// The family measured instead: the stand-in of an iOS family, or fontconfig's choice.
  public var substituteFamily: String
  /// Whether the requested family is one iOS ships (``FontStandIns``), whose stand-in was
  /// chosen for its widths; otherwise it is a family the app must bundle.
  public var isIOSFamily: Bool
  /// The line metrics the stand-in measures lines with in place of its own, when they were
  /// learned for the requested family: from a document's labels
  /// (``FontLibrary/setLineMetrics(_:forUnregisteredFamily:)``) or, for a face iOS ships, from the
  /// corpus's (``IOSFontLineHeights``).
  public var learnedLineMetrics: VerticalMetrics?

  /// Creates a substitution record.
  ///
  /// - Parameters:
  ///   - requestedFamily: the family that was asked for.
  ///   - substituteFamily: the family used instead.
  ///   - isIOSFamily: whether iOS ships the requested family.
  ///   - learnedLineMetrics: the line metrics learned for the requested family, if any.
  public init(
    requestedFamily: String, substituteFamily: String, isIOSFamily: Bool = false,
    learnedLineMetrics: VerticalMetrics? = nil
  ) {
    self.requestedFamily = requestedFamily
    self.substituteFamily = substituteFamily
    self.isIOSFamily = isIOSFamily
    self.learnedLineMetrics = learnedLineMetrics
  }

  /// Whether the requested family is a name of the iOS system font itself (`SF UI Text`,
  /// ``FontStandIns/isSystemFontName(_:)``), measured as ``FontDescriptor/iOSSystemFamily``:
  /// SF Pro's own lines, untracked, nothing learned.
  public var isSystemFontName: Bool { substituteFamily == FontDescriptor.iOSSystemFamily }

  /// `font family 'Helvetica Neue' is not installed; measuring with 'DejaVu Sans'`, or for an iOS
  /// family `iOS font 'Helvetica Neue' is measured with its stand-in 'Nimbus Sans'`, or for a
  /// name of the system font `'SF Pro Text', a name of the iOS system font, is measured as the
  /// system font, untracked`.
  public var description: String {
    if isSystemFontName {
      return
        "'\(requestedFamily)', a name of the iOS system font, is measured as the system font, untracked"
    }
    return isIOSFamily
      ? "iOS font '\(requestedFamily)' is measured with its stand-in '\(substituteFamily)'"
      : "font family '\(requestedFamily)' is not installed; measuring with '\(substituteFamily)'"
  }
}
