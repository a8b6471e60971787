import Foundation

/// A device named on the command line instead of a width: its portrait width in points and its
/// scale.
///
/// | Name | Width | Scale |
/// | --- | --- | --- |
/// | iPhone SE, iPhone SE (2nd generation), iPhone SE (3rd generation) | 375 | 2 |
/// | iPhone SE (1st generation) | 320 | 2 |
/// | iPhone 15, iPhone 15 Pro, iPhone 16 | 393 | 3 |
/// | iPhone 15 Plus, iPhone 15 Pro Max, iPhone 16 Plus | 430 | 3 |
/// | iPhone 16 Pro | 402 | 3 |
/// | iPhone 16 Pro Max | 440 | 3 |
/// | iPhone 16e | 390 | 3 |
///
/// "iPhone SE" is the one sold since 2020 (the 2nd and 3rd generations, 375 points), the one a
/// developer means today; the first SE (2016, 320 points, the width of the iPhone 5s) is named
/// with its generation, `iPhone SE (1st gen)` for short.
public struct SnapshotDevice: Sendable, Hashable {
  /// The name as written in the table.
  public var name: String
  /// The portrait width in points.
  public var width: Double
  /// The device scale.
  public var scale: Double

  /// Every device known by name, in the table's order.
  public static let all: [SnapshotDevice] = [
    SnapshotDevice(name: "iPhone SE", width: 375, scale: 2),
    SnapshotDevice(name: "iPhone SE (2nd generation)", width: 375, scale: 2),
    SnapshotDevice(name: "iPhone SE (3rd generation)", width: 375, scale: 2),
    SnapshotDevice(name: "iPhone SE (1st generation)", width: 320, scale: 2),
    SnapshotDevice(name: "iPhone 15", width: 393, scale: 3),
    SnapshotDevice(name: "iPhone 15 Pro", width: 393, scale: 3),
    SnapshotDevice(name: "iPhone 15 Plus", width: 430, scale: 3),
    SnapshotDevice(name: "iPhone 15 Pro Max", width: 430, scale: 3),
    SnapshotDevice(name: "iPhone 16", width: 393, scale: 3),
    SnapshotDevice(name: "iPhone 16 Plus", width: 430, scale: 3),
    SnapshotDevice(name: "iPhone 16 Pro", width: 402, scale: 3),
    SnapshotDevice(name: "iPhone 16 Pro Max", width: 440, scale: 3),
    SnapshotDevice(name: "iPhone 16e", width: 390, scale: 3),
  ]

  /// The device `name` names, ignoring case, spaces, parentheses and "gen" for "generation"
  /// (`iphone se (1st gen)`, `iPhone SE 1st gen`), or `nil`.
  public static func named(_ name: String) -> SnapshotDevice? {
    let wanted = normalized(name)
    return all.first { normalized($0.name) == wanted }
  }

  private static func normalized(_ name: String) -> String {
    name.lowercased().replacingOccurrences(of: "generation", with: "gen")
      .filter { !$0.isWhitespace && $0 != "(" && $0 != ")" }
  }
}
