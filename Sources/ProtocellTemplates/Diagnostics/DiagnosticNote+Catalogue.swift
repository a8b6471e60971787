// The notes the parser and the structural rules attach, declared once as the messages are, sorted
// by name. The layout checks' notes are in `ProtocellLayout`'s `DiagnosticNote+Layout.swift`.

import ProtocellDiagnostics

extension DiagnosticNote {
  /// Where an attribute misplaced on one element belongs.
  package static func attributeBelongs(_ attribute: String, to elements: [String]) -> Self {
    let list = elements.map { "<\($0)>" }.joined(separator: ", ")
    return Self(message: "'\(attribute)' is an attribute of \(list)", location: nil)
  }

  /// Where a view of another cell is declared.
  package static func declared(_ name: String, location: SourceLocation?) -> Self {
    Self(message: "'\(name)' is declared here", location: location)
  }

  /// Where a duplicated name is first declared.
  package static func firstDeclared(_ name: String, location: SourceLocation?) -> Self {
    Self(message: "'\(name)' is first declared here", location: location)
  }

  /// Where a duplicated constraint id is first used.
  package static func firstUsed(_ id: String, location: SourceLocation?) -> Self {
    Self(message: "'\(id)' is first used here", location: location)
  }
}
