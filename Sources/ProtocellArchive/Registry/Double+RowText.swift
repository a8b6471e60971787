import Foundation
import ProtocellTemplates

extension Double {
  /// The text a label shows for a row's number: as written for the numbers JSON rows hold.
  ///
  /// A whole number below 10²¹ is written out in full, as JavaScript's `Number#toString`
  /// writes it (`12345678901234567` stays seventeen digits, where Swift's description writes
  /// `1.2345678901234568e+16`, which wraps differently); a fraction, and a number beyond that,
  /// take Swift's shortest description (`0.1`, `1e+21`).
  package var rowText: String {
    // Below 10¹⁵ the compact description writes whole numbers in full already.
    guard self == rounded(), abs(self) >= 1e15, abs(self) < 1e21 else { return compactDescription }
    // Every digit of the double, which holds whole numbers this large exactly.
    return String(format: "%.0f", self)
  }
}
