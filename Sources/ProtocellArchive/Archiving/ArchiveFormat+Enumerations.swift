import Cassowary
import ProtocellTemplates
import TextMeasurement

/// The stable numbers that stand for the model's enumerations in an archive.
///
/// The codes are part of the format: a case keeps its number forever, and a new case takes the
/// next free number (with a minor version bump). They are spelled out case by case, never derived
/// from `allCases`, so that reordering a Swift enumeration cannot change the format.
protocol ArchiveEnumeration: Sendable {
  /// The case's number in the archive.
  var archiveCode: UInt64 { get }
  /// The case with the given number, or `nil` if there is none.
  init?(archiveCode: UInt64)
  /// The enumeration's name, for error messages.
  static var archiveName: String { get }
}

extension SeparatorStyle: ArchiveEnumeration {
  static var archiveName: String { "SeparatorStyle" }

  var archiveCode: UInt64 {
    switch self {
    case .none: 0
    case .singleLine: 1
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .none
    case 1: self = .singleLine
    default: return nil
    }
  }
}

extension CellAccessory: ArchiveEnumeration {
  static var archiveName: String { "CellAccessory" }

  var archiveCode: UInt64 {
    switch self {
    case .none: 0
    case .disclosureIndicator: 1
    case .checkmark: 2
    case .detailButton: 3
    case .detailDisclosureButton: 4
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .none
    case 1: self = .disclosureIndicator
    case 2: self = .checkmark
    case 3: self = .detailButton
    case 4: self = .detailDisclosureButton
    default: return nil
    }
  }
}

extension CellStyle: ArchiveEnumeration {
  static var archiveName: String { "CellStyle" }

  var archiveCode: UInt64 {
    switch self {
    case .custom: 0
    case .default: 1
    case .subtitle: 2
    case .value1: 3
    case .value2: 4
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .custom
    case 1: self = .default
    case 2: self = .subtitle
    case 3: self = .value1
    case 4: self = .value2
    default: return nil
    }
  }
}

extension FontWeight: ArchiveEnumeration {
  static var archiveName: String { "FontWeight" }

  /// The named weights' codes, 0 (`ultraLight`) to 8 (`black`), as format 1 wrote them.
  private static let namedCodes: [FontWeight] = named.map(\.weight)
  /// Where codes for other weight classes start: code `numericBase + n` is weight class `n`.
  private static let numericBase: UInt64 = 16

  var archiveCode: UInt64 {
    if let index = Self.namedCodes.firstIndex(of: self) { return UInt64(index) }
    return Self.numericBase + UInt64(value)
  }

  init?(archiveCode: UInt64) {
    if archiveCode < UInt64(Self.namedCodes.count) {
      self = Self.namedCodes[Int(archiveCode)]
    } else if archiveCode > Self.numericBase, archiveCode <= Self.numericBase + 1000 {
      self.init(Int(archiveCode - Self.numericBase))
    } else {
      return nil
    }
  }
}

extension LineBreakMode: ArchiveEnumeration {
  static var archiveName: String { "LineBreakMode" }

  var archiveCode: UInt64 {
    switch self {
    case .wordWrap: 0
    case .charWrap: 1
    case .clip: 2
    case .truncateHead: 3
    case .truncateTail: 4
    case .truncateMiddle: 5
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .wordWrap
    case 1: self = .charWrap
    case 2: self = .clip
    case 3: self = .truncateHead
    case 4: self = .truncateTail
    case 5: self = .truncateMiddle
    default: return nil
    }
  }
}

extension TextAlignment: ArchiveEnumeration {
  static var archiveName: String { "TextAlignment" }

  var archiveCode: UInt64 {
    switch self {
    case .natural: 0
    case .left: 1
    case .center: 2
    case .right: 3
    case .justified: 4
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .natural
    case 1: self = .left
    case 2: self = .center
    case 3: self = .right
    case 4: self = .justified
    default: return nil
    }
  }
}

extension LayoutAxis: ArchiveEnumeration {
  static var archiveName: String { "LayoutAxis" }

  var archiveCode: UInt64 {
    switch self {
    case .horizontal: 0
    case .vertical: 1
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .horizontal
    case 1: self = .vertical
    default: return nil
    }
  }
}

extension StackAlignment: ArchiveEnumeration {
  static var archiveName: String { "StackAlignment" }

  var archiveCode: UInt64 {
    switch self {
    case .fill: 0
    case .leading: 1
    case .trailing: 2
    case .center: 3
    case .firstBaseline: 4
    case .lastBaseline: 5
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .fill
    case 1: self = .leading
    case 2: self = .trailing
    case 3: self = .center
    case 4: self = .firstBaseline
    case 5: self = .lastBaseline
    default: return nil
    }
  }
}

extension StackDistribution: ArchiveEnumeration {
  static var archiveName: String { "StackDistribution" }

  var archiveCode: UInt64 {
    switch self {
    case .fill: 0
    case .fillEqually: 1
    case .fillProportionally: 2
    case .equalSpacing: 3
    case .equalCentering: 4
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .fill
    case 1: self = .fillEqually
    case 2: self = .fillProportionally
    case 3: self = .equalSpacing
    case 4: self = .equalCentering
    default: return nil
    }
  }
}

extension Relation: ArchiveEnumeration {
  static var archiveName: String { "Relation" }

  var archiveCode: UInt64 {
    switch self {
    case .equal: 0
    case .lessThanOrEqual: 1
    case .greaterThanOrEqual: 2
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .equal
    case 1: self = .lessThanOrEqual
    case 2: self = .greaterThanOrEqual
    default: return nil
    }
  }
}

extension LayoutAttribute: ArchiveEnumeration {
  static var archiveName: String { "LayoutAttribute" }

  var archiveCode: UInt64 {
    switch self {
    case .leading: 0
    case .trailing: 1
    case .left: 2
    case .right: 3
    case .top: 4
    case .bottom: 5
    case .width: 6
    case .height: 7
    case .centerX: 8
    case .centerY: 9
    case .firstBaseline: 10
    case .lastBaseline: 11
    }
  }

  init?(archiveCode: UInt64) {
    switch archiveCode {
    case 0: self = .leading
    case 1: self = .trailing
    case 2: self = .left
    case 3: self = .right
    case 4: self = .top
    case 5: self = .bottom
    case 6: self = .width
    case 7: self = .height
    case 8: self = .centerX
    case 9: self = .centerY
    case 10: self = .firstBaseline
    case 11: self = .lastBaseline
    default: return nil
    }
  }
}
