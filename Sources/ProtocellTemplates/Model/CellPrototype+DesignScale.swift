extension CellPrototype {
  /// The scale of each prototype whose own scale is not `scale`, by reuse identifier: with
  /// cells designed at several scales, each is laid out at its own, so that adding a file (or a
  /// pack) never changes another's heights.
  ///
  /// A prototype's own scale is its ``designScale`` (an Interface Builder document's
  /// `<device>`'s, which a compiled pack keeps); a template's, or a document's without a known
  /// `<device>`, is `defaultScale`.
  ///
  /// - Parameters:
  ///   - prototypes: The prototypes.
  ///   - scale: The scale cells are laid out at otherwise.
  ///   - defaultScale: The scale of a prototype that has no design scale.
  /// - Returns: The prototypes laid out at another scale than `scale`, and theirs.
  public static func designScales(
    of prototypes: some Sequence<CellPrototype>, differingFrom scale: Double,
    defaultScale: Double = 2
  ) -> [String: Double] {
    var result: [String: Double] = [:]
    for prototype in prototypes {
      let own = prototype.designScale ?? defaultScale
      guard own != scale else { continue }
      result[prototype.reuseIdentifier] = own
    }
    return result
  }
}
