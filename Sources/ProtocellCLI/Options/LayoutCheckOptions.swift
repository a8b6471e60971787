import ArgumentParser
import Protocell

/// `--no-layout` and `--compare-ib-frames`: whether `validate` and `compile` lay every cell out
/// with real fonts to find unsatisfiable constraints, ambiguous views, undetermined heights,
/// views past their row, squeezed labels, missing fonts and, in Interface Builder documents,
/// misplaced views.
struct LayoutCheckOptions: ParsableArguments {
  @Flag(
    help:
      "Skip the layout checks (unsatisfiable, ambiguous, undetermined height, views past the row, squeezed labels, fonts)."
  )
  var noLayout = false

  @Flag(
    help: """
      In .xib and .storyboard files, also warn about views Interface Builder does not mark \
      misplaced whose recorded y or height differs from the layout by more than 0.5 points.
      """)
  var compareIbFrames = false

  /// The layout rules and the file rules of `validate` and `compile`, over one measurer of `fonts`: none with
  /// `--no-layout`, else the layout check at each cell's own width and at `extraWidths`, and the
  /// Interface Builder placement check (views IB marks misplaced or ambiguous, and with
  /// `--compare-ib-frames` every recorded frame).
  ///
  /// Both rules share the measurer, so that fontconfig's configuration is loaded once, each
  /// font is matched once and the placement check finds the texts the layout check shaped.
  ///
  /// - Parameters:
  ///   - fonts: The fonts labels are measured with.
  ///   - paths: The inputs whose `.protocell.json` `fonts` are registered too; none for none.
  ///   - extraWidths: Widths checked besides each cell's own.
  /// - Returns: The rules for ``TemplateValidator/layoutRules`` and ``TemplateChecker/fileRules``.
  /// - Throws: ``CommandFailure/usage(_:)`` for a `--font-file` that cannot be read.
  func rules(fonts: FontOptions, configuredFor paths: [String] = [], extraWidths: [Double] = [])
    throws -> (layout: [any CellValidationRule], file: [any FileValidationRule])
  {
    guard !noLayout, let measurer = try measurer(fonts: fonts, configuredFor: paths) else {
      return ([], [])
    }
    return (
      [LayoutValidationRule(measurer: measurer, extraWidths: extraWidths)],
      [InterfaceBuilderPlacementRule(measurer: measurer, comparesRecordedFrames: compareIbFrames)]
    )
  }

  func validate() throws {
    if noLayout, compareIbFrames {
      throw ValidationError("--compare-ib-frames lays cells out: it cannot go with --no-layout")
    }
  }

  /// The measurer of `fonts` and of the `fonts` configured for `paths`, or `nil` with a warning
  /// when the machine's fonts cannot be loaded.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` for a `--font-file` that cannot be read: the
  ///   command line's mistake fails the run, where skipping the checks would pass it.
  private func measurer(fonts: FontOptions, configuredFor paths: [String]) throws
    -> FontTextMeasurer?
  {
    do {
      return try fonts.makeMeasurer(configuredFor: paths)
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      FileOutput.standardError.write("warning: layout checks skipped: \(error)\n")
      return nil
    }
  }
}
