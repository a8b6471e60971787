import Protocell
import ProtocellTooling

/// The work each libFuzzer target does on one input, shared by the fuzzers (FuzzTesting/) and by
/// the unit tests that replay FuzzTesting/FailCases, so that a regression input goes through the
/// same code in both.
///
/// Every entry point accepts any bytes. Errors the library reports (diagnostics, thrown
/// errors) are expected outcomes; only a broken invariant is a failure, returned as a
/// description so that the fuzzer can trap on it and a test can `#expect` it to be `nil`.
public enum FuzzHarness {
  /// Parses bytes as a template file, then validates what parsed.
  ///
  /// - Parameter bytes: The file's contents.
  /// - Returns: A description of a broken invariant, or `nil`.
  public static func parseAndValidate(_ bytes: [UInt8]) -> String? {
    let result = TemplateParser().parse(
      text: String(decoding: bytes, as: UTF8.self), path: "fuzz.xml")
    let diagnostics = TemplateValidator().validate([result.file])
    if let diagnostic = (result.diagnostics + diagnostics).first(where: { $0.message.isEmpty }) {
      return "a diagnostic [\(diagnostic.code)] has no message"
    }
    return nil
  }

  /// Imports bytes as an Interface Builder document, validates and lays out its cells, and
  /// converts them to a template: a document that imports without errors must convert to a
  /// template that parses without errors into the same number of cells.
  ///
  /// - Parameter bytes: The `.xib` or `.storyboard` file's contents.
  /// - Returns: A description of a broken invariant, or `nil`.
  public static func importInterfaceBuilder(_ bytes: [UInt8]) -> String? {
    let document = InterfaceBuilderImporter().importDocument(
      SourceFile(path: "fuzz.storyboard", bytes: bytes))
    let diagnostics = TemplateValidator().validate([document.file])
    if let diagnostic = (document.diagnostics + diagnostics).first(where: { $0.message.isEmpty }) {
      return "a diagnostic [\(diagnostic.code)] has no message"
    }
    if document.cells.count != document.file.cells.count {
      return "\(document.file.cells.count) cells but \(document.cells.count) records"
    }
    let measurer = FixedAdvanceMeasurer()
    for cell in document.file.cells {
      let layout = try? LayoutEngine(prototype: cell, measurer: measurer).layout(
        width: cell.width, options: LayoutOptions(scale: document.scale))
      if let layout, layout.height.isNaN { return "'\(cell.reuseIdentifier)' has a NaN height" }
    }
    guard !document.diagnostics.contains(where: \.isError) else { return nil }
    let template = TemplateWriter().text(of: document.file.cells)
    let parsed = TemplateParser().parse(text: template, path: "converted.xml")
    if let error = parsed.diagnostics.first(where: \.isError) {
      return "the converted template does not parse: \(error.message)"
    }
    if parsed.file.cells.count != document.file.cells.count {
      return "\(document.file.cells.count) cells converted to \(parsed.file.cells.count)"
    }
    return nil
  }

  /// Decodes bytes as a prototype archive or a pack; whatever decodes must re-encode to an
  /// archive that decodes to the same model.
  ///
  /// - Parameter bytes: The archive or pack, checksum verification off so that the fuzzer
  ///   reaches the payload.
  /// - Returns: A description of a broken invariant, or `nil`.
  public static func decodeArchive(_ bytes: [UInt8]) -> String? {
    var options = ArchiveDecodingOptions()
    options.verifiesChecksum = false
    var templates: [CellPrototype] = []
    if let prototype = try? ArchiveDecoder(options: options).decode(bytes) {
      templates.append(prototype)
    } else if let pack = try? PrototypePack(bytes: bytes, options: options) {
      for entry in pack.entries {
        if let prototype = try? pack.prototype(for: entry, options: options) {
          templates.append(prototype)
        }
      }
    }
    for prototype in templates {
      let encoded: [UInt8]
      do {
        encoded = try ArchiveEncoder().encode(prototype)
      } catch {
        continue  // too large to encode is a defined outcome
      }
      let decoded: CellPrototype
      do {
        decoded = try ArchiveDecoder().decode(encoded)
      } catch {
        return "re-encoded '\(prototype.reuseIdentifier)' does not decode: \(error)"
      }
      if decoded != prototype {
        return "re-encoded '\(prototype.reuseIdentifier)' decodes to a different model"
      }
    }
    return nil
  }

  /// Parses bytes as the text of one `<constraint>` in an otherwise valid cell, then validates it.
  ///
  /// - Parameter bytes: The constraint expression (XML-escaped by the harness).
  /// - Returns: A description of a broken invariant, or `nil`.
  public static func parseConstraint(_ bytes: [UInt8]) -> String? {
    parseAndValidate(Array(constraintTemplate(String(decoding: bytes, as: UTF8.self)).utf8))
  }

  /// Parses bytes as a template file and lays each cell out, empty and at a width read from the
  /// input's first eight bytes (any `Double`, NaN and infinities included).
  ///
  /// The invariants: no NaN height, and no negative or non-finite frame without an
  /// `invalidSize` warning naming its view.
  ///
  /// - Parameters:
  ///   - bytes: Eight bytes of width, then the file.
  ///   - measurer: How labels are measured.
  /// - Returns: A description of a broken invariant, or `nil`.
  public static func layOut(_ bytes: [UInt8], measurer: any LabelMeasuring = FixedAdvanceMeasurer())
    -> String?
  {
    let width = bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let text = String(decoding: bytes.dropFirst(8), as: UTF8.self)
    let result = TemplateParser().parse(text: text, path: "fuzz.xml")
    for cell in result.file.cells {
      let engine = LayoutEngine(prototype: cell, measurer: measurer)
      for width in [Double(bitPattern: width), cell.width] {
        guard let layout = try? engine.layout(width: width) else { continue }
        if layout.height.isNaN {
          return "'\(cell.reuseIdentifier)' at width \(width) has a NaN height"
        }
        // No negative or non-finite size leaves the engine without a diagnostic naming the view.
        let reported = Set(
          layout.warnings.compactMap { warning -> String? in
            guard case .invalidSize(let viewID, _, _, _) = warning else { return nil }
            return viewID
          })
        for (viewID, frame) in layout.frames.sorted(by: { $0.key < $1.key })
        where !(frame.width >= 0 && frame.height >= 0) && !reported.contains(viewID) {
          return
            "'\(cell.reuseIdentifier)' at width \(width): '\(viewID)' is \(frame) with no warning"
        }
      }
    }
    return nil
  }

  /// A valid one-cell template whose only constraint is `expression`.
  ///
  /// - Parameter expression: The constraint's text, unescaped.
  /// - Returns: The template's XML.
  public static func constraintTemplate(_ expression: String) -> String {
    var escaped = ""
    for character in expression.unicodeScalars {
      switch character {
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "&": escaped += "&amp;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return """
      <templates version="1">
        <cell reuseIdentifier="Fuzz" width="320">
          <label id="title" text="Hello" numberOfLines="0"/>
          <image id="photo" imageWidth="40" imageHeight="30"/>
          <constraints>
            <constraint>\(escaped)</constraint>
          </constraints>
        </cell>
      </templates>
      """
  }
}
