import Dispatch
import Foundation
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

@testable import ProtocellLayout

struct EnginePoolTests {
  static func pool() throws -> EnginePool {
    EnginePool(
      prototype: try layoutCell(LayoutEngineTextTests.wrapping),
      measurer: FixedAdvanceMeasurer(), maximumLayoutWork: TemplateLimits.default.maximumLayoutWork)
  }

  @Test func aThreadGetsBackTheEngineItReturned() throws {
    let pool = try Self.pool()
    let first = try pool.withEngine { engine in ObjectIdentifier(engine) }
    let second = try pool.withEngine { engine in ObjectIdentifier(engine) }
    #expect(first == second)
  }

  @Test func enginesInUseAtOnceAreDistinct() throws {
    let pool = try Self.pool()
    let (outer, inner) = try pool.withEngine { outer throws(LayoutError) in
      (ObjectIdentifier(outer), try pool.withEngine { inner in ObjectIdentifier(inner) })
    }
    #expect(outer != inner)
    // Both are idle now, and reused rather than rebuilt.
    let again = try pool.withEngine { outer throws(LayoutError) in
      [ObjectIdentifier(outer), try pool.withEngine { inner in ObjectIdentifier(inner) }]
    }
    #expect(Set(again) == [outer, inner])
  }

  @Test func anotherThreadTakesAnIdleEngineBeforeBuildingOne() throws {
    let pool = try Self.pool()
    let built = try pool.withEngine { engine in ObjectIdentifier(engine) }
    // A thread whose shard is empty (whichever shard it hashes to) finds the idle engine.
    final class Taken: @unchecked Sendable {
      var engine: ObjectIdentifier?
    }
    let taken = Taken()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      taken.engine = try? pool.withEngine { engine in ObjectIdentifier(engine) }
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(taken.engine == built)
  }

  @Test func theEnginesLayOutThePoolsPrototype() throws {
    let pool = try Self.pool()
    let height = try pool.withEngine { engine throws(LayoutError) in
      try engine.height(CellContent(texts: ["body": "aaa bbb ccc ddd"]), width: 40)
    }
    #expect(height == 66)
  }
}
