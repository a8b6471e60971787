import TextMeasurement

/// A font's PostScript name (`Thonburi-Bold`, `HelveticaNeue-LightItalic`) read as the
/// Interface Builder importer reads a label's `fontDescription` name: a family, then a face.
package enum PostScriptName {
  /// The family part of `name` and the weight and slant its suffix implies
  /// (`Thonburi-Bold`: `Thonburi`, bold, upright), or `nil` when it has no `-` suffix.
  package static func face(of name: String) -> (family: String, weight: FontWeight, isItalic: Bool)?
  {
    guard let dash = name.lastIndex(of: "-"), dash != name.startIndex,
      name.index(after: dash) != name.endIndex
    else { return nil }
    return (
      String(name[..<dash]), InterfaceBuilderTextStyle.weight(ofPostScriptName: name),
      InterfaceBuilderTextStyle.isItalic(postScriptName: name)
    )
  }
}
