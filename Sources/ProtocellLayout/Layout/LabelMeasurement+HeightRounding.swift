import ProtocellTemplates
import TextMeasurement

extension LabelMeasurement {
  /// Rounds the height up to the pixel of `scale` (already rounded up to the device's pixel,
  /// it rounds up to the same value as the text's own height would), keeping the text centred:
  /// the baselines move down by half of what the height gains, as UILabel centres its text in
  /// a taller frame.
  ///
  /// For ``CellPrototype/textHeightScale``: the whole-point heights of some Interface Builder
  /// documents' canvases.
  mutating func roundHeight(upTo scale: Double) {
    let rounded = TextMeasurer.ceil(size.height, scale: scale)
    guard rounded > size.height else { return }
    let shift = (rounded - size.height) / 2
    size.height = rounded
    firstBaseline += shift
    lastBaseline += shift
  }
}
