import Foundation
import Testing
import _ProtocellConcurrency

@testable import TextMeasurement

/// Each thread measures with caches of its own, and gets the answers it would get alone.
struct ThreadCachesTests {
  /// Runs `body` on `count` new threads at once and returns what each gave, in thread order.
  private func onThreads<T: Sendable>(_ count: Int, _ body: @escaping @Sendable () -> T) -> [T] {
    let results = Locked([T?](repeating: nil, count: count))
    let done = DispatchGroup()
    for index in 0..<count {
      done.enter()
      let thread = Thread {
        let value = body()
        results.withLock { $0[index] = value }
        done.leave()
      }
      thread.start()
    }
    done.wait()
    return results.withLock { $0.compactMap { $0 } }
  }

  @Test func everyThreadHasItsOwnStableIndex() {
    let pairs = onThreads(4) { (ThreadIndex.current, ThreadIndex.current) }
    #expect(pairs.count == 4)
    #expect(pairs.allSatisfy { $0.0 == $0.1 })
    #expect(Set(pairs.map(\.0)).count == 4)
    #expect(!pairs.map(\.0).contains(ThreadIndex.current))
  }

  @Test func threadsMeasureAlikeWithCachesOfTheirOwn() throws {
    let measurer = TextMeasurer()
    let font = try Fixtures.dejaVu()
    let text = "The quick brown fox jumps over the lazy dog"
    let alone = try TextMeasurer().measure(text, font: font, maxWidth: 120, numberOfLines: 2)
    // Twice on each thread: the second answer comes from that thread's caches.
    let layouts = onThreads(3) {
      (0..<2).map { _ in try? measurer.measure(text, font: font, maxWidth: 120, numberOfLines: 2) }
    }
    #expect(layouts.flatMap { $0 } == Array(repeating: alone, count: 6))
    // The first eight threads of the process have caches of their own, later ones share one (a
    // test process has run many threads before this one).
    let caches = onThreads(2) { (ThreadIndex.current, ObjectIdentifier(measurer.cache)) }
    let own = caches.map { $0.0 < ThreadCaches.count }
    #expect((caches[0].1 == caches[1].1) == (own == [false, false]))
  }

  @Test func removingCachedDataEmptiesEveryThreadsCaches() throws {
    let measurer = TextMeasurer()
    let font = try Fixtures.dejaVu()
    // A text asked for twice on a thread is kept in that thread's text cache.
    let counts = onThreads(2) {
      _ = try? measurer.measure("kept", font: font)
      _ = try? measurer.measure("kept", font: font)
      return measurer.cache.texts.count
    }
    #expect(counts == [1, 1])
    measurer.removeAllCachedData()
    #expect(measurer.cache.texts.count == 0)
    #expect(onThreads(2) { measurer.cache.texts.count } == [0, 0])
  }
}
