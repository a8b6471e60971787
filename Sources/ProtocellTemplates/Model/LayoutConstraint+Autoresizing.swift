extension LayoutConstraint {
  /// The identifier of the constraints the Interface Builder importer makes from a view's
  /// autoresizing mask (a view that translates it into constraints, as UIKit does), which the
  /// document does not hold as `<constraint>` elements.
  public static let autoresizingMaskIdentifier = "IB-autoresizing-mask"

  /// Whether UIKit makes this constraint from a view's autoresizing mask rather than the
  /// document declaring it (``autoresizingMaskIdentifier``).
  public var isFromAutoresizingMask: Bool { identifier == Self.autoresizingMaskIdentifier }
}
