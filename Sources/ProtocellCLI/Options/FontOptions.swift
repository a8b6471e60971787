import ArgumentParser
import Foundation
import Protocell
import TextMeasurement

/// `--font-file F…`, `--system-family NAME` and `--no-system-font-widths`: the fonts labels are
/// measured with.
///
/// Interface Builder labels (and templates' `iOS System` family) are measured with SF Pro's
/// vertical metrics whatever the glyphs, and their glyph advances come from SF Pro's files if
/// registered, else from the width model of the system font (``SystemFontWidthModel/fitted``),
/// else (`--no-system-font-widths`) from the `--system-family`: these change widths, never
/// heights. A family the app bundles
/// is measured exactly once its files are registered with `--font-file`; until then, and for the
/// families iOS ships, a stand-in measures it and `validate` says which (`FontStandIns`).
/// The Dynamic Type size of their text styles is ``ContentSizeOptions``.
struct FontOptions: ParsableArguments {
  @Option(
    name: .customLong("font-file"),
    help: """
      Register a font file, or the .ttf, .otf and .ttc files of a folder, first (repeatable): \
      the fonts your app bundles, so that labels in them are measured with their own glyphs \
      rather than a stand-in. A project can list them once in .protocell.json: \
      "fonts": ["App/Fonts"].
      """)
  var fontFiles: [String] = []

  @Option(
    help: """
      The family 'system' stands for; it also gives Interface Builder labels their glyph \
      widths (not their heights) when no SF Pro file is installed or registered.
      """)
  var systemFamily = FontLibrary.defaultSystemFamily

  @Flag(
    inversion: .prefixedNo,
    help: """
      Give Interface Builder labels SF Pro's widths from the width model fitted to the frames \
      IB recorded (its stand-in, Inter, adjusted); --no-system-font-widths measures them with \
      the --system-family's own widths.
      """)
  var systemFontWidths = true

  /// A `--system-family` that no installed font or `--font-file` carries is a usage error in
  /// every subcommand alike; it would otherwise stand in silently (measure), once per label
  /// (validate) or not at all (text).
  func validate() throws {
    guard systemFamily != FontLibrary.defaultSystemFamily else { return }
    let library = try FontLibrary(systemFamily: systemFamily, systemFontWidths: nil)
    for path in (try? givenFontFiles()) ?? [] { _ = try? library.registerFont(atPath: path) }
    guard library.isInstalled(systemFamily) else {
      throw ValidationError(
        "--system-family '\(systemFamily)' is neither installed nor registered with "
          + "--font-file ('fc-list : family' lists the installed families)")
    }
  }

  /// A font library with the files registered: `--font-file`'s, then those the
  /// `.protocell.json` governing each of `paths` lists under `fonts`
  /// (``ConfigurationFile/fontFiles``).
  ///
  /// A configured file that is not a font is left out with a warning on standard error (labels
  /// in its family are then measured with a stand-in); a `--font-file` that is not one is an
  /// error. (A configured entry that names no font is `validate`'s finding, and the layout
  /// commands' warning when they load the templates.)
  ///
  /// - Parameter paths: The templates and folders the command reads; none for no configuration.
  /// - Returns: The library.
  /// - Throws: When fontconfig is unavailable or a `--font-file` is not a font.
  func makeFontLibrary(configuredFor paths: [String] = []) throws -> FontLibrary {
    let library = try FontLibrary(
      systemFamily: systemFamily, systemFontWidths: systemFontWidths ? .fitted : nil)
    let given = try givenFontFiles()
    // A font named on the command line that cannot be read is the command line's mistake:
    // a usage error in every command, never layout checks skipped.
    for path in given {
      do { try library.registerFont(atPath: path) } catch {
        throw CommandFailure.usage("--font-file: \(error)")
      }
    }
    for path in ConfigurationFile.configuredFonts(forInputsAt: paths).files
    where !given.contains(path) {
      do { try library.registerFont(atPath: path) } catch {
        FileOutput.standardError.write("warning: .protocell.json fonts: \(error)\n")
      }
    }
    return library
  }

  /// The files of `--font-file`: each file given, and the font files of each folder given (and
  /// its subfolders, sorted, symbolic links to folders not followed), as `"fonts"` in
  /// `.protocell.json` reads a folder.
  ///
  /// - Throws: A usage error for a path that names nothing, or a folder that holds no font
  ///   file.
  func givenFontFiles() throws -> [String] {
    var files: [String] = []
    for entry in fontFiles {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: entry, isDirectory: &isFolder) else {
        throw CommandFailure.usage(
          "--font-file '\(entry)' names no file or folder (from "
            + "'\(FileManager.default.currentDirectoryPath)')")
      }
      guard isFolder.boolValue else {
        files.append(entry)
        continue
      }
      let found = ConfigurationFile.fontFiles(at: entry)
      guard !found.isEmpty else {
        throw CommandFailure.usage(
          "--font-file '\(entry)' is a folder that holds no .ttf, .otf or .ttc file: name the "
            + "app's font files, or the folder they are in")
      }
      files += found.filter { !files.contains($0) }
    }
    return files
  }

  /// A label measurer over ``makeFontLibrary(configuredFor:)``.
  func makeMeasurer(configuredFor paths: [String] = []) throws -> FontTextMeasurer {
    FontTextMeasurer(fontLibrary: try makeFontLibrary(configuredFor: paths))
  }

}
