import ProtocellArchive
import ProtocellTemplates
import _ProtocellConcurrency

/// Row heights remembered by reuse identifier, width and a caller's key (an index path, a row
/// id), like UITableView+FDTemplateLayoutCell's cache; bounded, and safe to use from many threads.
///
/// The cache holds at most ``capacity`` heights and forgets the least recently used first.
/// Invalidating a row key, a reuse identifier or everything takes constant time: each height
/// remembers when it was stored, and a lookup ignores (and drops) a height stored before its key
/// or identifier was last invalidated. The invalidations are remembered up to ``capacity`` of
/// them; one more forgets every height, so that memory stays bounded.
///
/// A key names a row, not its content: a lookup answers with the height stored under the key
/// whatever the content is now. Invalidate the key when its row changes.
public final class HeightCache: Sendable {
  private struct Key: Hashable {
    var reuseIdentifier: String
    var width: Double
    var rowKey: String
  }

  private struct Entry {
    var key: Key
    var height: Double
    var storedAt: UInt64
    var newer: Int
    var older: Int
  }

  /// The cache's state: entries in a slot array, linked from most to least recently used.
  private struct Storage {
    var slots: [Entry] = []
    var index: [Key: Int] = [:]
    var freeSlots: [Int] = []
    var newest = -1
    var oldest = -1
    var clock: UInt64 = 1
    var everythingInvalidatedAt: UInt64 = 0
    var rowKeysInvalidatedAt: [String: UInt64] = [:]
    var identifiersInvalidatedAt: [String: UInt64] = [:]

    func isCurrent(_ entry: Entry) -> Bool {
      entry.storedAt > everythingInvalidatedAt
        && entry.storedAt > rowKeysInvalidatedAt[entry.key.rowKey, default: 0]
        && entry.storedAt > identifiersInvalidatedAt[entry.key.reuseIdentifier, default: 0]
    }

    mutating func unlink(_ slot: Int) {
      let entry = slots[slot]
      if entry.newer >= 0 { slots[entry.newer].older = entry.older } else { newest = entry.older }
      if entry.older >= 0 { slots[entry.older].newer = entry.newer } else { oldest = entry.newer }
    }

    mutating func linkAsNewest(_ slot: Int) {
      slots[slot].newer = -1
      slots[slot].older = newest
      if newest >= 0 { slots[newest].newer = slot }
      newest = slot
      if oldest < 0 { oldest = slot }
    }

    mutating func remove(_ slot: Int) {
      unlink(slot)
      index[slots[slot].key] = nil
      freeSlots.append(slot)
    }

    /// Drops every height, and any measured before now that is stored later.
    mutating func removeAll() {
      self = Storage(clock: clock + 1)
      everythingInvalidatedAt = clock
    }

    init(clock: UInt64 = 1) {
      self.clock = clock
    }
  }

  /// The most heights held at once.
  public let capacity: Int
  /// The capacity of a cache made without one: 100,000 heights.
  public static let defaultCapacity = 100_000
  private let storage = Locked(Storage())

  /// Creates an empty cache.
  ///
  /// - Parameter capacity: The most heights held at once (at least 1); the least recently used
  ///   height is forgotten to make room for a new one.
  public init(capacity: Int = HeightCache.defaultCapacity) {
    self.capacity = max(1, capacity)
  }

  /// The cached height, if any; marks it as the most recently used.
  ///
  /// - Complexity: O(1) on average.
  public func height(forReuseIdentifier reuseIdentifier: String, width: Double, key: String)
    -> Double?
  {
    storage.withLock { storage in
      let key = Key(reuseIdentifier: reuseIdentifier, width: width, rowKey: key)
      guard let slot = storage.index[key] else { return nil }
      guard storage.isCurrent(storage.slots[slot]) else {
        storage.remove(slot)
        return nil
      }
      storage.unlink(slot)
      storage.linkAsNewest(slot)
      return storage.slots[slot].height
    }
  }

  /// A moment of the cache's clock, taken before a height is measured: a height stored with it
  /// (``store(_:forReuseIdentifier:width:key:measuredSince:)``) is dropped by an invalidation
  /// made while it was being measured, as by one made after it was stored.
  public struct Ticket: Sendable, Hashable {
    /// The clock's reading.
    let time: UInt64
  }

  /// The moment to measure a height from, to store it with.
  ///
  /// A height measured on one thread while another invalidates its row (the row changed) is of
  /// the row's old content: stored with the ticket taken before measuring, it is not current
  /// (the library review: after `invalidate(key:)` the cache answered the old content's 103.5
  /// where the new content measures 42.5).
  ///
  /// - Complexity: O(1).
  public func ticket() -> Ticket {
    storage.withLock { storage in
      storage.clock += 1
      return Ticket(time: storage.clock)
    }
  }

  /// Remembers a height, forgetting the least recently used one if the cache is full.
  ///
  /// - Parameters:
  ///   - height: The height.
  ///   - reuseIdentifier: The prototype's reuse identifier.
  ///   - width: The width it was measured at.
  ///   - key: The row's key.
  ///   - ticket: When the measurement began (``ticket()``); `nil` for now. An invalidation made
  ///     since then leaves the height out of later lookups.
  /// - Complexity: O(1) on average.
  public func store(
    _ height: Double, forReuseIdentifier reuseIdentifier: String, width: Double, key: String,
    measuredSince ticket: Ticket? = nil
  ) {
    let capacity = capacity
    storage.withLock { storage in
      let key = Key(reuseIdentifier: reuseIdentifier, width: width, rowKey: key)
      storage.clock += 1
      let storedAt = ticket?.time ?? storage.clock
      if let slot = storage.index[key] {
        storage.slots[slot].height = height
        storage.slots[slot].storedAt = storedAt
        storage.unlink(slot)
        storage.linkAsNewest(slot)
        return
      }
      if storage.index.count >= capacity { storage.remove(storage.oldest) }
      let entry = Entry(key: key, height: height, storedAt: storedAt, newer: -1, older: -1)
      let slot: Int
      if let free = storage.freeSlots.popLast() {
        storage.slots[free] = entry
        slot = free
      } else {
        storage.slots.append(entry)
        slot = storage.slots.count - 1
      }
      storage.index[key] = slot
      storage.linkAsNewest(slot)
    }
  }

  /// Forgets the heights of one row key, at every identifier and width.
  ///
  /// - Complexity: O(1); the heights are dropped when next looked up or evicted.
  public func invalidate(key: String) {
    invalidate { $0.rowKeysInvalidatedAt[key] = $0.clock }
  }

  /// Forgets every height of one prototype.
  ///
  /// - Complexity: O(1); the heights are dropped when next looked up or evicted.
  public func invalidate(reuseIdentifier: String) {
    invalidate { $0.identifiersInvalidatedAt[reuseIdentifier] = $0.clock }
  }

  /// Forgets everything.
  ///
  /// - Complexity: O(1) amortised.
  public func invalidateAll() {
    storage.withLock { $0.removeAll() }
  }

  /// The number of heights a lookup would return.
  ///
  /// - Complexity: O(*n*) in the heights held.
  public var count: Int {
    storage.withLock { storage in
      storage.index.values.count { storage.isCurrent(storage.slots[$0]) }
    }
  }

  /// Records an invalidation; when the record of invalidated keys outgrows the cache, the cache
  /// starts afresh, so that memory stays bounded by the capacity.
  private func invalidate(_ record: (inout Storage) -> Void) {
    let capacity = capacity
    storage.withLock { storage in
      storage.clock += 1
      record(&storage)
      if storage.rowKeysInvalidatedAt.count + storage.identifiersInvalidatedAt.count > capacity {
        storage.removeAll()
      }
    }
  }
}
