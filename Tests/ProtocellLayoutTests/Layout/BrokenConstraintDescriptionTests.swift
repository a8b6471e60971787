import ProtocellLayout
import Testing

/// How a broken constraint reads on a row: the constraints it conflicts with, each said once.
struct BrokenConstraintDescriptionTests {
  /// A stack's gap is a pair of inequalities (`>=` and `<=` the spacing), both in a conflict
  /// set; they read as one `'UISV-spacing'`, as UIKit's log lists the gap once.
  @Test func aConstraintInTheConflictSetTwiceIsSaidOnce() {
    let broken = BrokenConstraint(
      constraint: .generated("s: 'UISV-canvas-connection' icon"),
      conflicts: [
        .generated("s: 'UISV-spacing'"), .generated("icon.height >= 0"),
        .generated("s: 'UISV-spacing'"),
      ])
    #expect(
      broken.description
        == "broke s: 'UISV-canvas-connection' icon (conflicts with s: 'UISV-spacing'; icon.height >= 0)"
    )
  }
}
