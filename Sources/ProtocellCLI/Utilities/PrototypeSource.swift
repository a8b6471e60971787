import ArgumentParser
import Protocell

/// The prototypes a layout command works on, loaded by the library's ``PrototypeLoader`` (the
/// same "load, check, register" call a program makes), with its errors printed as the CLI does.
enum PrototypeSource {
  /// Prototypes loaded for a layout command.
  struct Loaded {
    /// Every prototype of the paths.
    var registry: PrototypeRegistry
    /// The largest `maximumLayoutWork` the templates' configurations set (the default for packs),
    /// so that whatever `protocell validate` lays out can be measured too.
    var maximumLayoutWork: Int
  }

  /// Every prototype of `paths` (templates checked as `protocell validate` checks them, and
  /// packs; `-` reads templates from standard input), with the Dynamic Type size of `contentSize`;
  /// prints diagnostics and exits on errors.
  static func load(
    _ paths: [String], color: ColorOptions, contentSize: ContentSizeOptions
  ) throws -> Loaded {
    let input: StandardInputTemplates
    do { input = try StandardInputTemplates(paths) } catch {
      throw CommandFailure.usage("\(error)")
    }
    let registry = PrototypeRegistry()
    let loader = PrototypeLoader(checker: TemplateChecker(loader: contentSize.templateLoader))
    let report = loader.load(paths: input.paths, into: registry)
    switch report.registryError {
    case nil:
      return Loaded(registry: registry, maximumLayoutWork: report.maximumLayoutWork)
    case .invalidTemplates(let diagnostics):
      let formatter = DiagnosticsFormatter(usesColors: color.usesColors(for: .standardError))
      FileOutput.standardError.write(
        input.named(formatter.format(diagnostics, sources: report.check?.sources ?? [:])))
      let readFailure = diagnostics.contains { $0.code == .unreadableFile && $0.isError }
      throw readFailure ? ExitCode.usageOrInputFailure : ExitCode.failure
    case let error?:
      throw CommandFailure.usage(input.named("\(error)"))
    }
  }

  /// A height calculator with the fonts of `fonts` over the loaded prototypes; with
  /// `fixedHeight`, every prototype's content view is held at that height
  /// (``CellPrototype/fixingHeight(_:)``), as Interface Builder's canvas lays it out.
  static func calculator(
    for loaded: Loaded, fonts: FontOptions, scale: Double, separator: Bool,
    fixedHeight: Double? = nil, maximumLineCount: Int = .max
  ) throws -> HeightCalculator {
    do {
      var prototypes: [CellPrototype] = []
      for identifier in loaded.registry.reuseIdentifiers {
        let prototype = try loaded.registry.prototype(forReuseIdentifier: identifier)
        prototypes.append(fixedHeight.map(prototype.fixingHeight) ?? prototype)
      }
      return HeightCalculator(
        prototypes: prototypes, measurer: try fonts.makeMeasurer(),
        options: LayoutOptions(
          scale: scale, includesSeparator: separator, maximumLineCount: maximumLineCount),
        maximumLayoutWork: loaded.maximumLayoutWork)
    } catch {
      throw CommandFailure.usage("\(error)")
    }
  }

  /// The prototype `identifier` names; an unknown one is a usage error (exit status 2) that
  /// suggests the nearest identifier when one is close, in every subcommand alike.
  static func prototype(_ identifier: String, in calculator: HeightCalculator) throws
    -> CellPrototype
  {
    if let prototype = calculator.prototypes[identifier] { return prototype }
    throw CommandFailure.usage(
      unknownIdentifierMessage(identifier, known: calculator.prototypes.keys.sorted()))
  }

  /// The message for an unknown identifier, with the nearest known one when it is close.
  static func unknownIdentifierMessage(_ identifier: String, known: [String]) -> String {
    let message = "no prototype has the reuse identifier '\(identifier)'"
    if let nearest = Suggestions.best(for: identifier, in: known) {
      return message + "; did you mean '\(nearest)'?"
    }
    if known.isEmpty { return message + " (no prototypes were loaded)" }
    let listed = known.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
    return message + " (known: \(listed)\(known.count > 10 ? ", …" : ""))"
  }
}

/// A failure a subcommand has already explained: `error: …` on standard error, then exit status
/// 1 (``failure``) or 2 (``usage(_:)``), with no usage text and no pointer to help.
enum CommandFailure: Error {
  /// Exit status 2: a usage error or an unreadable input.
  case usage(String)
  /// Exit status 1: the work itself failed.
  case failure(String)

  /// What is printed.
  var message: String {
    switch self {
    case .usage(let message), .failure(let message): message
    }
  }

  /// The exit code.
  var exitCode: ExitCode {
    switch self {
    case .usage: .usageOrInputFailure
    case .failure: .failure
    }
  }
}
