internal import CLibXML2
import ProtocellDiagnostics

/// Reads a template file's bytes into an ``XMLElement`` tree with libxml2.
///
/// This is the only place in Protocell that talks to libxml2. The parser is hardened: no network,
/// no DTD loading, no entity substitution, and a document that declares an entity or names an
/// external DTD is refused before any entity could be expanded or anything loaded (billion
/// laughs, external entities). XInclude is never processed. Elements nesting deeper than the
/// caller's maximum stop the parser at once. libxml2's own limits stay on as a backstop (nesting depth 256, text nodes and attribute values
/// of 10 MB); hitting one is reported as `limit-exceeded` too.
enum XMLDocumentReader {
  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()

  /// Parses a whole file.
  ///
  /// White-space-only text that ends at markup and does not follow text (indentation between
  /// elements) is left out of the tree, except in the elements named in `blankTextElements`;
  /// text with anything but spaces, tabs and line breaks is always kept.
  ///
  /// - Parameters:
  ///   - source: The file.
  ///   - blankTextElements: The elements whose white-space-only text matters.
  ///   - maximumDepth: How deep elements may nest, the root being at depth 1.
  ///   - body: Reads the root element while libxml2's tree is alive; neither the element nor
  ///     anything reached from it may escape.
  /// - Returns: what `body` returned, or why the file is not usable XML.
  static func read<Value>(
    _ source: SourceFile, keepingBlankTextIn blankTextElements: [String] = [],
    nestingAtMost maximumDepth: Int = Int(Int32.max), _ body: (XMLElement) -> Value
  ) -> Result<Value, XMLParseFailure> {
    guard !source.bytes.isEmpty else {
      return .failure(
        XMLParseFailure(message: .emptyFile, location: source.location(ofByteOffset: 0)))
    }
    if let failure = checkEncoding(of: source) { return .failure(failure) }
    guard source.bytes.count < Int(Int32.max) else {
      return .failure(
        XMLParseFailure(
          message: .fileTooLargeForXMLParser(source.path), location: nil, wholeFile: source.path))
    }
    _ = initialized
    var outcome = ProtocellParseOutcome()
    let names: [UnsafeMutablePointer<CChar>?] = blankTextElements.map { strdup($0) } + [nil]
    defer { for name in names { free(name) } }
    let tree = XMLTree()
    let isParsed = source.bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        names.withUnsafeBufferPointer { names in
          names.withMemoryRebound(to: UnsafePointer<CChar>?.self) { names in
            protocell_parse_memory(
              characters.baseAddress, Int32(characters.count), source.path, names.baseAddress,
              Int32(clamping: maximumDepth), &tree.storage, &outcome) != 0
          }
        }
      }
    }
    guard isParsed else {
      return .failure(failure(from: &outcome, in: source, maximumDepth: maximumDepth))
    }
    guard let root = tree.root else {
      return .failure(
        XMLParseFailure(message: .noRootElement, location: source.location(ofByteOffset: 0)))
    }
    return .success(
      source.bytes.withUnsafeBufferPointer { bytes in
        let converter = TreeConverter(tree: tree, bytes: bytes)
        return withExtendedLifetime(converter) { body(converter.element(at: root)) }
      })
  }

  // MARK: - Failures

  private static func checkEncoding(of source: SourceFile) -> XMLParseFailure? {
    let bytes = source.bytes
    // A pack or archive `protocell compile` wrote (magic `PCPK` or `PCPR`), named as a template.
    if bytes.count >= 16, bytes.starts(with: Array("PCP".utf8)),
      bytes[3] == 0x4B || bytes[3] == 0x52
    {
      // About the whole file: its first line is binary, no snippet to show (a review).
      return XMLParseFailure(
        message: .compiledPack(source.path), location: nil, wholeFile: source.path)
    }
    // A nib or storyboard Xcode compiled into an app (a binary property list), given where its
    // source goes: about the whole file, as its first line is binary.
    if bytes.starts(with: Array("bplist".utf8)) {
      return XMLParseFailure(
        message: .binaryPropertyList(source.path), location: nil, wholeFile: source.path)
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
      || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      return XMLParseFailure(message: .utf16Or32, location: source.location(ofByteOffset: 0))
    }
    let firstNUL = bytes.withUnsafeBytes { buffer -> Int? in
      guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else {
        return nil
      }
      return base.distance(to: UnsafeRawPointer(found))
    }
    if let nul = firstNUL {
      // UTF-16 text without a byte order mark has every other byte 0 ("\0<\0?" or "<\0?\0");
      // a binary file's NULs fall anywhere.
      let looksWide =
        bytes.count >= 4
        && ((bytes[0] == 0 && bytes[1] != 0 && bytes[2] == 0 && bytes[3] != 0)
          || (bytes[0] != 0 && bytes[1] == 0 && bytes[2] != 0 && bytes[3] == 0))
      return XMLParseFailure(
        message: looksWide ? .utf16WithoutByteOrderMark : .nulByte,
        location: source.location(ofByteOffset: nul))
    }
    return nil
  }

  private static func failure(
    from outcome: inout ProtocellParseOutcome, in source: SourceFile, maximumDepth: Int
  ) -> XMLParseFailure {
    if outcome.hasExcessiveDepth != 0 {
      let start = source.bytes.withUnsafeBufferPointer {
        StartTagScanner(bytes: $0).startOfTag(endingAt: outcome.excessiveDepthOffset)
      }
      let name = withUnsafeBytes(of: &outcome.excessiveDepthElement) { string(fromCBuffer: $0) }
      return XMLParseFailure(
        message: .nestedTooDeeply(name, depth: maximumDepth + 1, limit: maximumDepth),
        location: source.location(ofByteOffset: start))
    }
    if outcome.hasExternalSubset != 0 {
      let identifier = withUnsafeBytes(of: &outcome.externalSubsetIdentifier) {
        string(fromCBuffer: $0)
      }
      return XMLParseFailure(
        message: .externalDTD(identifier), location: source.location(ofByteOffset: 0))
    }
    if outcome.hasEntityDeclaration != 0 {
      let name = withUnsafeBytes(of: &outcome.entityName) { string(fromCBuffer: $0) }
      return XMLParseFailure(
        message: .entityDeclared(name),
        location: source.location(ofByteOffset: outcome.entityDeclarationOffset))
    }
    var message = withUnsafeBytes(of: &outcome.errorMessage) { string(fromCBuffer: $0) }
    while message.last?.isWhitespace == true { message.removeLast() }
    let location: SourceLocation? =
      outcome.errorLine > 0
      ? SourceLocation(
        file: source.path, line: Int(outcome.errorLine), column: max(1, Int(outcome.errorColumn)))
      : nil
    if isResourceLimit(message.lowercased()) {
      return XMLParseFailure(message: .libXML2Limit(message), location: location)
    }
    if message.isEmpty { message = "the document is not well-formed XML" }
    // Rows of data given where templates go (`validate rows.jsonl`): said in words, with where
    // rows go, as a pack loader says it; libxml2 says "Start tag expected, '<' not found".
    if let first = JSONStart.index(in: source.bytes) {
      return XMLParseFailure(
        message: .malformedXML(
          "the file starts as JSON does ('\(Character(Unicode.Scalar(source.bytes[first])))'), "
            + "not as XML: it is no template or Interface Builder document"),
        location: source.location(ofByteOffset: first),
        fixIt: "rows of data are given to measure, preview and snapshot with --data "
          + "(protocell measure TEMPLATES --data \(source.path))")
    }
    // libxml2's "Input is not proper UTF-8, indicate encoding !\nBytes: 0xE9 0x22 …": one
    // line, and what to do, whatever encoding the declaration names.
    if message.lowercased().hasPrefix("input is not proper utf-8") {
      let bytes =
        message.split(separator: "Bytes:", maxSplits: 1).dropFirst().first
        .map { " (bytes \($0.split(whereSeparator: \.isWhitespace).joined(separator: " ")))" }
        ?? ""
      return XMLParseFailure(
        message: .malformedXML("the file is not UTF-8 text here\(bytes)"), location: location,
        fixIt: "Protocell reads UTF-8 only: save the file as UTF-8, whatever encoding its XML "
          + "declaration names")
    }
    message = message.split(whereSeparator: \.isNewline).joined(separator: "; ")
    // libxml2's "PCDATA invalid Char value 27" (a control character XML does not allow): which
    // character, in words.
    if let value = Self.invalidCharacterValue(in: message) {
      let hex = String(value, radix: 16, uppercase: true)
      message =
        "the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) "
        + "is not allowed in XML"
      return XMLParseFailure(
        message: .malformedXML(message), location: location,
        fixIt: "remove the character, or write it as a character reference if the text needs it")
    }
    // A sentence continues lower-case, an acronym ("PCDATA", "CData") keeps its capitals.
    if let first = message.first, !(message.dropFirst().first?.isUppercase ?? false) {
      message = first.lowercased() + message.dropFirst()
    }
    if let location, Int(outcome.errorCode) != Int(XML_ERR_TAG_NAME_MISMATCH.rawValue),
      let end = endOfContent(in: source), location >= end
    {
      // Shown just past the last character, on the line that holds it.
      var past = end
      past.column += 1
      return XMLParseFailure(
        message: .cutShort(atLine: end.line, parserMessage: message), location: min(location, past))
    }
    return XMLParseFailure(
      message: .malformedXML(message), location: location,
      fixIt: fixIt(forLibXML2Code: Int(outcome.errorCode)))
  }

  /// The value libxml2 names in "… invalid Char value N" (a character XML 1.0 does not allow),
  /// or `nil` for another message.
  static func invalidCharacterValue(in message: String) -> Int? {
    guard let range = message.firstRange(of: "invalid Char value ") else { return nil }
    return Int(message[range.upperBound...].prefix(while: \.isNumber))
  }

  /// Where the file's last character that is not white space is.
  ///
  /// libxml2 reports a document that stops before its elements close (a file cut short by a
  /// failed copy or a merge) there or past it. An end tag that does not match its start is the
  /// one error that can sit at the end of a whole file; the caller leaves it out.
  private static func endOfContent(in source: SourceFile) -> SourceLocation? {
    guard
      let last = source.bytes.lastIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
    else { return nil }
    return source.location(ofByteOffset: last)
  }

  /// Whether libxml2 stopped at one of its own size or depth limits.
  ///
  /// `message` is lowercased. libxml2's codes for these limits vary between versions and are
  /// shared with other errors (`XML_ERR_INTERNAL_ERROR` for depth,
  /// `XML_ERR_ATTRIBUTE_NOT_FINISHED` for a long value in 2.9), so the messages tell them apart.
  private static func isResourceLimit(_ message: String) -> Bool {
    message.hasPrefix("excessive depth") || message.contains("length too long")
      || message.contains("huge text node") || message.contains("huge input lookup")
      || message.contains("resource limit")
  }

  private static func fixIt(forLibXML2Code code: Int) -> String? {
    switch code {
    case Int(XML_ERR_DOCUMENT_EMPTY.rawValue):
      "a template file holds one <templates> element with <cell> elements inside"
    case Int(XML_ERR_INVALID_CHAR.rawValue), Int(XML_ERR_INVALID_ENCODING.rawValue):
      "save the file as UTF-8 and remove control characters"
    case Int(XML_ERR_LT_IN_ATTRIBUTE.rawValue):
      "write '<' as '&lt;' (or use ≤ in constraints)"
    case Int(XML_ERR_UNDECLARED_ENTITY.rawValue):
      "only &lt; &gt; &amp; &quot; &apos; and character references (&#x2264;) are available"
    case Int(XML_ERR_NAME_REQUIRED.rawValue), Int(XML_ERR_LTSLASH_REQUIRED.rawValue),
      Int(XML_ERR_TAG_NAME_MISMATCH.rawValue), Int(XML_ERR_TAG_NOT_FINISHED.rawValue):
      "check that every element is closed, and that '<' in text is written '&lt;'"
    case Int(XML_ERR_INTERNAL_ERROR.rawValue):
      "the document nests too deeply or is too large; simplify it"
    default: nil
    }
  }

  private static func string(fromCBuffer buffer: UnsafeRawBufferPointer) -> String {
    let bytes = buffer.prefix { $0 != 0 }
    return String(decoding: bytes, as: UTF8.self)
  }
}
