/// How UIKit shares a change of a superview's length among the flexible parts of a view's
/// autoresizing mask along one axis.
///
/// UIKit's documentation of `autoresizingMask`: when more than one option along an axis is
/// set, the size difference is distributed proportionally among the flexible portions. Each
/// flexible part (the start margin, the view's length, the end margin) takes the fraction of
/// the change that its length in IB's frame is of the flexible parts' total; a fixed part
/// takes none. UIKit's own constraints say the same (`minX == 0.500507 × superview.width −
/// 32.0324` for a 64-point view with both margins flexible, from a conflict's log).
struct AutoresizingShares: Equatable {
  /// The start margin's share of a change of the superview's length (0 when it is fixed).
  var start: Double
  /// The view's length's share. (The end margin takes the rest; the view's end follows from
  /// its start and length.)
  var length: Double

  /// The shares of a view's flexible parts along one axis, or `nil` when their lengths add up
  /// to nothing (or are not finite): there is no proportion to share by.
  ///
  /// - Parameters:
  ///   - origin: The view's start in IB's frame, from its superview's start (the start margin).
  ///   - length: The view's length in IB's frame.
  ///   - superLength: The superview's length in IB's frame.
  ///   - flexible: Whether the start margin, the length and the end margin are flexible.
  init?(origin: Double, length: Double, superLength: Double, flexible: (Bool, Bool, Bool)) {
    let endMargin = superLength - origin - length
    let start = flexible.0 ? origin : 0
    let size = flexible.1 ? length : 0
    let end = flexible.2 ? endMargin : 0
    let total = start + size + end
    guard total > 0, total.isFinite else { return nil }
    self.start = start / total
    self.length = size / total
  }
}
