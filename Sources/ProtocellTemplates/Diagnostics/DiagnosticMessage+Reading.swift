// The messages of reading a file as XML (`Source/`, `XML/`): unreadable files, encodings,
// entities and DTDs, libxml2's errors and limits.

import ProtocellDiagnostics

extension DiagnosticMessage {
  /// An empty file.
  package static var emptyFile: Self {
    Self(
      "the file is empty", code: .malformedXML,
      fixIt: "a template file holds one <templates> element with <cell> elements inside")
  }

  /// A document that declares an entity.
  package static func entityDeclared(_ name: String) -> Self {
    Self(
      "the document declares the entity '\(name)'; templates may not declare entities",
      code: .entityDeclaration,
      fixIt: "remove the <!DOCTYPE …> block and write the text out in full")
  }

  /// A document that names an external DTD.
  package static func externalDTD(_ identifier: String) -> Self {
    Self(
      "the document type names the external DTD '\(identifier)'; templates may not use DTDs",
      code: .entityDeclaration, fixIt: "remove the <!DOCTYPE …> line")
  }

  /// A file larger than libxml2 can take in one call, named by `path`.
  package static func fileTooLargeForXMLParser(_ path: String) -> Self {
    Self(
      "'\(path)' is too large for the XML parser, which reads files under 2 GiB",
      code: .fileTooLarge,
      fixIt: "split the templates over several files")
  }

  /// One of libxml2's own limits.
  package static func libXML2Limit(_ message: String) -> Self {
    Self(
      "libxml2's own limit: \(message)", code: .limitExceeded,
      fixIt:
        "the document nests deeper than 256 levels or holds a text or attribute value over 10 MB")
  }

  /// libxml2's message for a document that is not well-formed; the fix-it, when there is one,
  /// depends on libxml2's error code.
  package static func malformedXML(_ message: String) -> Self {
    Self(message, code: .malformedXML)
  }

  /// A document that stops before its elements close: the file was cut short.
  package static func cutShort(atLine line: Int, parserMessage: String) -> Self {
    Self(
      "the file ends at line \(line) before its elements are closed; it looks cut short "
        + "(libxml2: \(parserMessage))",
      code: .malformedXML,
      fixIt: "restore the rest of the file from version control or a backup")
  }

  /// Elements nested deeper than the limit.
  package static func nestedTooDeeply(_ element: String, depth: Int, limit: Int) -> Self {
    Self(
      "<\(element)> is nested \(depth) levels deep; the limit is \(limit)", code: .limitExceeded,
      fixIt:
        "flatten the view hierarchy (a stack or constraints instead of wrapper views), or raise the limit"
    )
  }

  /// A document without a root element.
  package static var noRootElement: Self {
    Self(
      "the document has no root element", code: .malformedXML,
      fixIt: "a template file holds one <templates> element")
  }

  /// A pack `protocell compile` wrote, given where a template is read: about the whole file,
  /// named in the message, as its binary first line is no snippet to show.
  package static func compiledPack(_ path: String) -> Self {
    Self(
      "'\(path)' is a compiled pack, not a template or an Interface Builder document",
      code: .malformedXML,
      fixIt: "list its prototypes with 'protocell inspect', measure them with 'protocell "
        + "measure', or give the templates it was compiled from")
  }

  /// A binary property list (a nib or storyboard as Xcode compiles it into an app) given where
  /// a template or an Interface Builder document is read: about the whole file.
  package static func binaryPropertyList(_ path: String) -> Self {
    Self(
      "'\(path)' is a binary property list (a nib or storyboard as Xcode compiles it into an "
        + "app), not Interface Builder's XML",
      code: .malformedXML,
      fixIt: "give the .xib or .storyboard from the project's sources, not the .nib or "
        + ".storyboardc of a built app")
  }

  /// A file with a NUL byte.
  package static var nulByte: Self {
    Self(
      "the file contains a NUL byte, which XML does not allow", code: .notUTF8,
      fixIt: "remove the NUL byte; is this a binary file?")
  }

  /// A file that could not be read; `problem` says why.
  package static func unreadableFile(_ problem: String) -> Self {
    Self(problem, code: .unreadableFile)
  }

  /// A file with a UTF-16 or UTF-32 byte order mark.
  package static var utf16Or32: Self {
    Self(
      "the file is UTF-16 or UTF-32; templates must be UTF-8", code: .notUTF8,
      fixIt: "save the file as UTF-8")
  }

  /// A file that looks like UTF-16 without a byte order mark.
  package static var utf16WithoutByteOrderMark: Self {
    Self(
      "the file looks like UTF-16 without a byte order mark; templates must be UTF-8",
      code: .notUTF8, fixIt: "save the file as UTF-8")
  }
}
