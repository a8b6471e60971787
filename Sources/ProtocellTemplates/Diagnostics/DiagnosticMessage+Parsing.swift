// The messages of reading a template's structure (`Parsing/`), some shared with the Interface
// Builder reader: limits, the root element, misplaced and unknown elements.

import ProtocellDiagnostics

extension DiagnosticMessage {
  /// An empty `<constraint>`.
  package static var emptyConstraint: Self {
    Self(
      "empty constraint", code: .constraintSyntax,
      fixIt: "write an expression such as 'title.top == margins.top + 8'")
  }

  /// A file larger than the configured limit, named by `path` (the message is about the whole
  /// file, so it has no position to name it).
  package static func fileTooLarge(
    _ path: String, bytes: Int, limit: Int, splitting what: String
  ) -> Self {
    Self(
      "'\(path)' is \(bytes) bytes; the limit is \(limit)", code: .fileTooLarge,
      fixIt: fileSizeFixIt(splitting: what, bytes: bytes))
  }

  /// What to do with a file of `bytes` over the size limit: split `what`, or raise the limit
  /// in `.protocell.json` to the next power of two above it.
  package static func fileSizeFixIt(splitting what: String, bytes: Int) -> String {
    var limit = 1
    while limit <= bytes, limit < Int.max / 2 { limit *= 2 }
    return "split \(what), or raise the limit in the project's .protocell.json: "
      + "\"limits\": {\"maximumFileSize\": \(limit)}"
  }

  /// An `<image>` with `imageWidth` or `imageHeight` but not both.
  package static func halfImageSize(missing: String) -> Self {
    Self(
      "<image> gives one side of its image size but not '\(missing)'", code: .missingAttribute,
      fixIt: "add \(missing)=\"…\"")
  }

  /// A known element where it does not belong.
  package static func misplacedElement(_ name: String, in parent: String, allowed: [String])
    -> Self
  {
    Self(
      "<\(name)> cannot appear inside <\(parent)>", code: .misplacedElement,
      fixIt: takes(parent, allowed))
  }

  /// A second `<margins>` in a cell.
  package static var secondMargins: Self {
    Self(
      "a cell has one <margins> element; this is a second", code: .misplacedElement,
      fixIt: "merge the two <margins> elements")
  }

  /// A label's text longer than the limit.
  package static func textTooLong(characters: Int, limit: Int) -> Self {
    Self(
      "the label's text has \(characters) characters; the limit is \(limit)",
      code: .limitExceeded, fixIt: "shorten the text, or raise the limit")
  }

  /// A cell with more constraints than the limit.
  package static func tooManyConstraints(_ count: Int, limit: Int) -> Self {
    Self(
      "the cell declares \(count) constraints; the limit is \(limit)", code: .limitExceeded,
      fixIt: "split the cell, or raise the limit")
  }

  /// A cell with more views than the limit.
  package static func tooManyViews(_ count: Int, limit: Int) -> Self {
    Self(
      "the cell declares \(count) views; the limit is \(limit)", code: .limitExceeded,
      fixIt: "split the cell, or raise the limit")
  }

  /// Text where only elements belong.
  package static func unexpectedText(_ excerpt: String, in parent: String) -> Self {
    Self(
      "unexpected text '\(excerpt)' inside <\(parent)>", code: .unexpectedText,
      fixIt: "put text in a label's text attribute, and constraints in <constraint> elements")
  }

  /// An element the template language does not have; the fix-it, when no name is near, lists
  /// what the parent takes.
  package static func unknownElement(_ name: String) -> Self {
    Self("unknown element <\(name)>", code: .unknownElement)
  }

  /// A `version` other than 1.
  package static func unsupportedVersion(_ version: String) -> Self {
    Self(
      "template language version '\(version)' is not supported; this Protocell reads version 1",
      code: .invalidValue)
  }

  /// A template file whose root is not `<templates>`: a lone `<cell>` is to be wrapped, a
  /// misspelt `<templates>` respelt; any other root (an `Info.plist`, an SVG) is a file of
  /// another kind, to be left out.
  package static func wrongTemplateRoot(_ name: String) -> Self {
    if Suggestions.best(for: name, in: ["templates"]) != nil {
      return Self(
        "the root element is <\(name)>; a template file's root is <templates>",
        code: .misplacedElement, fixIt: "did you mean <templates>?")
    }
    guard name != "cell" else {
      return Self(
        "the root element is <cell>; a template file's root is <templates>",
        code: .misplacedElement,
        fixIt: "wrap the cells in <templates version=\"1\"> … </templates>")
    }
    return Self(
      "the root element is <\(name)>: this is neither a template file (whose root is "
        + "<templates>) nor an Interface Builder document (whose root is <document>)",
      code: .misplacedElement,
      fixIt: "leave the file out of the paths given")
  }

  /// What `parent` takes, as a fix-it.
  package static func takes(_ parent: String, _ allowed: [String]) -> String {
    allowed.isEmpty
      ? "<\(parent)> takes no child elements"
      : "<\(parent)> takes \(allowed.map { "<\($0)>" }.joined(separator: ", "))"
  }
}
