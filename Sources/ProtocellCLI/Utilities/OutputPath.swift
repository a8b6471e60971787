import Foundation
import Protocell

/// Where a subcommand writes its one output file (`-o`): never over one of its inputs, and `-`
/// for standard output.
enum OutputPath {
  /// Whether `output` names standard output.
  static func isStandardOutput(_ output: String) -> Bool { output == "-" }

  /// A usage failure when `output` is one of `inputs` (the files read, by path as given or
  /// through a symbolic link), which writing would replace; nothing otherwise.
  ///
  /// - Parameters:
  ///   - output: The path given to `-o`.
  ///   - inputs: The paths of the files the subcommand read.
  ///   - replacing: What the input is, for the message (`the document`, `a template`).
  /// - Throws: ``CommandFailure/usage(_:)`` naming the input.
  static func refuseInput(_ output: String, inputs: [String], replacing: String) throws {
    guard !isStandardOutput(output) else { return }
    let target = resolved(output)
    guard let input = inputs.first(where: { resolved($0) == target }) else { return }
    let spelled = input == output ? "" : " (that is '\(input)')"
    throw CommandFailure.usage(
      "-o names '\(output)'\(spelled), one of the inputs: writing it would replace "
        + "\(replacing); choose another path")
  }

  /// A usage failure when `output` is a folder (or a link to one), which no file can be
  /// written over, or is in a folder that does not exist: said before the inputs are read and
  /// checked, not after their report.
  ///
  /// - Parameter output: The path given to `-o` (or `--report`).
  /// - Throws: ``CommandFailure/usage(_:)`` saying why, as the write would.
  static func refuseUnwritable(_ output: String) throws {
    guard !isStandardOutput(output) else { return }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) {
      guard isFolder.boolValue else { return }
      throw CommandFailure.usage(
        FileWriteError(path: output, step: .examine, code: EISDIR).description)
    }
    let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
    guard !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return }
    throw CommandFailure.usage(
      FileWriteError(path: output, step: .create, code: ENOENT).description)
  }

  /// Where the line saying what was written goes: standard output beside a file, standard
  /// error beside what was written through (`-o -`, `-o /dev/stdout`, a FIFO), which may be
  /// standard output itself or read by another program.
  static func summaryOutput(after outcome: AtomicFileWriter.Outcome) -> FileOutput {
    outcome == .replaced ? .standardOutput : .standardError
  }

  /// The path with `.` and `..` taken out and symbolic links followed, for comparing.
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
