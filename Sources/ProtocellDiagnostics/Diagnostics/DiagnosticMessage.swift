/// One entry of the diagnostic catalogue: a message with its code, severity and usual fix-it.
///
/// Every message Protocell reports is declared once, as a static member (or a static function,
/// when the message has parameters) of `DiagnosticMessage`, in the `DiagnosticMessage+….swift`
/// file of the stage that reports it, sorted by name. The message's ``id`` is that member's
/// name, so two diagnostics with the same ``id`` say the same thing about different places.
public struct DiagnosticMessage: Sendable, Hashable {
  /// The name of the catalogue member that declares the message, such as `unknownElement`.
  public var id: String
  /// The code of the rule the message belongs to.
  public var code: DiagnosticCode
  /// How serious it is.
  public var severity: DiagnosticSeverity
  /// What is wrong, in one sentence without a trailing period.
  public var text: String
  /// The fix in words, when one sentence fits every occurrence.
  public var fixIt: String?

  /// Creates a catalogue entry; call it only from a catalogue member, whose name becomes the ID.
  ///
  /// - Parameters:
  ///   - text: What is wrong.
  ///   - code: The rule's code.
  ///   - severity: How serious it is.
  ///   - fixIt: The fix in words, if one sentence fits every occurrence.
  ///   - id: The catalogue member's name; `#function` supplies it.
  public init(
    _ text: String, code: DiagnosticCode, severity: DiagnosticSeverity = .error,
    fixIt: String? = nil, id: String = #function
  ) {
    self.id = String(id.prefix { $0 != "(" })
    self.code = code
    self.severity = severity
    self.text = text
    self.fixIt = fixIt
  }
}

extension Diagnostic {
  /// Creates a diagnostic from a catalogue message.
  ///
  /// - Parameters:
  ///   - message: The catalogue entry.
  ///   - location: Where the problem is, or `nil` for a problem with no position.
  ///   - notes: Related places.
  ///   - fixIts: Suggested fixes; when empty, the message's own fix-it, if it has one.
  public init(
    _ message: DiagnosticMessage, at location: SourceLocation?, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    self.init(
      code: message.code, severity: message.severity, message: message.text, location: location,
      notes: notes,
      fixIts: fixIts.isEmpty ? message.fixIt.map { [FixIt(message: $0)] } ?? [] : fixIts,
      messageID: message.id)
  }

  /// Creates a diagnostic from a catalogue message about a whole file, with no position in it
  /// (the file cannot be read, is too large, is skipped).
  ///
  /// - Parameters:
  ///   - message: The catalogue entry.
  ///   - file: The file's path, as it was given.
  ///   - fixIts: Suggested fixes; when empty, the message's own fix-it, if it has one.
  public init(_ message: DiagnosticMessage, aboutWholeFile file: String, fixIts: [FixIt] = []) {
    self.init(message, at: nil, fixIts: fixIts)
    wholeFile = file
  }
}
