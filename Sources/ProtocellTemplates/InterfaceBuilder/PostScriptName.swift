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

  /// The family a PostScript name belongs to, where nothing but the name says it (an
  /// attributed text's `NSFont` attribute).
  ///
  /// A PostScript name is its family's name without spaces, then the face after a `-`; the
  /// faces Monotype made for Apple end their family part in `MT` or `PSMT` (`ArialMT`,
  /// `Arial-BoldMT`, `CourierNewPSMT`, `TimesNewRomanPSMT`). An iOS family is given as Apple's
  /// list writes it (``FontStandIns/iOSFamilyName(_:)``: `HelveticaNeue-Bold` is Helvetica
  /// Neue, `CourierNewPSMT` Courier New), any other as the part before the face
  /// (`Poppins-Regular` is Poppins), the name the app's own font files are registered by.
  package static func family(of name: String) -> String {
    let base = face(of: name)?.family ?? name
    for suffix in ["PSMT", "MT", "PS", ""] where base.hasSuffix(suffix) {
      let stripped = String(base.dropLast(suffix.count))
      if !stripped.isEmpty, let family = FontStandIns.iOSFamilyName(stripped) { return family }
    }
    return base
  }
}
