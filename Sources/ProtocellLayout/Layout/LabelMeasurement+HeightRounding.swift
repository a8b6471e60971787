import ProtocellTemplates
import TextMeasurement

extension LabelMeasurement {
  /// Rounds the height up to the pixel of `scale` (already rounded up to the device's pixel,
  /// it rounds up to the same value as the text's own height would); the gain goes below the
  /// text, and the baselines keep their offsets from the top, as Interface Builder's frames
  /// place them (`UIKitLayoutRules.md`, Yep's baseline-aligned labels of two sizes).
  ///
  /// For ``CellPrototype/textHeightScale``: the whole-point heights of some Interface Builder
  /// documents' canvases.
  mutating func roundHeight(upTo scale: Double) {
    let rounded = TextMeasurer.ceil(size.height, scale: scale)
    guard rounded > size.height else { return }
    size.height = rounded
  }
}
