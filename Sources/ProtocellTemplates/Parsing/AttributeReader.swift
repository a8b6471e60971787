import Cassowary
import ProtocellDiagnostics

/// Reads and checks the attributes of one element, reporting what is missing, unknown or malformed.
///
/// Each accessor returns `nil` (after recording a diagnostic) when the value is absent or invalid,
/// so the caller falls back to the default and parsing goes on to find further problems.
struct AttributeReader {
  let element: XMLElement
  /// The element's attributes, made from the tree once: a template element's are all read.
  let attributes: [XMLAttribute]
  /// Turns the element's offsets into locations.
  let locator: SourceLocator
  private(set) var diagnostics: [Diagnostic] = []
  /// Bit *n* set when a name is *n* UTF-8 bytes long (63: or more): most names asked for are
  /// absent, and this tells most of them so without comparing a string.
  private let nameLengths: UInt64

  /// Creates a reader and reports every attribute the schema does not give the element.
  init(element: XMLElement, locator: SourceLocator) {
    self.element = element
    self.locator = locator
    attributes = element.attributes
    nameLengths = attributes.reduce(0) { $0 | Self.lengthBit(of: $1.name) }
    guard !attributes.isEmpty else { return }
    let known = TemplateSchema.attributeNames(of: element.name)
    for attribute in attributes where known?.contains(attribute.name) != true {
      reportUnknown(attribute, known: TemplateSchema.attributes[element.name] ?? [])
    }
  }

  private mutating func reportUnknown(_ attribute: XMLAttribute, known: [String]) {
    var notes: [DiagnosticNote] = []
    let owners = TemplateSchema.elements(declaring: attribute.name)
    if !owners.isEmpty {
      notes.append(.attributeBelongs(attribute.name, to: owners))
    }
    let location = locator.location(ofByteOffset: attribute.nameOffset)
    let fixIts = Suggestions.fixIts(
      for: attribute.name, in: known, at: location,
      otherwise:
        "<\(element.name)> takes: \(known.isEmpty ? "no attributes" : known.joined(separator: ", "))"
    )
    diagnostics.append(
      Diagnostic(
        .unknownAttribute(attribute.name, on: element.name), at: location, notes: notes,
        fixIts: fixIts))
  }

  // MARK: - Locations

  /// Where each present attribute's value starts, by name.
  var valueLocations: AttributeLocations {
    var result = AttributeLocations()
    for attribute in attributes { result[attribute.name] = valueLocation(of: attribute) }
    return result
  }

  /// The location of an attribute's value, or of the element when it is absent.
  func location(of name: String) -> SourceLocation {
    attribute(named: name).map(valueLocation(of:)) ?? elementLocation
  }

  /// Where the element's start tag begins.
  var elementLocation: SourceLocation { locator.location(ofByteOffset: element.offset) }

  /// Where an attribute's value starts.
  func valueLocation(of attribute: XMLAttribute) -> SourceLocation {
    locator.location(ofByteOffset: attribute.valueOffset)
  }

  /// The attribute with the given name, if present (as ``XMLElement/attribute(named:)``).
  private func attribute(named name: String) -> XMLAttribute? {
    // Comparing lengths first skips most non-matching names without a string comparison.
    guard nameLengths & Self.lengthBit(of: name) != 0 else { return nil }
    let length = name.utf8.count
    return attributes.first { $0.name.utf8.count == length && $0.name == name }
  }

  /// The bit of ``nameLengths`` for a name's length.
  private static func lengthBit(of name: String) -> UInt64 {
    1 << UInt64(min(name.utf8.count, 63))
  }

  // MARK: - Values

  /// The raw value of an attribute, if present.
  func string(_ name: String) -> String? {
    attribute(named: name)?.value
  }

  /// A required string attribute; reports `code` when it is missing or blank.
  mutating func requiredString(_ name: String, code: DiagnosticCode = .missingAttribute) -> String?
  {
    guard let attribute = attribute(named: name) else {
      diagnostics.append(
        Diagnostic(.missingAttribute(name, of: element.name, code: code), at: elementLocation))
      return nil
    }
    let trimmed = attribute.value.trimmingSpaces
    guard !trimmed.isEmpty else {
      diagnostics.append(
        Diagnostic(
          .emptyAttribute(name, of: element.name, code: code), at: valueLocation(of: attribute)))
      return nil
    }
    return trimmed
  }

  /// A finite number, optionally restricted to a range.
  mutating func number(_ name: String, in range: ClosedRange<Double>? = nil) -> Double? {
    guard let attribute = attribute(named: name) else { return nil }
    switch NumberSyntax.parse(attribute.value) {
    case .success(let value):
      if let range, !range.contains(value) {
        diagnostics.append(
          Diagnostic(
            .numberOutOfRange(name, written: attribute.value.trimmingSpaces, range: range),
            at: valueLocation(of: attribute)))
        return nil
      }
      return value
    case .failure(let problem):
      diagnostics.append(
        Diagnostic(
          .malformedNumber(name, problem: problem.description, written: attribute.value),
          at: valueLocation(of: attribute)))
      return nil
    }
  }

  /// A whole number, optionally restricted to a range.
  mutating func integer(_ name: String, in range: ClosedRange<Double>? = nil) -> Int? {
    guard let value = number(name, in: range) else { return nil }
    guard value == value.rounded(), abs(value) < 1e9 else {
      diagnostics.append(
        Diagnostic(
          .fractionalNumber(name, value), at: location(of: name),
          fixIts: [
            .replacing(
              "use \(Int(value.rounded(.down)))", with: String(Int(value.rounded(.down))),
              at: location(of: name), length: attribute(named: name)?.value.count ?? 0)
          ]))
      return nil
    }
    return Int(value)
  }

  /// A priority, 1...1000.
  mutating func priority(_ name: String) -> Priority? {
    // The names constraints take (`required`, `high`, `low`, `fittingSize`, …) work here too.
    guard let attribute = attribute(named: name) else { return nil }
    if let named = ConstraintExpressionParser.priorityNames[attribute.value.trimmingSpaces] {
      return named
    }
    guard let value = number(name) else { return nil }
    guard Priority.validRange.contains(Float(value)) else {
      diagnostics.append(
        Diagnostic(.priorityAttributeOutOfRange(name, value), at: location(of: name)))
      return nil
    }
    return Priority(Float(value))
  }

  /// `true` or `false`.
  mutating func boolean(_ name: String) -> Bool? {
    guard let attribute = attribute(named: name) else { return nil }
    switch attribute.value.trimmingSpaces {
    case "true": return true
    case "false": return false
    default:
      diagnostics.append(
        Diagnostic(
          .invalidBoolean(name, written: attribute.value), at: valueLocation(of: attribute),
          fixIts: Suggestions.fixIts(
            for: attribute.value, in: ["true", "false"], at: valueLocation(of: attribute),
            otherwise: "write true or false")))
      return nil
    }
  }

  /// One of an enumeration's raw values.
  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ name: String, of type: Value.Type
  ) -> Value? where Value.RawValue == String {
    // The table of choices is made only for an attribute that is there.
    guard attribute(named: name) != nil else { return nil }
    return choice(name, among: Value.allCases.map { (name: $0.rawValue, value: $0) })
  }

  /// One of a set of named values, spelt exactly; anything else is reported with the names.
  mutating func choice<Value>(_ name: String, among choices: [(name: String, value: Value)])
    -> Value?
  {
    guard let attribute = attribute(named: name) else { return nil }
    let text = attribute.value.trimmingSpaces
    if let match = choices.first(where: { $0.name == text }) { return match.value }
    let allowed = choices.map(\.name)
    diagnostics.append(
      Diagnostic(
        .invalidChoice(text, for: name, allowed: allowed), at: valueLocation(of: attribute),
        fixIts: Suggestions.fixIts(for: text, in: allowed, at: valueLocation(of: attribute))))
    return nil
  }

  /// Insets: four finite numbers separated by white space, top, leading, bottom, trailing, each
  /// within `range`.
  mutating func insets(_ name: String, in range: ClosedRange<Double>) -> EdgeInsets? {
    guard let attribute = attribute(named: name) else { return nil }
    let parts = attribute.value.split(whereSeparator: { $0.isWhitespace })
    var values: [Double] = []
    for part in parts {
      guard case .success(let value) = NumberSyntax.parse(String(part)), range.contains(value)
      else { break }
      values.append(value)
    }
    guard parts.count == 4, values.count == 4 else {
      diagnostics.append(
        Diagnostic(
          .malformedInsets(name, written: attribute.value, range: range),
          at: valueLocation(of: attribute)))
      return nil
    }
    return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }

  /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name.
  mutating func color(_ name: String) -> Color? {
    guard let attribute = attribute(named: name) else { return nil }
    let text = attribute.value.trimmingSpaces
    if let color = Color(parsing: text) { return color }
    diagnostics.append(
      Diagnostic(
        .invalidColor(text), at: valueLocation(of: attribute),
        fixIts: Suggestions.fixIts(
          for: text, in: Color.named.keys.sorted(), at: valueLocation(of: attribute),
          otherwise: "write #RRGGBB, #RRGGBBAA or a name such as white")))
    return nil
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  package var trimmingSpaces: String {
    // Fast paths for ASCII ends: nothing to trim, or nothing but ASCII white space.
    let utf8 = self.utf8
    guard let firstByte = utf8.first, let lastByte = utf8.last else { return "" }
    if firstByte < 0x80, lastByte < 0x80, !firstByte.isASCIIWhitespace, !lastByte.isASCIIWhitespace
    {
      return self
    }
    if utf8.allSatisfy(\.isASCIIWhitespace) { return "" }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension UInt8 {
  /// Whether the byte is ASCII white space as Unicode defines it: space, tab, and the line and
  /// page breaks U+000A to U+000D.
  var isASCIIWhitespace: Bool { self == 0x20 || self &- 0x09 <= 0x0D - 0x09 }
}
