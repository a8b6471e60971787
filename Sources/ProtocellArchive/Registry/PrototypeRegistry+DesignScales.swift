import ProtocellTemplates

extension PrototypeRegistry {
  /// The scale of each registered prototype whose design scale is not `scale`, by reuse
  /// identifier (``CellPrototype/designScales(of:differingFrom:defaultScale:)``): a pack's
  /// cells keep the scale of the documents they were compiled from.
  ///
  /// - Parameters:
  ///   - scale: The scale cells are laid out at otherwise.
  ///   - defaultScale: The scale of a prototype that has no design scale.
  /// - Returns: The prototypes laid out at another scale than `scale`, and theirs.
  /// - Throws: ``RegistryError/malformedArchive(_:source:)`` when a prototype of a pack is corrupt.
  public func designScales(
    differingFrom scale: Double, defaultScale: Double = 2
  ) throws(RegistryError) -> [String: Double] {
    var prototypes: [CellPrototype] = []
    for identifier in reuseIdentifiers {
      prototypes.append(try prototype(forReuseIdentifier: identifier))
    }
    return CellPrototype.designScales(
      of: prototypes, differingFrom: scale, defaultScale: defaultScale)
  }
}
