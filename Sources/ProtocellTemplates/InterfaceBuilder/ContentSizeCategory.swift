/// The text size a person picks in iOS's settings, which sizes every Dynamic Type text style.
///
/// The cases are UIKit's `UIContentSizeCategory` values, from ``extraSmall`` to
/// ``accessibilityExtraExtraExtraLarge``; the default is ``large``. Each also has the short name
/// Apple's Human Interface Guidelines give it (`xSmall` … `xxxLarge`, `AX1` … `AX5`), which
/// ``init(name:)`` accepts too.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable {
  /// xSmall.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// xLarge.
  case extraLarge
  /// xxLarge.
  case extraExtraLarge
  /// xxxLarge, the largest size without Larger Accessibility Sizes.
  case extraExtraExtraLarge
  /// AX1, the first of the larger accessibility sizes.
  case accessibilityMedium
  /// AX2.
  case accessibilityLarge
  /// AX3.
  case accessibilityExtraLarge
  /// AX4.
  case accessibilityExtraExtraLarge
  /// AX5, the largest.
  case accessibilityExtraExtraExtraLarge

  /// The name the Human Interface Guidelines' tables use: `xSmall`, `Large`, `AX1`, ….
  public var shortName: String {
    switch self {
    case .extraSmall: "xSmall"
    case .small: "Small"
    case .medium: "Medium"
    case .large: "Large"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }

  /// Whether the category is one of the larger accessibility sizes (AX1 to AX5).
  public var isAccessibilityCategory: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
      true
    default:
      false
    }
  }

  /// The category a name names: UIKit's (`extraSmall`, `accessibilityMedium`) or the short one
  /// (`xSmall`, `AX1`), in any case; `nil` for any other name.
  public init?(name: String) {
    let lowercased = name.lowercased()
    guard
      let category = Self.allCases.first(where: {
        $0.rawValue.lowercased() == lowercased || $0.shortName.lowercased() == lowercased
      })
    else { return nil }
    self = category
  }

  /// The position of the category in ``allCases``: 0 for ``extraSmall``, 11 for
  /// ``accessibilityExtraExtraExtraLarge``.
  var index: Int {
    Self.allCases.firstIndex(of: self) ?? 3
  }
}
