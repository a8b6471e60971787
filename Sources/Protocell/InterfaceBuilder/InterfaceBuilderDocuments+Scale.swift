extension InterfaceBuilderDocuments {
  /// The scale a command lays the documents' cells out at when it is not told one, and why.
  public struct DesignScale: Sendable, Hashable, CustomStringConvertible {
    /// The scale: 1, 2 or 3.
    public var scale: Double
    /// The documents whose `<device>` gave it (those of the largest when they differ).
    public var documents: [String]
    /// Whether the documents disagree (a 2× and a 3× one): each keeps its own.
    public var isMixed: Bool

    /// Creates a design scale.
    public init(scale: Double, documents: [String], isMixed: Bool) {
      self.scale = scale
      self.documents = documents
      self.isMixed = isMixed
    }

    /// `scale 3, from the <device> of Main.storyboard`; when the documents disagree, `scale 3
    /// for the cells of Main.storyboard, from its <device>; the other documents' cells at
    /// their own <device>'s scale`, which does not read as one scale for every cell.
    public var description: String {
      let names = documents.map(FilePathName.fileName(of:))
      let listed =
        names.count > 3
        ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
        : names.joined(separator: ", ")
      let scale = scale.compactDescription
      guard isMixed else { return "scale \(scale), from the <device> of \(listed)" }
      return
        "scale \(scale) for the cells of \(listed), from \(names.count == 1 ? "its" : "their") "
        + "<device>; the other documents' cells at their own <device>'s scale"
    }
  }

  /// The design scale of the documents: the scale of their `<device>` (a `retina4_7` document is
  /// 2×, a `retina5_9` one 3×), so that labels round to the pixel Interface Builder rounds
  /// them to (a Body label is 20.5 points in a 2× document, 20.333 in a 3× one); `nil` when
  /// no document names a `<device>` (the command's default, 2, then holds, unannounced).
  ///
  /// When documents disagree, this is the largest (the scale numbers are printed on: its pixel
  /// is the finest); `measure` and `preview` lay each document's cells out at its own scale, so
  /// that adding a file to the command line never changes another file's heights (pass
  /// `--scale` to choose one for all).
  public var designScale: DesignScale? {
    guard let largest = scales.map(\.scale).max() else { return nil }
    let documents = scales.filter { $0.scale == largest }.map(\.path)
    return DesignScale(
      scale: largest, documents: documents,
      isMixed: scales.contains { $0.scale != largest })
  }
}
