/// A model of the iOS system font's glyph widths, fitted to the frames Interface Builder recorded,
/// for measuring SF Pro's text where Apple's font files cannot be used.
///
/// An open stand-in face (``textStandIn`` below 20 points, ``displayStandIn`` from 20, where
/// UIKit switches from SF Pro Text to SF Pro Display) gives each glyph its advance, which the
/// model turns into SF Pro's: the advance times the weight's scale at that optical size, plus
/// SF Pro's tracking for the point size (Apple's published table, ``tracking(atSize:)``), the
/// optical size's tracking offset and the point size's own (``sizeTracking``, fitted where
/// Apple's table and the recorded frames part), plus a correction for characters the data pins
/// down. The
/// stand-in's kerning is kept. The model is applied once, when a face is loaded for a size
/// and weight (``advanceAdjustment(size:weight:)``): measuring costs nothing more than with the
/// stand-in alone.
///
/// ``fitted`` is the model `Scripts/fit-system-font-widths` fits on the tuning half of the
/// Interface Builder corpus; `Documentation/SystemFontWidths.md` describes the method.
public struct SystemFontWidthModel: Hashable, Sendable {
  /// The scales and tracking offset of one optical size (SF Pro Text or SF Pro Display).
  public struct OpticalSize: Hashable, Sendable {
    /// The factor each weight's stand-in advances are multiplied by, by weight value
    /// (400 regular, 700 bold); weights not listed take regular's.
    public var scales: [Int: Double]
    /// Ems added to every glyph on top of SF Pro's tracking for the size.
    public var trackingOffset: Double

    /// Creates an optical size's parameters.
    ///
    /// - Parameters:
    ///   - scales: the factor for each weight value; regular's (400) stands for the others.
    ///   - trackingOffset: ems added to every glyph's advance.
    public init(scales: [Int: Double], trackingOffset: Double) {
      self.scales = scales
      self.trackingOffset = trackingOffset
    }

    /// The scale of `weight`: its own if fitted, else regular's, else 1.
    public func scale(for weight: FontWeight) -> Double {
      scales[weight.value] ?? scales[FontWeight.regular.value] ?? 1
    }
  }

  /// The stand-in family below 20 points (for SF Pro Text).
  public var textStandIn: String
  /// The stand-in family from 20 points (for SF Pro Display).
  public var displayStandIn: String
  /// The parameters below 20 points.
  public var text: OpticalSize
  /// The parameters from 20 points.
  public var display: OpticalSize
  /// Ems added to the advance of the glyph each character maps to, at every size and weight.
  public var corrections: [Unicode.Scalar: Double]
  /// Ems added to every glyph's advance at whole point sizes, beside Apple's tracking: linear
  /// between consecutive sizes, the smallest's value below it and the largest's above; a size
  /// between listed ones that is not listed counts as 0.
  public var sizeTracking: [Int: Double]
  /// The factor the fallback face's CJK ideographs are multiplied by
  /// (``fittedIdeographScale`` unless given).
  public var ideographScale: Double

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - textStandIn: the stand-in family below 20 points.
  ///   - displayStandIn: the stand-in family from 20 points.
  ///   - text: the parameters below 20 points.
  ///   - display: the parameters from 20 points.
  ///   - corrections: ems added to each listed character's glyph.
  ///   - sizeTracking: ems added to every glyph at whole point sizes (see ``sizeTracking``).
  ///   - ideographScale: the factor of the CJK ideographs a fallback face draws.
  public init(
    textStandIn: String, displayStandIn: String, text: OpticalSize, display: OpticalSize,
    corrections: [Unicode.Scalar: Double], sizeTracking: [Int: Double] = [:],
    ideographScale: Double = Self.fittedIdeographScale
  ) {
    self.textStandIn = textStandIn
    self.displayStandIn = displayStandIn
    self.text = text
    self.display = display
    self.corrections = corrections
    self.sizeTracking = sizeTracking
    self.ideographScale = ideographScale
  }

  /// The size from which SF Pro Display replaces SF Pro Text: 20 points.
  public static let displaySize = 20.0

  /// The stand-in family at `size` points.
  public func standInFamily(forSize size: Double) -> String {
    size < Self.displaySize ? textStandIn : displayStandIn
  }

  /// The change to the stand-in's advances at a size and weight.
  ///
  /// - Parameters:
  ///   - size: the point size.
  ///   - weight: the weight asked for.
  /// - Returns: the scale, the tracking in ems (SF Pro's for the size plus the optical size's
  ///   and the size's offsets) and the per-character corrections.
  public func advanceAdjustment(size: Double, weight: FontWeight) -> AdvanceAdjustment {
    advanceAdjustment(size: size, weight: weight, isTracked: true)
  }

  /// The change to the stand-in's advances at a size and weight, with SF Pro's tracking for
  /// the size (Apple's table, ``tracking(atSize:)``) or without it; the fitted offsets stay,
  /// as they belong to the stand-in's fit.
  ///
  /// UIKit tracks the system font by its size; a label that names the font's own family
  /// (`SF UI Text`, ``FontStandIns/isSystemFontName(_:)``) is drawn untracked, its advances the
  /// font's own: IB recorded argent-ios's eleven 14-point `SF UI Text` labels (the tuning
  /// halves) 1 to 4 points wider than the tracked widths, about 0.15 points a character, the
  /// size's tracking; untracked, 10 of them have IB's width and one is a point off.
  ///
  /// - Parameters:
  ///   - size: the point size.
  ///   - weight: the weight asked for.
  ///   - isTracked: whether the size's tracking is applied, as UIKit applies it to the system
  ///     font.
  /// - Returns: the scale, the tracking in ems and the per-character corrections.
  public func advanceAdjustment(size: Double, weight: FontWeight, isTracked: Bool)
    -> AdvanceAdjustment
  {
    let optical = size < Self.displaySize ? text : display
    let tracking = isTracked ? Self.tracking(atSize: size) / 1000 : 0
    return AdvanceAdjustment(
      scale: optical.scale(for: weight),
      tracking: tracking + optical.trackingOffset + sizeTrackingOffset(atSize: size),
      corrections: corrections, ideographScale: ideographScale)
  }

  /// The fitted tracking offset at `size` points, in ems (``sizeTracking``).
  public func sizeTrackingOffset(atSize size: Double) -> Double {
    guard let smallest = sizeTracking.keys.min(), let largest = sizeTracking.keys.max() else {
      return 0
    }
    let clamped = min(max(size, Double(smallest)), Double(largest))
    let low = clamped.rounded(.down)
    let fraction = clamped - low
    let below = sizeTracking[Int(low)] ?? 0
    guard fraction > 0 else { return below }
    return below * (1 - fraction) + (sizeTracking[Int(low) + 1] ?? 0) * fraction
  }
}
