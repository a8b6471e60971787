extension InterfaceBuilderDocuments {
  /// The scale a command lays the documents' cells out at when it is not told one, and why.
  public struct DesignScale: Sendable, Hashable, CustomStringConvertible {
    /// The scale: 1, 2 or 3.
    public var scale: Double
    /// The documents whose `<device>` gave it (the largest when they differ).
    public var documents: [String]
    /// Whether the documents disagree (a 2× and a 3× one): the larger scale is used.
    public var isMixed: Bool

    /// `scale 3, from the <device> of Main.storyboard`.
    public var description: String {
      let names = documents.map(FilePathName.fileName(of:))
      let listed =
        names.count > 3
        ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
        : names.joined(separator: ", ")
      return "scale \(scale.compactDescription), from the <device> of \(listed)"
        + (isMixed ? " (the documents differ; the largest is used)" : "")
    }
  }

  /// The design scale of the documents: the scale of their `<device>` (a `retina4_7` document is
  /// 2×, a `retina5_9` one 3×), so that labels round to the pixel Interface Builder rounds
  /// them to (a Body label is 20.5 points in a 2× document, 20.333 in a 3× one); `nil` when
  /// no document names a `<device>` (the command's default, 2, then holds, unannounced).
  ///
  /// One command lays every cell out at one scale; when documents disagree, the largest is
  /// used: its pixel is the finest, so a 2× document's heights are off by less than a 2× pixel
  /// (pass `--scale` to choose).
  public var designScale: DesignScale? {
    guard let largest = scales.map(\.scale).max() else { return nil }
    let documents = scales.filter { $0.scale == largest }.map(\.path)
    return DesignScale(
      scale: largest, documents: documents,
      isMixed: scales.contains { $0.scale != largest })
  }
}
