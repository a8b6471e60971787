import ArgumentParser
import Foundation
import TextMeasurement

extension ProtocellCommand {
  /// `protocell text`: shows how a label would lay out a text — its lines, widths, size and
  /// baselines — for people who wonder why a label is as tall as it is.
  struct Text: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "text",
      abstract: "Measure a text as a label would: lines, widths, size and baselines.",
      discussion: """
        The family 'system' stands for --system-family (DejaVu Sans unless set). Sizes are in \
        points and rounded up to the device pixel of --scale, as UILabel rounds them.
        """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
      case human, json
    }

    @Argument(help: "The text to measure (or use --file).")
    var text: String?

    @Option(help: "Read the text from this file instead.")
    var file: String?

    @Option(help: "The font family, or 'system'.")
    var font = FontDescriptor.systemFamily

    @Option(help: "The font size in points.")
    var size = 17.0

    @Option(
      help:
        "The weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black or 1-1000."
    )
    var weight = "regular"

    @Flag(help: "Use the italic face.")
    var italic = false

    @Option(name: .customLong("font-file"), help: "Register a font file first (repeatable).")
    var fontFiles: [String] = []

    @Flag(help: "Measure with fontconfig's substitute when the family is missing (and say so).")
    var allowSubstitution = false

    @Option(help: "The family 'system' stands for.")
    var systemFamily = FontLibrary.defaultSystemFamily

    @Option(help: "The label width in points (omit for one line per paragraph).")
    var width: Double?

    @Option(help: "The maximum number of lines (0: unlimited).")
    var lines = 0

    @Option(
      name: .customLong("line-break-mode"),
      help: "wordWrap, charWrap, clip, truncateHead, truncateTail or truncateMiddle.")
    var lineBreakMode = LineBreakMode.truncateTail.rawValue

    @Option(help: "Extra points between lines.")
    var lineSpacing = 0.0

    @Option(help: "The device scale sizes round up to (1, 2 or 3).")
    var scale = 1.0

    @Option(help: "human or json.")
    var format = OutputFormat.human

    func validate() throws {
      if text == nil && file == nil { throw ValidationError("Give a text or --file.") }
      if text != nil && file != nil { throw ValidationError("Give a text or --file, not both.") }
      if FontWeight(parsing: weight) == nil { throw ValidationError("Unknown weight '\(weight)'.") }
      if LineBreakMode(rawValue: lineBreakMode) == nil {
        throw ValidationError("Unknown line-break mode '\(lineBreakMode)'.")
      }
    }

    func run() async throws {
      let content = try text ?? String(contentsOfFile: file ?? "", encoding: .utf8)
      do {
        let library = try FontLibrary(systemFamily: systemFamily)
        for path in fontFiles { try library.registerFont(atPath: path) }
        let descriptor = FontDescriptor(
          family: font, weight: FontWeight(parsing: weight) ?? .regular, isItalic: italic,
          size: size)
        let (resolved, substitution) =
          allowSubstitution
          ? try library.resolve(descriptor) : (try library.font(for: descriptor), nil)
        if let substitution { FileHandle.standardError.write(Data("note: \(substitution)\n".utf8)) }
        let layout = try TextMeasurer().measure(
          content, font: resolved, maxWidth: width, numberOfLines: lines,
          lineBreakMode: LineBreakMode(rawValue: lineBreakMode) ?? .truncateTail,
          lineSpacing: lineSpacing,
          scale: scale)
        let report = TextReport(font: resolved, layout: layout)
        print(format == .json ? try report.json() : report.human())
      } catch let error as FontError {
        throw ValidationError(error.description)
      } catch let error as TextMeasurementError {
        throw ValidationError(error.description)
      }
    }
  }
}
