// The messages of loading: finding and reading template files, and reading `.protocell.json`.

import ProtocellDiagnostics
import ProtocellTemplates

extension DiagnosticMessage {
  /// The configuration disables a code that reports unreadable input.
  package static func alwaysReportedRuleDisabled(_ rule: String) -> Self {
    Self(
      "'\(rule)' reports unreadable input and cannot be disabled", code: .unknownRule,
      severity: .warning)
  }

  /// `bindings` in `.protocell.json` names a prototype no template declares.
  package static func bindingsForUnknownPrototype(_ identifier: String) -> Self {
    Self(
      "the configuration binds keys for '\(identifier)', which no template checked declares",
      code: .unknownConfigurationKey, severity: .warning,
      fixIt: "name a prototype by its reuse identifier, as 'protocell validate' lists it")
  }

  /// `bindings` in `.protocell.json` names a view the cell does not have.
  package static func bindingToUnknownView(_ view: String, key: String, cell: String) -> Self {
    Self(
      "the configuration binds '\(key)' to '\(view)', which is no view of '\(cell)'",
      code: .unknownItem)
  }

  /// `.protocell.json` does not decode: a value of the wrong type, with an example of the
  /// top-level `key` that holds it (`nil`: the file is no object).
  package static func invalidConfiguration(_ problem: String, key: String?) -> Self {
    let example =
      switch key {
      case "disabledRules": "\"disabledRules\": [\"label-without-text\"]"
      case "warningsAsErrors": "\"warningsAsErrors\": true"
      case "limits": "\"limits\": {\"maximumFileSize\": 33554432}"
      case "bindings": "\"bindings\": {\"PostCell\": {\"title\": \"postName\"}}"
      case "snapshots": "\"snapshots\": {\"widths\": [320, \"iPhone 15\"], \"locales\": [\"de\"]}"
      case "fonts": "\"fonts\": [\"App/Resources/Fonts\", \"Vendor/Brand-Bold.otf\"]"
      default: "{\"disabledRules\": [\"code\"], \"warningsAsErrors\": false}"
      }
    return Self(
      "the configuration is not valid: \(problem)", code: .invalidValue,
      fixIt: "write it as \(example)")
  }

  /// A `.protocell.json` that is not JSON: cut short, or broken where it is located.
  package static func malformedConfiguration(_ problem: String) -> Self {
    Self(
      "the configuration is not valid JSON: \(problem)", code: .invalidValue,
      fixIt: "correct the JSON here: the file is one object, such as "
        + "{\"disabledRules\": [\"code\"], \"warningsAsErrors\": false}")
  }

  /// An entry of `fonts` in `.protocell.json` that names no font file or folder of fonts.
  ///
  /// A warning: labels in the app's fonts are then measured with stand-ins, as when no font is
  /// registered, and measurement goes on.
  package static func configuredFontNotFound(_ entry: String, resolved: String) -> Self {
    Self(
      "the font file or folder '\(entry)' (\(resolved)) does not exist or holds no .ttf, .otf or .ttc file",
      code: .invalidValue, severity: .warning,
      fixIt: "give paths relative to the .protocell.json file, e.g. \"fonts\": [\"App/Fonts\"]")
  }

  /// A file larger than the configured limit, refused before it is read; an Interface Builder
  /// document is split as the importer says of one it reads (``fileTooLarge(_:bytes:limit:splitting:)``).
  package static func fileTooLargeToRead(_ path: String, bytes: Int, limit: Int) -> Self {
    let what =
      InterfaceBuilderImporter.hasDocumentExtension(path)
      ? "the document" : "the templates over several files"
    return fileTooLarge(path, bytes: bytes, limit: limit, splitting: what)
  }

  /// A limit in `.protocell.json` outside its range.
  package static func invalidLimit(_ name: String, allowed: String, written: String) -> Self {
    Self("the limit '\(name)' must be \(allowed), not \(written)", code: .invalidValue)
  }

  /// The configuration disables `limit-exceeded`.
  package static func limitRuleDisabled(_ rule: String) -> Self {
    Self(
      "'\(rule)' cannot be disabled", code: .unknownRule, severity: .warning,
      fixIt: "raise the limit in \"limits\" instead")
  }

  /// A path that names nothing.
  package static func noSuchFile(_ path: String) -> Self {
    Self("no such file or directory: '\(path)'", code: .unreadableFile, fixIt: "check the path")
  }

  /// A folder without template files.
  package static func noTemplateFiles(under path: String, extensions: [String]) -> Self {
    Self(
      "no template files (\(extensions.map { "*." + $0 }.joined(separator: ", "))) under '\(path)'",
      code: .noTemplateFiles, severity: .warning)
  }

  /// The configuration disables `no-template-files`, which is about the paths a command is
  /// given, not about a file it governs.
  package static func pathRuleDisabled(_ rule: String) -> Self {
    Self(
      "'\(rule)' is about the paths a command is given, not about a file, and cannot be disabled",
      code: .unknownRule, severity: .warning,
      fixIt: "pass --allow-no-files to let paths without templates pass")
  }

  /// A file found in a folder that is no template: its root is another format's.
  package static func skippedFile(_ path: String, root: String) -> Self {
    Self(
      "skipped '\(path)': its root element is <\(root)>, neither <templates> nor an Interface Builder document",
      code: .skippedFile, severity: .note)
  }

  /// `.protocell.json` has a key it does not define.
  package static func unknownConfigurationKey(_ key: String) -> Self {
    Self(
      "the configuration has an unknown key '\(key)'", code: .unknownConfigurationKey,
      severity: .warning)
  }

  /// `.protocell.json` binds two keys to one view.
  package static func viewBoundTwice(_ view: String, keys: [String]) -> Self {
    Self(
      "the configuration binds both '\(keys[0])' and '\(keys[1])' to '\(view)'; a view shows one key",
      code: .invalidValue)
  }

  /// `.protocell.json` names a limit that does not exist.
  package static func unknownLimit(_ name: String) -> Self {
    Self(
      "the configuration has an unknown limit '\(name)'", code: .unknownConfigurationKey,
      severity: .warning)
  }

  /// The configuration disables a code that does not exist.
  package static func unknownRule(_ rule: String) -> Self {
    Self(
      "the configuration disables unknown rule '\(rule)'", code: .unknownRule, severity: .warning)
  }
}
