import ArgumentParser
import Protocell

/// The prototypes a layout command works on, loaded by the library's ``PrototypeLoader`` (the
/// same "load, check, register" call a program makes), with its errors printed as the CLI does.
enum PrototypeSource {
  /// Prototypes loaded for a layout command.
  struct Loaded {
    /// Every prototype of the paths that UIKit could instantiate.
    var registry: PrototypeRegistry
    /// The largest `maximumLayoutWork` the templates' configurations set (the default for packs),
    /// so that whatever `protocell validate` lays out can be measured too.
    var maximumLayoutWork: Int
    /// The prototypes left out for errors in their own structure, with those errors.
    var skipped: [SkippedPrototype] = []
    /// The templates' sources, to print a skipped prototype's errors with their lines.
    var sources: [String: SourceFile] = [:]
    /// The errors that leave prototypes out, or whole files (a file that is not well-formed).
    var blockingErrors: [Diagnostic] = []
    /// How many errors the templates have, those the layout goes past included.
    var errorCount = 0
    /// What the Interface Builder documents among the paths recorded, as the parser kept it.
    var documents = InterfaceBuilderDocuments(files: [])
    /// The template files read, as parsed (missing fonts learn their line heights from them).
    var files: [TemplateFile] = []
    /// The paths read.
    var paths: [String] = []
    /// The paths whose `.protocell.json` may list the app's fonts: ``paths``, or none with
    /// `--no-config`.
    var configurationPaths: [String] = []
    /// Whether the prototypes are laid out as Interface Builder's canvas draws them (no row
    /// data), rather than as UIKit lays them out at run time.
    var isCanvas = false
    /// Standard input's templates, if `-` was among the paths: messages call their file
    /// `<stdin>`.
    var standardInput: StandardInputTemplates?

    /// Why the prototype `identifier` was left out, with its own errors, if it was.
    func leftOutMessage(forPrototype identifier: String) -> String? {
      guard let skipped = skipped.first(where: { $0.reuseIdentifier == identifier }) else {
        return nil
      }
      // A key several cells declare leaves every copy out, each counted as a cell lost.
      let count = declarations(of: identifier)
      let copies = count > 1 ? " (\(count) cells declare it, and none is measured)" : ""
      return "prototype '\(identifier)' cannot be laid out: it has errors in its own "
        + "structure\(copies)\n"
        + DiagnosticsFormatter(usesColors: false).format(skipped.errors, sources: sources)
    }
  }

  /// Every prototype of `paths` that UIKit could instantiate (templates checked as `protocell
  /// validate` checks them, and packs; `-` reads templates from standard input), with the
  /// Dynamic Type size of `contentSize`; with `canvas` (no row data), Interface Builder views
  /// take their design-time placeholder sizes, as IB's canvas lays them out.
  ///
  /// Errors UIKit recovers from (a broken or ambiguous layout, an undetermined height, a
  /// missing font, a shared reuse identifier) do not stop a prototype: one note on standard
  /// error counts them and points at `protocell validate`, a warning with `quiet` (which
  /// silences notes, never that a document has errors), nothing when `reportsErrors` is false
  /// (a load again of the same paths). A prototype with errors in its own structure is left out
  /// (see ``prototype(_:in:loaded:)``); an unreadable input exits.
  static func load(
    _ paths: [String], color: ColorOptions, contentSize: ContentSizeOptions, quiet: Bool = false,
    reportsErrors: Bool = true, canvas: Bool = false, usesConfigurationFiles: Bool = true
  ) throws -> Loaded {
    let input = try StandardInputTemplates.reading(paths)
    let registry = PrototypeRegistry()
    // The layout rules are `validate`'s: a layout command lays each cell out itself, and what
    // the rules would find never stops it (the recovering policy), so the solvers and fonts are
    // built once, for the rows.
    let loader = PrototypeLoader(
      checker: TemplateChecker(
        loader: contentSize.templateLoader(canvas: canvas),
        usesConfigurationFiles: usesConfigurationFiles),
      checksLayout: false)
    let report = loader.load(paths: input.paths, into: registry)
    let diagnostics = report.diagnostics
    // A template file found that cannot be read is left out, as one that is no XML is.
    let readFailures = diagnostics.filter(\.stopsTheLoad)
    if !readFailures.isEmpty {
      // Only what could not be read: the other files' findings are `validate`'s to say, and
      // nothing is measured.
      let formatter = DiagnosticsFormatter(usesColors: color.usesColors(for: .standardError))
      FileOutput.standardError.write(
        input.named(formatter.format(readFailures, sources: report.check?.sources ?? [:])))
      throw ExitCode.usageOrInputFailure
    }
    if case .invalidTemplates(let diagnostics)? = report.registryError {
      // The errors that stop the load (a `.protocell.json` that is no JSON); the documents'
      // warnings are `validate`'s to say, not a layout command's (the fresh20 review: a
      // trailing comma printed every warning of every document before its one error).
      let errors = diagnostics.filter(\.isError)
      let formatter = DiagnosticsFormatter(usesColors: color.usesColors(for: .standardError))
      FileOutput.standardError.write(
        input.named(
          formatter.format(
            errors.isEmpty ? diagnostics : errors, sources: report.check?.sources ?? [:])))
      throw ExitCode.failure
    }
    if case .malformedArchive(let error, let source)? = report.registryError {
      throw MalformedPack.failure(error, named: input.named("\(source)"))
    }
    if let error = report.registryError { throw CommandFailure.usage(input.named("\(error)")) }
    try requireFiles(
      report, registry: registry, color: color, paths: input.paths, naming: input.named)
    let errors = diagnostics.filter(\.isError)
    // Nothing was left to lay out: the errors that stopped every file are the answer, in full.
    if registry.reuseIdentifiers.isEmpty, report.skipped.isEmpty,
      errors.contains(where: { !PrototypeLoader.recoverableCodes.contains($0.code) })
    {
      let formatter = DiagnosticsFormatter(usesColors: color.usesColors(for: .standardError))
      FileOutput.standardError.write(
        input.named(formatter.format(diagnostics, sources: report.check?.sources ?? [:])))
      throw CommandFailure.failure(
        "nothing to lay out: the errors above stop every file's prototypes")
    }
    // A `fonts` entry of `.protocell.json` that names no font: `validate` lists it among its
    // findings, and here the app's labels would be measured with stand-ins without a word.
    let configurationPaths = usesConfigurationFiles ? input.paths : []
    let missingFonts = ConfigurationFile.configuredFonts(forInputsAt: configurationPaths).missing
    if !missingFonts.isEmpty, reportsErrors {
      let formatter = DiagnosticsFormatter(usesColors: color.usesColors(for: .standardError))
      FileOutput.standardError.write(formatter.format(missingFonts, sources: [:]))
    }
    if !errors.isEmpty, reportsErrors {
      FileOutput.standardError.write(
        (quiet ? "warning: " : "note: ")
          + errorNote(
            errors,
            skipped: report.skipped.reduce(0) {
              $0 + declarations(of: $1.reuseIdentifier, in: report.check?.files ?? [])
            }, input: input, paths: paths))
    }
    return Loaded(
      registry: registry, maximumLayoutWork: report.maximumLayoutWork, skipped: report.skipped,
      sources: report.check?.sources ?? [:],
      blockingErrors: diagnostics.filter {
        $0.isError && !PrototypeLoader.recoverableCodes.contains($0.code)
      },
      errorCount: errors.count,
      documents: InterfaceBuilderDocuments(files: report.check?.files ?? []),
      files: report.check?.files ?? [], paths: input.paths,
      configurationPaths: configurationPaths, isCanvas: canvas,
      standardInput: input)
  }

  /// Refuses a load that read no template and registered no prototype.
  ///
  /// A folder without templates, or with only other formats' XML, gives exit status 2 after
  /// what else the loader said, instead of an empty table or gallery: one error names the
  /// `paths`, in place of the loader's warning for each folder that holds nothing. A compiled
  /// pack among the paths is something to lay out.
  static func requireFiles(
    _ report: PrototypeLoadReport, registry: PrototypeRegistry, color: ColorOptions,
    paths: [String], naming: (String) -> String = { $0 }
  ) throws {
    guard report.check?.files.isEmpty ?? true, registry.reuseIdentifiers.isEmpty,
      !report.diagnostics.isEmpty
    else { return }
    let others = report.diagnostics.filter { $0.code != .noTemplateFiles }
    if !others.isEmpty {
      let formatter = DiagnosticsFormatter(usesColors: color.usesColors(for: .standardError))
      FileOutput.standardError.write(
        naming(formatter.format(others, sources: report.check?.sources ?? [:])))
    }
    // A file that was found but is no usable template (too large, not UTF-8…): its error is
    // the answer, as `validate`'s exit 1, not a path to check; when no file could be read at
    // all (a named pipe), the input failed, as `validate`'s exit 2.
    let errors = others.filter(\.isError)
    if !errors.isEmpty {
      let message = "nothing to lay out: the errors above stop every file's prototypes"
      throw errors.allSatisfy { $0.code == .unreadableFile }
        ? CommandFailure.usage(message) : CommandFailure.failure(message)
    }
    let named = quotedAlternatives((paths.isEmpty ? ["Templates"] : paths).map(naming))
    throw CommandFailure.usage(
      "nothing to lay out: no template (.xml) or Interface Builder (.xib, .storyboard) file "
        + "under \(named); check the path")
  }

  /// The note on the errors a layout command goes on past, without its `note: ` or `warning: `.
  ///
  /// It counts them and names the files that hold them and the `validate` command that shows
  /// them: `1 error in Feed.xib (see: protocell validate Feed.xib); 1 prototype left out
  /// for errors in its own structure; the others laid out all the same: a conflict or an
  /// ambiguity as UIKit resolves it, what cannot be read left out`. The command names
  /// the files with errors when there are at most three and every error has a file, else the
  /// paths the command was given (`paths`), each quoted for the shell when it needs to be.
  private static func errorNote(
    _ errors: [Diagnostic], skipped: Int, input: StandardInputTemplates, paths: [String]
  ) -> String {
    var files: [String] = []
    for file in errors.compactMap({ $0.file.map(input.named) }) where !files.contains(file) {
      files.append(file)
    }
    let named =
      files.prefix(3).joined(separator: ", ")
      + (files.count > 3 ? " and \(files.count - 3) more" : "")
    let inFiles = files.isEmpty ? "" : " in " + named
    let everyErrorPlaced = errors.allSatisfy { $0.file != nil }
    let checked =
      (1...3).contains(files.count) && everyErrorPlaced
      ? files.map { $0 == ByteInput.standardInputName ? "-" : $0 } : paths
    let command = (["protocell validate"] + checked.map(shellWord)).joined(separator: " ")
    // What happened to the prototypes: the errors' own constraints or views are left out (a
    // constant that is not a number), the rest laid out as UIKit lays out a cell it logs about.
    let how =
      "laid out all the same: a conflict or an ambiguity as UIKit resolves it, what "
      + "cannot be read left out"
    let laidOut =
      skipped == 0
      ? "every prototype \(how)"
      : "\(ProtocellCommand.Validate.plural(skipped, "prototype")) left out for errors in "
        + (skipped == 1 ? "its" : "their") + " own structure; the others \(how)"
    return
      "\(ProtocellCommand.Validate.plural(errors.count, "error"))\(inFiles) (see: \(command)); "
      + "\(laidOut)\n"
  }

  /// `word` as a POSIX shell reads it back: as it is when it holds only characters no shell
  /// treats specially, else in single quotes (`'My Cells/Feed.xib'`, a quote as `'\''`).
  static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "-_./@%+=:,".unicodeScalars.contains($0)
    }
    if plain, !word.isEmpty { return word }
    let parts = word.split(separator: "'", omittingEmptySubsequences: false)
    return "'" + parts.joined(separator: "'\\''") + "'"
  }

  /// A height calculator with the fonts of `fonts` over the loaded prototypes.
  ///
  /// With `fixedHeight`, every prototype's content view is held at that height
  /// (``CellPrototype/fixingHeight(_:prevails:location:)``), as Interface Builder's canvas lays it out, and with
  /// `widthIsContentView` as well the width rows give is the content view's (the size IB
  /// records), so an accessory takes no more room from it; each prototype passes through
  /// `transform` (given its key) first, if there is one. `draws`: the layouts are drawn, so
  /// squeezed labels get the lines UILabel draws (``LayoutOptions/laysOutDrawnLines``).
  static func calculator(
    for loaded: Loaded, fonts: FontOptions, scale: Double, separator: Bool,
    fixedHeight: Double? = nil, widthIsContentView: Bool = false, maximumLineCount: Int = .max,
    ownScales: Bool = false, draws: Bool = false,
    transform: ((CellPrototype, String) throws -> CellPrototype)?
  ) throws -> HeightCalculator {
    do {
      let registered = try loaded.registry.reuseIdentifiers.map {
        ($0, try loaded.registry.prototype(forReuseIdentifier: $0))
      }
      // With cells of several design scales and no --scale, each at its own (a pack's too).
      let scales =
        ownScales
        ? CellPrototype.designScales(of: registered.map(\.1), differingFrom: scale) : [:]
      var prototypes: [CellPrototype] = []
      for (identifier, registeredPrototype) in registered {
        var prototype = registeredPrototype
        if let transform { prototype = try transform(prototype, identifier) }
        if let fixedHeight {
          prototype = fixing(
            prototype, at: fixedHeight, scale: scales[identifier] ?? scale,
            isCanvas: loaded.isCanvas)
          // The accessory is already outside the content view the width describes; the margin
          // beside it, the content view's own, stays.
          if widthIsContentView { prototype.accessory = .none }
        }
        prototypes.append(prototype)
      }
      let measurer = try fonts.makeMeasurer(configuredFor: loaded.configurationPaths)
      measurer.learnLineHeights(from: loaded.files)
      return HeightCalculator(
        prototypes: prototypes, measurer: measurer,
        options: LayoutOptions(
          scale: scale, includesSeparator: separator, maximumLineCount: maximumLineCount,
          laysOutDrawnLines: draws),
        scales: scales, maximumLayoutWork: loaded.maximumLayoutWork)
    } catch {
      throw CommandFailure.usage("\(error)")
    }
  }

  /// `prototype` with its content view held at `height` (`--height`), on the pixel of `scale`
  /// when within a thousandth of a point of one (``snapped(_:toPixelOf:)``): at run time the
  /// height prevails over the cell's own constraints; on the canvas (`isCanvas`) a table's row
  /// height gives way to them, but a collection view's item size holds there too, as the
  /// document's did (``CellPrototype/fixedHeightPrevails``).
  static func fixing(
    _ prototype: CellPrototype, at height: Double, scale: Double, isCanvas: Bool
  ) -> CellPrototype {
    prototype.fixingHeight(
      snapped(height, toPixelOf: scale),
      prevails: !isCanvas || prototype.fixedHeightPrevails == true)
  }

  /// `height` on the pixel of `scale` when it is within a thousandth of a point of one (the
  /// heights commands print, to 3 decimals: 106.667 at 3× is 320 pixels, 106.666… points),
  /// else as given.
  static func snapped(_ height: Double, toPixelOf scale: Double) -> Double {
    let pixels = (height * scale).rounded()
    return abs(height - pixels / scale) <= 0.001 ? pixels / scale : height
  }

  /// A height calculator over the loaded prototypes as they are (see
  /// ``calculator(for:fonts:scale:separator:fixedHeight:widthIsContentView:maximumLineCount:transform:)``).
  static func calculator(
    for loaded: Loaded, fonts: FontOptions, scale: Double, separator: Bool,
    fixedHeight: Double? = nil, widthIsContentView: Bool = false, maximumLineCount: Int = .max,
    ownScales: Bool = false, draws: Bool = false
  ) throws -> HeightCalculator {
    try calculator(
      for: loaded, fonts: fonts, scale: scale, separator: separator, fixedHeight: fixedHeight,
      widthIsContentView: widthIsContentView, maximumLineCount: maximumLineCount,
      ownScales: ownScales, draws: draws, transform: nil)
  }

  /// The prototype `identifier` names; an unknown one is a usage error (exit status 2) that
  /// suggests the nearest identifier when one is close, in every subcommand alike.
  static func prototype(
    _ identifier: String, in calculator: HeightCalculator, loaded: Loaded? = nil
  ) throws -> CellPrototype {
    if let prototype = calculator.prototypes[identifier] { return prototype }
    if let loaded, let message = loaded.leftOutMessage(forPrototype: identifier) {
      throw CommandFailure.failure(message)
    }
    if let loaded, !loaded.blockingErrors.isEmpty,
      !calculator.prototypes.keys.contains(where: { $0.hasPrefix(identifier + "@") })
    {
      // The prototype may be in a file that could not be read as a whole: say why.
      let formatter = DiagnosticsFormatter(usesColors: false)
      throw CommandFailure.failure(
        "no prototype '\(identifier)' could be loaded; the inputs have errors that leave "
          + "prototypes out\n" + formatter.format(loaded.blockingErrors, sources: loaded.sources))
    }
    let known = calculator.prototypes.keys.sorted()
    let qualified = RegistryError.keys(qualifying: identifier, in: known)
    if qualified.count == 1, let prototype = calculator.prototypes[qualified[0]] {
      return prototype
    }
    if qualified.count > 1 {
      throw CommandFailure.usage(
        sharedIdentifierMessage(
          identifier, keys: qualified,
          listed: loaded?.quotedWithFiles(qualified) ?? quoted(qualified)))
    }
    if let key = loaded?.prototypeKey(
      qualifiedAs: identifier, isKnown: { calculator.prototypes[$0] != nil }),
      let prototype = calculator.prototypes[key]
    {
      return prototype
    }
    let message = unknownIdentifierMessage(
      identifier, known: known, objectIDs: loaded?.cellObjectIDs ?? [:],
      customClasses: loaded?.documents.customClassPrototypeKeys ?? [:])
    // Said when nothing was found: a message that names the key (a qualifier's) needs no more.
    let note = message.hasPrefix("no prototype has") ? loaded?.packKeysNote ?? "" : ""
    throw CommandFailure.usage(message + note)
  }

  /// The prototype `identifier` names (``InterfaceBuilderDocuments/prototypeKey(naming:isKnown:)``),
  /// or a usage error when it is an object id that cells of several documents share (Xcode
  /// gives every new `.xib` cell the id `KGk-i7-Jjw`) or the custom class of several cells: the
  /// error lists the keys that name each, with their files when `loaded` or `files` is given.
  static func key(
    naming identifier: String, in documents: InterfaceBuilderDocuments, loaded: Loaded? = nil,
    files: [TemplateFile]? = nil, isKnown: (String) -> Bool
  ) throws -> String {
    // The candidates with their files: the loaded inputs', else `files`'.
    func listing(_ keys: [String]) -> String {
      loaded?.quotedWithFiles(keys) ?? files.map { quoted(keys, withFilesOf: $0) }
        ?? quoted(keys)
    }
    let sharing = documents.prototypeKeys(forObjectID: identifier)
    if !isKnown(identifier), sharing.count > 1 {
      let listed = listing(sharing)
      throw CommandFailure.usage(
        "'\(identifier)' is the Interface Builder object id of cells in \(sharing.count) "
          + "documents: name one of \(listed)")
    }
    let ofClass = documents.prototypeKeys(forCustomClass: identifier)
    // Cells whose reuse identifier is their class too are named by the identifier's error.
    let byIdentifier = ofClass.allSatisfy { $0.hasPrefix(identifier + "@") }
    if !isKnown(identifier), sharing.isEmpty, ofClass.count > 1, !byIdentifier,
      !documents.isReuseIdentifier(identifier)
    {
      let listed = listing(ofClass)
      throw CommandFailure.usage(
        "'\(identifier)' is the custom class of \(ofClass.count) cells: name one of \(listed)")
    }
    return documents.prototypeKey(naming: identifier, isKnown: isKnown)
  }

  /// The prototypes a command could take, for an error that asks to name one:
  /// ` ('a', 'b', …)`, the first ``listedPrototypes`` in order; empty for none.
  static func listing(_ keys: [String]) -> String {
    guard !keys.isEmpty else { return "" }
    let listed = quoted(keys.prefix(listedPrototypes))
    return " (\(listed)\(keys.count > listedPrototypes ? ", …" : ""))"
  }

  /// The most prototypes an error that asks to name one lists.
  static let listedPrototypes = 20

  /// `'a', 'b', 'c'`: names as messages list them.
  static func quoted(_ names: some Sequence<String>) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`: names of which any one is meant.
  static func quotedAlternatives(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return quoted(names) }
    return quoted(names.dropLast()) + " or '\(last)'"
  }

  /// That `identifier` is the reuse identifier of the cells of `keys` (several), listed as
  /// `listed`: a command or a row must name one of them.
  static func sharedIdentifierMessage(_ identifier: String, keys: [String], listed: String)
    -> String
  {
    "'\(identifier)' is the reuse identifier of \(keys.count) cells, each keyed with its "
      + "table, its document or its own object id after '@': name one of \(listed)"
  }

  /// The message for an unknown identifier, with the nearest known one when it is close.
  ///
  /// A key qualified by an object id (`ClearCacheCell@u2V-UV-qvY`) is also matched by its
  /// identifier and by its object id, which `--id` takes too: a mistyped object id is offered
  /// the id, and an identifier several cells share is offered with all their keys. So are the
  /// object ids of Interface Builder cells (`objectIDs`, each with the keys of its cells),
  /// and then the message calls the value a reuse identifier or object id; and the custom
  /// classes of cells (`customClasses`, each with the keys of its cells), which `--id` takes
  /// too, and then the message names them.
  static func unknownIdentifierMessage(
    _ identifier: String, known: [String], objectIDs: [String: [String]] = [:],
    customClasses: [String: [String]] = [:]
  ) -> String {
    // A reuse identifier several tables' cells share names none of them alone (a row or an
    // option must take one's qualified key), as `--id` says of it.
    let sharing = RegistryError.keys(qualifying: identifier, in: known)
    if sharing.count > 1 {
      return sharedIdentifierMessage(identifier, keys: sharing, listed: quoted(sharing))
    }
    let named =
      objectIDs.isEmpty
      ? "reuse identifier"
      : customClasses.isEmpty
        ? "reuse identifier or object id" : "reuse identifier, object id or cell class"
    let message = "no prototype has the \(named) '\(identifier)'"
    var spellings: [String] = []
    var keys: [String: [String]] = [:]
    func offer(_ spelling: String, for key: String) {
      if keys[spelling] == nil { spellings.append(spelling) }
      if keys[spelling]?.contains(key) != true { keys[spelling, default: []].append(key) }
    }
    for key in known {
      offer(key, for: key)
      if let at = key.lastIndex(of: "@") {
        offer(String(key[..<at]), for: key)
        offer(String(key[key.index(after: at)...]), for: key)
      }
    }
    for id in objectIDs.keys.sorted() {
      for key in objectIDs[id] ?? [] where known.contains(key) { offer(id, for: key) }
    }
    for customClass in customClasses.keys.sorted() {
      for key in customClasses[customClass] ?? [] where known.contains(key) {
        offer(customClass, for: key)
      }
    }
    // What qualifies cells' keys (a table's or collection view's object id, or a document's
    // name) names those cells, not a prototype of its own. A header's or footer's key is
    // qualified by its own object id, which `--id` takes on a document (it is then among
    // `objectIDs`) but a pack, which keeps no object ids, cannot tell from a table's.
    let qualified = known.filter { $0.hasSuffix("@" + identifier) }
    if !qualified.isEmpty {
      let listed = quoted(qualified)
      let parts = identifier.split(separator: "-", omittingEmptySubsequences: false)
      let isObjectID = parts.map(\.count) == [3, 2, 3]
      let what =
        objectIDs.isEmpty
        ? "what qualifies a key (the object id of a table, a collection view, a header or a "
          + "footer, or a document's name), not a reuse identifier"
        : isObjectID
          ? "the object id of a table or collection view, not of a cell"
          : "the name of a document, not a reuse identifier"
      return "'\(identifier)' is \(what)"
        + (qualified.count == 1 ? "; its prototype is \(listed)" : "; its prototypes are \(listed)")
    }
    if let nearest = Suggestions.best(for: identifier, in: spellings),
      let named = keys[nearest]
    {
      if named == [nearest] { return message + "; did you mean '\(nearest)'?" }
      if named.count == 1 { return message + "; did you mean '\(nearest)' (\(named[0]))?" }
      let listed = quoted(named)
      return message + "; did you mean '\(nearest)'? It names \(named.count) cells: "
        + "name one of \(listed)"
    }
    if known.isEmpty { return message + " (no prototypes were loaded)" }
    let listed = quoted(known.prefix(10))
    return message + " (known: \(listed)\(known.count > 10 ? ", …" : ""))"
  }
}

/// A failure a subcommand has already explained: `error: …` on standard error, then exit status
/// 1 (``failure``) or 2 (``usage(_:)``), with no usage text and no pointer to help.
enum CommandFailure: Error, CustomStringConvertible {
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

  /// The message, as `"\(error)"` prints it where a caught error is said.
  var description: String { message }

  /// The exit code.
  var exitCode: ExitCode {
    switch self {
    case .usage: .usageOrInputFailure
    case .failure: .failure
    }
  }
}
