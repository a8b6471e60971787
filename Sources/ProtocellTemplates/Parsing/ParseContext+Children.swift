import ProtocellDiagnostics
import _ProtocellConcurrency

extension ParseContext {
  /// How many children the root must have before its cells are read on several threads: below
  /// this, starting the threads costs more than they save.
  static let childrenReadConcurrently = 256

  /// The cells among a template root's children, with a diagnostic for any stray text or
  /// element, in the children's order.
  ///
  /// A large file's children are shared out, in runs, over the cores once libxml2 has parsed it:
  /// each run is read by a context and a tree converter of its own (their caches are not
  /// shared), and the runs' cells and diagnostics are joined in order, so the result is the one
  /// a single thread reads.
  mutating func cells(in children: [XMLContent], of root: XMLElement) -> [CellPrototype] {
    let cores = ProcessorCount.active
    guard children.count >= Self.childrenReadConcurrently, cores > 1 else {
      return readCells(children, of: root)
    }
    return readCellsConcurrently(
      children, of: root, runLength: max(64, children.count / (cores * 8)))
  }

  /// The cells among `children`, read in runs of `runLength` children on all cores.
  mutating func readCellsConcurrently(
    _ children: [XMLContent], of root: XMLElement, runLength: Int
  ) -> [CellPrototype] {
    let runs = stride(from: 0, to: children.count, by: runLength).map {
      $0..<min($0 + runLength, children.count)
    }
    let shared = SharedChildren(children: children, root: root, context: self)
    let read = concurrentMap(runs.count) { index in
      let converter = shared.root.makeConverter()
      var context = shared.context.sibling()
      let cells = withExtendedLifetime(converter) {
        context.readCells(
          shared.children[runs[index]].map { child in
            guard case .element(let element) = child else { return child }
            return .element(element.read(by: converter))
          }, of: shared.root)
      }
      return (cells: cells, diagnostics: context.diagnostics)
    }
    for run in read { diagnostics += run.diagnostics }
    return read.flatMap(\.cells)
  }

  /// The cells among `children`, read in order on this thread.
  mutating func readCells(_ children: [XMLContent], of root: XMLElement)
    -> [CellPrototype]
  {
    var cells: [CellPrototype] = []
    for child in children {
      switch child {
      case .text(let text): checkBlank(text, in: root)
      case .element(let element):
        guard expect(element, among: TemplateSchema.rootChildElements, in: root) else { continue }
        cells.append(cell(from: element))
      }
    }
    return cells
  }
}

/// A root and its children, read on several threads at once.
///
/// Unchecked: the parsed tree does not change while it is read, each thread reads elements
/// through a converter of its own (``XMLElement/read(by:)``), of the root only its name, and of
/// the context only its settings (``ParseContext/sibling()``).
private struct SharedChildren: @unchecked Sendable {
  let children: [XMLContent]
  let root: XMLElement
  let context: ParseContext
}
