import ArgumentParser
import Foundation
import Protocell
import ProtocellSnapshots

/// `--width W|DEVICE…` and `--content-size-category NAME…`: the trait matrix `snapshot` lays
/// every prototype and row out at.
struct SnapshotTraitOptions: ParsableArguments {
  @Option(
    name: .customLong("width"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      """
      A width in points, at the --scale, or a device: \(DeviceWidth.devicesHelp). Repeatable. \
      Default: the .protocell.json's snapshots.widths, else each prototype's own width.
      """, valueName: "width|device"))
  var widths: [String] = []

  @Option(
    name: .customLong("content-size-category"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      """
      A Dynamic Type size (large, AX1 …; repeatable). Default: the .protocell.json's \
      snapshots.contentSizeCategories, else large.
      """, valueName: "name"))
  var categories: [String] = []

  @Option(
    name: .customLong("locale"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      """
      A locale whose texts the labels show: a language (de, pt-BR: an IB document's \
      <language>.lproj/<name>.strings or <name>.xcstrings, a template's Localizable.strings or \
      Localizable.xcstrings) or a pseudolanguage: double-length, accented, bounded, \
      right-to-left (the texts as they are, laid out right to left only). Repeatable. Default: \
      the files' own texts.
      """, valueName: "locale"))
  var locales: [String] = []

  @Option(
    name: .customLong("layout-direction"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      """
      ltr, or rtl to lay cells out right to left as UIKit does for Arabic or Hebrew (leading \
      edges on the right, stacks from the right, left and right kept). Repeatable. Default: ltr.
      """, valueName: "direction"))
  var directions: [String] = []

  /// Whether each direction given (else `configured`) is right to left, in order, without
  /// repeats; `[false]` when none is.
  func resolvedDirections(configured: ConfiguredSnapshotTraits = ConfiguredSnapshotTraits())
    throws -> [Bool]
  {
    var result: [Bool] = []
    for name in directions.isEmpty ? configured.layoutDirections : directions {
      guard name == "ltr" || name == "rtl" else {
        throw ValidationError("--layout-direction must be ltr or rtl, not '\(name)'")
      }
      if !result.contains(name == "rtl") { result.append(name == "rtl") }
    }
    return result.isEmpty ? [false] : result
  }

  /// The locales given (else `configured`), in order, without repeats; `[nil]` (the files' own
  /// texts) when none is.
  func resolvedLocales(configured: ConfiguredSnapshotTraits = ConfiguredSnapshotTraits())
    throws -> [String?]
  {
    var result: [String?] = []
    for name in locales.isEmpty ? configured.locales : locales where !result.contains(name) {
      do { _ = try PrototypeLocalization(locale: name) } catch {
        throw ValidationError("--locale: \(error.reason)")
      }
      result.append(name)
    }
    return result.isEmpty ? [nil] : result
  }

  /// The widths given (else `configured`), in order, without repeats; empty means each
  /// prototype's own.
  func resolvedWidths(configured: ConfiguredSnapshotTraits = ConfiguredSnapshotTraits()) throws
    -> [DeviceWidth]
  {
    var result: [DeviceWidth] = []
    for text in widths.isEmpty ? configured.widths : widths {
      let width = try DeviceWidth.parse(text)
      if !result.contains(width) { result.append(width) }
    }
    return result
  }

  /// The categories given (else `configured`), in order, without repeats; `large` when none is.
  func resolvedCategories(configured: ConfiguredSnapshotTraits = ConfiguredSnapshotTraits())
    throws -> [ContentSizeCategory]
  {
    var result: [ContentSizeCategory] = []
    for name in categories.isEmpty ? configured.contentSizeCategories : categories {
      guard let category = ContentSizeCategory(name: name) else {
        throw ValidationError(ContentSizeOptions.unknownCategoryMessage(name))
      }
      if !result.contains(category) { result.append(category) }
    }
    return result.isEmpty ? [.large] : result
  }

  func validate() throws {
    _ = try resolvedWidths()
    _ = try resolvedCategories()
    _ = try resolvedLocales()
    _ = try resolvedDirections()
  }

  /// The `snapshots` traits of the `.protocell.json` governing the first of `paths` (a folder's
  /// own file counts for it), or none when there is no such file or every trait option is given.
  ///
  /// - Throws: A usage error (exit status 2) for a file that cannot be read or has a width or
  ///   category the options would refuse, naming the file.
  func configuredTraits(for paths: [String]) throws -> ConfiguredSnapshotTraits {
    let givesAll = !widths.isEmpty && !categories.isEmpty && !locales.isEmpty && !directions.isEmpty
    guard !givesAll, let first = paths.first, first != "-" else {
      return ConfiguredSnapshotTraits()
    }
    guard let path = ConfigurationFile.nearest(toInputAt: first) else {
      return ConfiguredSnapshotTraits()
    }
    let file = ConfigurationFile(path: path)
    if let problem = file.diagnostics.first(where: \.isError) {
      throw CommandFailure.usage("\(path): \(problem.message)")
    }
    do {
      _ = try resolvedWidths(configured: file.snapshotTraits)
      _ = try resolvedCategories(configured: file.snapshotTraits)
      _ = try resolvedLocales(configured: file.snapshotTraits)
      _ = try resolvedDirections(configured: file.snapshotTraits)
    } catch let error as ValidationError {
      throw CommandFailure.usage("\(path): snapshots: \(error.message)")
    }
    return file.snapshotTraits
  }
}
