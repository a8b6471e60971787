import ProtocellTemplates

/// Where Auto Layout puts a label's baselines: offsets its text has at the label's own
/// (intrinsic) height, the first from the top edge and the last from the bottom edge.
///
/// At its intrinsic height a label's baselines lie below its centred text
/// (``LabelMeasurement/firstBaseline``). Given another height by its constraints (stretched by
/// a row's margins, squeezed by a neighbour), UILabel still draws the text centred, but the
/// baselines that constraints align keep their offsets from the edges they belong to: the
/// first baseline its distance from the top, the last its distance from the bottom (as
/// `UIView`'s `firstBaselineAnchor` and `lastBaselineAnchor` are offsets from those edges).
/// Interface Builder's frames show it (`UIKitLayoutRules.md`, "Baseline alignment"): of the
/// corpora's one-line system-font labels aligned on a baseline with a label a point or more
/// taller or shorter than its text, every `firstBaseline` pair that tells the rules apart
/// (7, Esri's samples) hangs from the top and every `baseline` pair but one (12, in 7
/// repositories) from the bottom; centred text would put either 0.5 to 20 points elsewhere.
enum LabelBaselines {
  /// The first baseline's offset from the top and the last's from the bottom (negative), for
  /// a label measured as `measurement`.
  static func offsets(of measurement: borrowing LabelMeasurement) -> (first: Double, last: Double) {
    (measurement.firstBaseline, measurement.lastBaseline - measurement.size.height)
  }
}
