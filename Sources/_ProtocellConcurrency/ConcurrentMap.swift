import Dispatch

/// Runs `body` for every index of `0..<count` on all cores, and returns its results in index
/// order: the loader's files, the validator's cells, the file rules' files, a large file's runs
/// of children.
///
/// - Parameters:
///   - count: How many indices.
///   - sizes: The work each index stands for, if known: the largest are started first (equal
///     ones in index order), so that no core is left with a big one alone at the end. The
///     results keep index order either way.
///   - body: The work for one index; it may run on any thread.
/// - Returns: `body`'s result for each index, in index order.
package func concurrentMap<Element>(
  _ count: Int, largestFirst sizes: [Int]? = nil, _ body: @Sendable (Int) -> Element
) -> [Element] {
  let order = sizes.map { sizes in sizes.indices.sorted { (sizes[$1], $0) < (sizes[$0], $1) } }
  let slots = Locked([Element?](repeating: nil, count: count))
  DispatchQueue.concurrentPerform(iterations: count) { turn in
    let index = order?[turn] ?? turn
    let element = body(index)
    slots.withLock { $0[index] = element }
  }
  // Every slot was written once: no element is missing.
  return slots.withLock { $0 }.compactMap { $0 }
}
