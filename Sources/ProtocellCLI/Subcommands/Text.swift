import ArgumentParser
import Foundation
import Protocell
import TextMeasurement

extension ProtocellCommand {
  /// `protocell text`: shows how a label would lay out a text — its lines, widths, size and
  /// baselines — for people who wonder why a label is as tall as it is.
  struct Text: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "text",
      abstract: "Measure a text as a label would: lines, widths, size and baselines.",
      discussion: """
        The family 'system' stands for --system-family (DejaVu Sans unless set); 'iOS System' \
        is measured with the SF Pro width model (its stand-in and adjustment are printed with \
        each character's width) unless --no-system-font-widths. Sizes are in \
        points and rounded up to the device pixel of --scale (2 unless set, as in 'measure'), \
        as UILabel rounds them. '--file -' reads the text from standard input.
        """
    )

    @Argument(help: "The text to measure (or use --file).")
    var text: String?

    @Option(help: "Read the text from this file instead ('-' for standard input).")
    var file: String?

    @Option(help: "The font family, or 'system'.")
    var font = FontDescriptor.systemFamily

    @Option(parsing: .unconditional, help: "The font size in points (at most 10000).")
    var size = 17.0

    @Option(
      help: ArgumentHelp(
        "The weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black or 1-1000 (default: regular; an iOS face's PostScript name, such as Thonburi-Bold, gives its own).",
        valueName: "weight"))
    var weight: String?

    @Flag(help: "Use the italic face.")
    var italic = false

    @Flag(help: "Measure with fontconfig's substitute when the family is missing (and say so).")
    var allowSubstitution = false

    @OptionGroup var fontOptions: FontOptions

    @Option(
      parsing: .unconditional,
      help: "The label width in points, at most 100000 (omit for one line per paragraph).")
    var width: Double?

    @Option(parsing: .unconditional, help: "The maximum number of lines (0: unlimited).")
    var lines = 0

    @Option(
      name: .customLong("line-break-mode"),
      help: "wordWrap, charWrap, clip, truncateHead, truncateTail or truncateMiddle.")
    var lineBreakMode = LineBreakMode.truncateTail.rawValue

    @Option(parsing: .unconditional, help: "Extra points between lines (at most 100000).")
    var lineSpacing = 0.0

    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var formatOptions: FormatOptions<ValidateFormat>

    func validate() throws {
      if text == nil && file == nil { throw ValidationError("Give a text or --file.") }
      if text != nil && file != nil { throw ValidationError("Give a text or --file, not both.") }
      if let width { try WidthRule.check(width) }
      // Each message names its option and the value given, as --width's does.
      guard size.isFinite, size > 0, size <= 10_000 else {
        throw ValidationError(
          "--size must be a positive number of points no larger than 10000, not \(size.compactDescription)"
        )
      }
      guard lines >= 0 else {
        throw ValidationError("--lines must be 0 (unlimited) or a number of lines, not \(lines)")
      }
      guard lineSpacing.isFinite, lineSpacing >= 0, lineSpacing <= WidthRule.maximum else {
        throw ValidationError(
          "--line-spacing must be a number of points from 0 to 100000, not \(lineSpacing.compactDescription)"
        )
      }
      if let weight, FontWeight(parsing: weight) == nil {
        throw ValidationError(
          "--weight must be ultraLight, thin, light, regular, medium, semibold, bold, heavy, "
            + "black or a number from 1 to 1000, not '\(weight)'")
      }
      if LineBreakMode(rawValue: lineBreakMode) == nil {
        throw ValidationError(
          "--line-break-mode must be wordWrap, charWrap, clip, truncateHead, truncateTail or "
            + "truncateMiddle, not '\(lineBreakMode)'")
      }
    }

    func run() async throws {
      let content = try text ?? readFile(file ?? "-")
      do {
        let library = try fontOptions.makeFontLibrary()
        // An iOS face's PostScript name (`Thonburi-Bold`), as a document's label names it, is
        // its family at the weight and slant the suffix says, unless --weight says otherwise
        // (it was the family at regular weight: the fresh17 review).
        var family = font
        var faceWeight = weight.flatMap(FontWeight.init(parsing:)) ?? .regular
        var faceIsItalic = italic
        if let face = PostScriptName.face(of: font), FontStandIns.isIOSFamily(face.family),
          !library.isRegistered(font)
        {
          family = face.family
          if weight == nil { faceWeight = face.weight }
          faceIsItalic = italic || face.isItalic
        }
        let descriptor = FontDescriptor(
          family: family, weight: faceWeight, isItalic: faceIsItalic, size: size)
        // An iOS family is always measured with its stand-in, as every layout command does.
        let (resolved, substitution) =
          allowSubstitution || FontStandIns.isIOSFamily(family)
          ? try library.resolve(descriptor) : (try library.font(for: descriptor), nil)
        if let substitution, substitution.isSystemFontName {
          // The system font under its own name keeps SF Pro's lines everywhere.
          FileHandle.standardError.write(Data("note: \(substitution)\n".utf8))
        } else if let substitution {
          // A document's labels teach measure and validate the line height IB recorded for the
          // family (their note says so); text has no labels to learn from.
          FileHandle.standardError.write(
            Data(
              ("note: \(substitution); in an Interface Builder document, measure and validate "
                + "give its labels the line height IB recorded for the family's labels where they "
                + "agree (their note says so), which may differ from this one\n").utf8))
        }
        if font == FontDescriptor.systemFamily {
          // An iOS developer's "system" is Interface Builder's, which is another family here.
          FileHandle.standardError.write(
            Data(
              ("note: 'system' is the template language's system family, \(resolved.familyName) here; "
                + "Interface Builder's system font (type=\"system\") is --font "
                + "'\(FontDescriptor.iOSSystemFamily)', SF Pro's metrics and modelled widths\n")
                .utf8))
        }
        let layout = try TextMeasurer().measure(
          content, font: resolved, maxWidth: width, numberOfLines: lines,
          lineBreakMode: LineBreakMode(rawValue: lineBreakMode) ?? .truncateTail,
          lineSpacing: lineSpacing,
          scale: scaleOptions.scale ?? ScaleOptions.defaultScale)
        let report = TextReport(font: resolved, layout: layout, text: content)
        FileOutput.standardOutput.write(
          (formatOptions.format == .json ? try report.json() : report.human()) + "\n")
      } catch let error as FontError {
        guard case .familyNotFound = error else { throw CommandFailure.usage(error.description) }
        // measure lays such a label out with the substitute and a warning; say how to do so here.
        throw CommandFailure.usage(
          "\(error.description); --allow-substitution measures the text with that substitute, "
            + "as measure does, and --font-file registers the app's own font file")
      } catch let error as TextMeasurementError {
        throw CommandFailure.usage(error.description)
      }
    }

    /// The text of `path`, or of standard input for `-`, which must be UTF-8.
    private func readFile(_ path: String) throws -> String {
      do {
        let input = try ByteInput(path: path)
        return try TextInput.text(of: input.readAll(limit: 16 << 20), named: input.name)
      } catch {
        throw CommandFailure.usage("\(error)")
      }
    }
  }
}
