import Foundation
import Protocell
import Testing
import _ProtocellTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every hostile input of issue 7, written to a real file and checked through the public API
/// (``TemplateChecker`` and ``TemplateLoader``): each gives one exact diagnostic, and each test
/// finishing is the proof of bounded time and memory (the inputs would otherwise expand to
/// gigabytes, load files from disk or the network, or block forever).
@Suite(.serialized)
struct HostileInputTests {
  /// The diagnostics of checking `bytes` written to `name` in a fresh folder, without
  /// configuration files; `body` gets the file's path.
  private func check(
    _ bytes: [UInt8], named name: String = "hostile.xml", limits: TemplateLimits = .default,
    _ body: (String, [Diagnostic]) throws -> Void
  ) throws {
    try TemporaryFolder.with(prefix: "protocell-hostile") { folder in
      let path = folder + "/" + name
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      let checker = TemplateChecker(
        loader: TemplateLoader(parser: TemplateParser(limits: limits)),
        usesConfigurationFiles: false)
      try body(path, checker.check(paths: [path]).diagnostics)
    }
  }

  private func check(
    _ text: String, limits: TemplateLimits = .default, _ body: (String, [Diagnostic]) throws -> Void
  ) throws {
    try check(Array(text.utf8), limits: limits, body)
  }

  // MARK: - Entities

  @Test func billionLaughsIsRefusedAtItsFirstEntityDeclaration() throws {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE templates [\n<!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    text += "]>\n<templates><cell reuseIdentifier=\"&lol9;\"/></templates>\n"
    try check(text) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.entityDeclaration])
      #expect(
        diagnostics.map(\.message) == [
          "the document declares the entity 'lol'; templates may not declare entities"
        ])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 3, column: 19))
    }
  }

  @Test func quadraticBlowUpIsRefusedBeforeAnyReference() throws {
    // One 100 kB entity referenced 10,000 times: a gigabyte once expanded.
    let big = String(repeating: "a", count: 100_000)
    let text =
      "<!DOCTYPE templates [<!ENTITY a \"\(big)\">]>\n<templates><cell reuseIdentifier=\""
      + String(repeating: "&a;", count: 10_000) + "\"/></templates>"
    try check(text) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.entityDeclaration])
      #expect(
        diagnostics.map(\.message) == [
          "the document declares the entity 'a'; templates may not declare entities"
        ])
      #expect(diagnostics.first?.location?.line == 1)
    }
  }

  @Test(arguments: ["file:///etc/passwd", "http://127.0.0.1:9/secret.txt"])
  func externalEntitiesAreRefusedUnloaded(target: String) throws {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE templates [ <!ENTITY secret SYSTEM "\(target)"> ]>
      <templates><cell reuseIdentifier="A"><label id="l" text="&secret;"/></cell></templates>
      """
    try check(text) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.entityDeclaration])
      #expect(
        diagnostics.map(\.message) == [
          "the document declares the entity 'secret'; templates may not declare entities"
        ])
      #expect(diagnostics.first?.location?.line == 2)
    }
  }

  @Test(arguments: ["file:///etc/passwd", "http://127.0.0.1:9/templates.dtd"])
  func externalDocumentTypeIsRefusedUnloaded(target: String) throws {
    // Without the refusal, libxml2 would accept the undefined '&root;' as possibly defined in
    // the external DTD (which it does not load) and drop it silently.
    let text = """
      <!DOCTYPE templates SYSTEM "\(target)">
      <templates><cell reuseIdentifier="A"><label id="l" text="x&root;"/></cell></templates>
      """
    try check(text) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.entityDeclaration])
      #expect(
        diagnostics.map(\.message) == [
          "the document type names the external DTD '\(target)'; templates may not use DTDs"
        ])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 1))
    }
  }

  @Test func xincludeIsAnUnknownElementAndNothingIsIncluded() throws {
    let text = """
      <templates xmlns:xi="http://www.w3.org/2001/XInclude">
        <cell reuseIdentifier="A">
          <label id="l" text="x"/>
          <xi:include href="file:///etc/passwd" parse="text"/>
        </cell>
      </templates>
      """
    try check(text) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.unknownElement])
      #expect(diagnostics.map(\.message) == ["unknown element <xi:include>"])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 4, column: 5))
    }
  }

  // MARK: - Size and depth

  @Test func nesting100000LevelsDeepStopsAtTheDepthLimit() throws {
    let depth = 100_000
    let text =
      "<templates><cell reuseIdentifier=\"A\">" + String(repeating: "<view id=\"v\">", count: depth)
      + String(repeating: "</view>", count: depth) + "</cell></templates>"
    try check(text) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.limitExceeded])
      #expect(diagnostics.map(\.message) == ["<view> is nested 65 levels deep; the limit is 64"])
      // <templates> and <cell> take 37 bytes; the 63rd <view> (depth 65) starts after 62 more.
      #expect(
        diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 38 + 62 * 13))
    }
  }

  @Test func nestingPastLibXML2sOwnLimitIsALimitToo() throws {
    let depth = 100_000
    let text =
      String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
    try check(text, limits: TemplateLimits(maximumNestingDepth: 100_000)) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.limitExceeded])
      #expect(
        diagnostics.map(\.message) == [
          "libxml2's own limit: Excessive depth in document: 256 use XML_PARSE_HUGE option"
        ])
      #expect(diagnostics.first?.location?.line == 1)
    }
  }

  /// A template whose one attribute is `count` bytes long.
  private func templateWithAttribute(ofLength count: Int) -> [UInt8] {
    Array("<templates><cell reuseIdentifier=\"".utf8)
      + [UInt8](repeating: UInt8(ascii: "a"), count: count)
      + Array("\"/></templates>".utf8)
  }

  @Test func hundredMegabyteAttributeIsRefusedBySize() throws {
    let bytes = templateWithAttribute(ofLength: 100 << 20)
    try check(bytes) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.fileTooLarge])
      #expect(
        diagnostics.map(\.message) == ["'\(path)' is \(bytes.count) bytes; the limit is 16777216"])
    }
  }

  @Test func hundredMegabyteAttributeMeetsLibXML2sLimitWhenTheSizeLimitAllowsIt() throws {
    let bytes = templateWithAttribute(ofLength: 100 << 20)
    try check(bytes, limits: TemplateLimits(maximumFileSize: 200 << 20)) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.limitExceeded])
      #expect(diagnostics.map(\.message) == ["libxml2's own limit: AttValue length too long"])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 34))
    }
  }

  @Test func oversizedFileIsJudgedByItsSizeAloneAndNeverRead() throws {
    // A sparse 64 GiB file: reading it would need more memory than the machine has, so the
    // test finishing shows the size came from `stat`.
    try TemporaryFolder.with(prefix: "protocell-hostile") { folder in
      let path = folder + "/huge.xml"
      let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
      try #require(descriptor >= 0)
      let size: off_t = 64 << 30
      try #require(ftruncate(descriptor, size) == 0)
      close(descriptor)
      let result = TemplateLoader().load(file: path)
      #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
      #expect(
        result.diagnostics.map(\.message) == ["'\(path)' is \(size) bytes; the limit is 16777216"])
      #expect(result.files.isEmpty)
    }
  }

  // MARK: - Encodings and non-XML

  @Test func invalidUTF8IsMalformedWhereItStands() throws {
    try check(Array("<templates>\n  ".utf8) + [0xC3, 0x28] + Array("</templates>".utf8)) {
      path, diagnostics in
      #expect(diagnostics.map(\.code) == [.malformedXML])
      #expect(diagnostics.first?.location?.line == 2)
    }
  }

  @Test func utf16WithAByteOrderMarkIsRefused() throws {
    let bytes: [UInt8] =
      [0xFF, 0xFE] + "<templates/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    try check(bytes) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.notUTF8])
      #expect(
        diagnostics.map(\.message) == ["the file is UTF-16 or UTF-32; templates must be UTF-8"])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 1))
    }
  }

  @Test(arguments: [true, false])
  func utf16WithoutAByteOrderMarkIsRefused(bigEndian: Bool) throws {
    let bytes: [UInt8] = "<templates/>".utf16.flatMap {
      bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
    }
    try check(bytes) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.notUTF8])
      #expect(
        diagnostics.map(\.message) == [
          "the file looks like UTF-16 without a byte order mark; templates must be UTF-8"
        ])
    }
  }

  @Test func nulByteIsRefusedWhereItStands() throws {
    try check(Array("<templates>\n<cell>\0</cell></templates>".utf8)) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.notUTF8])
      #expect(
        diagnostics.map(\.message) == ["the file contains a NUL byte, which XML does not allow"])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 2, column: 7))
    }
  }

  /// A binary file that starts with NUL bytes (no UTF-16 pattern of every other byte 0) is
  /// said to hold a NUL byte, "is this a binary file?", not to look like UTF-16 (a review).
  @Test func aBinaryFileIsNotTakenForUTF16() throws {
    try check([0, 0, 0, 1, 0x42, 0x55]) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.notUTF8])
      #expect(
        diagnostics.map(\.message) == ["the file contains a NUL byte, which XML does not allow"])
    }
  }

  /// A nib or storyboard Xcode compiled into an app, a binary property list, is named as one,
  /// with where the source is (a review: libxml2's "start tag expected" and advice to restore
  /// the file from version control).
  @Test func aCompiledNibIsNamedAsOne() throws {
    try check(Array("bplist00".utf8) + [0xD4, 0x01, 0x02, 0x00]) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.malformedXML])
      #expect(
        diagnostics.map(\.message) == [
          "'\(path)' is a binary property list (a nib or storyboard as Xcode compiles it into an app), not Interface Builder's XML"
        ])
      #expect(
        diagnostics.first?.fixIts.map(\.message) == [
          "give the .xib or .storyboard from the project's sources, not the .nib or .storyboardc of a built app"
        ])
      #expect(diagnostics.first?.location == nil)
    }
  }

  @Test func fileThatIsNotXMLIsMalformed() throws {
    try check("templates: []\n") { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.malformedXML])
      #expect(diagnostics.map(\.message) == ["start tag expected, '<' not found"])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 1))
    }
  }

  /// A file that starts as JSON does (after white space) is rows given where templates go: it
  /// is said so, at its first character, with where rows go, not as libxml2's "start tag
  /// expected".
  @Test func jsonGivenAsATemplateIsToldWhereRowsGo() throws {
    try check("\n  [{\"templates\": []}]\n") { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.malformedXML])
      #expect(
        diagnostics.map(\.message) == [
          "the file starts as JSON does ('['), not as XML: it is no template or Interface "
            + "Builder document"
        ])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 2, column: 3))
      #expect(
        diagnostics.first?.fixIts.map(\.message) == [
          "rows of data are given to measure, preview and snapshot with --data (protocell "
            + "measure TEMPLATES --data \(path))"
        ])
    }
  }

  @Test func emptyFileIsMalformed() throws {
    try check([UInt8]()) { path, diagnostics in
      #expect(diagnostics.map(\.code) == [.malformedXML])
      #expect(diagnostics.map(\.message) == ["the file is empty"])
      #expect(diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 1))
    }
  }

  // MARK: - Things that are not readable files

  @Test func directoryPassedAsAFileIsUnreadable() throws {
    try TemporaryFolder.with(prefix: "protocell-hostile") { folder in
      let path = folder + "/cells.xml"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      let result = TemplateLoader().load(file: path)
      #expect(result.diagnostics.map(\.code) == [.unreadableFile])
      #expect(result.diagnostics.map(\.message) == ["cannot read '\(path)': it is a folder"])
      #expect(result.hasReadFailure)
    }
  }

  @Test func subfolderNamedLikeATemplateIsSearchedNotRead() throws {
    try TemporaryFolder.with(prefix: "protocell-hostile") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/x.xml/inner", withIntermediateDirectories: true)
      try #"<templates><cell reuseIdentifier="A"><label id="l" text="x"/></cell></templates>"#
        .write(toFile: folder + "/x.xml/inner/a.xml", atomically: false, encoding: .utf8)
      let report = TemplateChecker(usesConfigurationFiles: false).check(paths: [folder])
      #expect(report.diagnostics.isEmpty)
      #expect(report.files.map(\.path) == [folder + "/x.xml/inner/a.xml"])
    }
  }

  @Test func namedPipeWithoutAWriterIsRefusedWithoutWaiting() throws {
    try TemporaryFolder.with(prefix: "protocell-hostile") { folder in
      let path = folder + "/pipe.xml"
      try #require(mkfifo(path, 0o644) == 0)
      let report = TemplateChecker(usesConfigurationFiles: false).check(paths: [path])
      #expect(report.diagnostics.map(\.code) == [.unreadableFile])
      #expect(report.diagnostics.map(\.message) == ["cannot read '\(path)': it is a named pipe"])
      #expect(report.hasReadFailure)
      // In a searched folder too.
      let searched = TemplateChecker(usesConfigurationFiles: false).check(paths: [folder])
      #expect(searched.diagnostics.map(\.message) == ["cannot read '\(path)': it is a named pipe"])
    }
  }

  @Test func endlessDeviceIsRefusedWithoutReading() {
    let report = TemplateChecker(usesConfigurationFiles: false).check(paths: ["/dev/zero"])
    #expect(report.diagnostics.map(\.message) == ["cannot read '/dev/zero': it is a device"])
    #expect(report.hasReadFailure)
  }

  @Test(.enabled(if: geteuid() != 0, "root reads a file whatever its permissions"))
  func fileWithoutReadPermissionIsUnreadable() throws {
    try check("<templates/>") { path, _ in
      try #require(chmod(path, 0) == 0)
      let result = TemplateLoader().load(file: path)
      #expect(result.diagnostics.map(\.message) == ["cannot read '\(path)': permission denied"])
    }
  }

  #if os(Linux)
    @Test func fileWhoseReadFailsIsUnreadable() {
      // A regular file even root cannot read: this process's memory at address 0 (EIO).
      let result = TemplateLoader().load(file: "/proc/self/mem")
      #expect(result.diagnostics.map(\.code) == [.unreadableFile])
      #expect(
        result.diagnostics.map(\.message) == ["cannot read '/proc/self/mem': input/output error"])
      #expect(result.hasReadFailure)
    }
  #endif
}
