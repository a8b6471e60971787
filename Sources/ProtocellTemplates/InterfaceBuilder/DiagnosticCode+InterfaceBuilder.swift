import ProtocellDiagnostics

extension DiagnosticCode {
  /// A view of a custom class (`customClass="ALLabel"`), laid out as its base class: what the
  /// subclass changes (an intrinsic size, say) is not known.
  public static let customClass: Self = "custom-class"
  /// Something an Interface Builder document uses that Protocell does not model yet (a
  /// size-class variation, a control it has no size for, an autoresizing mask it cannot turn
  /// into constraints); the message names it, and the cell is laid out without it.
  public static let unsupportedFeature: Self = "unsupported-feature"
}
