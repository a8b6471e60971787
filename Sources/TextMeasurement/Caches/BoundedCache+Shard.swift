import _ProtocellConcurrency

extension BoundedCache {
  /// What a lookup found: the value, or whether the key was asked for recently.
  enum Lookup {
    case hit(Value)
    case miss(wasSeen: Bool)
  }

  /// One locked part of the cache: its two generations, the fingerprints of recent requests and
  /// the probation ring.
  final class Shard: @unchecked Sendable {
    /// How many values wait on probation: enough for a label measured twice in one layout pass
    /// (its one-line size, then wrapped) to be shaped once.
    static var probationCount: Int { 8 }
    /// Fingerprints per bucket.
    static var waysPerBucket: Int { 4 }

    private let lock = Lock()
    // Only touched under the lock, one access at a time: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var young: GenerationTable<Key, Value>
    @exclusivity(unchecked) private var old: GenerationTable<Key, Value>
    /// Fingerprints of the keys requested recently: 32 bits of the hash each.
    ///
    /// They are in buckets of four (``waysPerBucket``) chosen by the hash's low bits; 0 is
    /// empty. Four bytes each rather than the full hash, so that more of the table stays in the
    /// core's cache: each request reads a bucket at random. A fingerprint shared by chance (one
    /// key in a billion) only admits a key one request early.
    @exclusivity(unchecked) private var fingerprints: [UInt32]
    /// The next way of a full bucket to replace, turning round: keys that share a bucket do not
    /// keep replacing each other (as they would, never admitted, in a direct-mapped table).
    @exclusivity(unchecked) private var nextVictim = 0
    /// The probation ring, in three parallel arrays so that a scan reads hashes only (and
    /// retains nothing); an empty place has hash 0 and no key.
    @exclusivity(unchecked) private var probationHashes: [Int]
    @exclusivity(unchecked) private var probationKeys: [Key?]
    @exclusivity(unchecked) private var probationValues: [Value?]
    @exclusivity(unchecked) private var nextProbation = 0
    private let capacity: Int

    init(capacity: Int) {
      self.capacity = max(1, capacity)
      young = GenerationTable(capacity: self.capacity)
      old = GenerationTable(capacity: 1)
      // Four fingerprints per entry: a key recurring within about four generations' worth of
      // other requests is admitted. A power of two, so that the low hash bits index it.
      var slots = 16
      while slots < 4 * self.capacity { slots *= 2 }
      fingerprints = Array(repeating: 0, count: slots)
      probationHashes = Array(repeating: 0, count: Self.probationCount)
      probationKeys = Array(repeating: nil, count: Self.probationCount)
      probationValues = Array(repeating: nil, count: Self.probationCount)
    }

    var count: Int { lock.withLock { young.count + old.count } }

    func value(forKey key: Key, hash: Int) -> Value? {
      lock.withLock { lockedValue(forKey: key, hash: hash) }
    }

    func setValue(_ value: Value, forKey key: Key, hash: Int) {
      lock.withLock { lockedInsert(value, forKey: key, hash: hash) }
    }

    /// Looks `key` up in the generations (only if its fingerprint says it was requested before:
    /// a first request cannot be cached, bar a fingerprint overwritten since) and on probation,
    /// promoting a value found on probation; records the fingerprint.
    func lookUp(_ key: Key, hash: Int) -> Lookup {
      let probationHash = hash == 0 ? 1 : hash
      let bits = UInt32(truncatingIfNeeded: hash >> 24)
      let fingerprint = bits == 0 ? 1 : bits
      let bucket = hash & (fingerprints.count - 1) & ~(Self.waysPerBucket - 1)
      return lock.withLock {
        var wasSeen = false
        var empty: Int?
        for slot in bucket..<bucket + Self.waysPerBucket {
          if fingerprints[slot] == fingerprint { wasSeen = true }
          if fingerprints[slot] == 0 { empty = slot }
        }
        if wasSeen, let value = lockedValue(forKey: key, hash: hash) { return .hit(value) }
        if !wasSeen {
          nextVictim = (nextVictim + 1) % Self.waysPerBucket
          fingerprints[empty ?? bucket + nextVictim] = fingerprint
        }
        for index in probationHashes.indices where probationHashes[index] == probationHash {
          guard probationKeys[index] == key, let value = probationValues[index] else { continue }
          probationHashes[index] = 0
          probationKeys[index] = nil
          probationValues[index] = nil
          lockedInsert(value, forKey: key, hash: hash)
          return .hit(value)
        }
        return .miss(wasSeen: wasSeen)
      }
    }

    /// Stores a value made after a miss: in the young generation if its key was seen before,
    /// else on probation (dropping the oldest value there).
    func store(_ value: Value, forKey key: Key, hash: Int, admitting: Bool) {
      lock.withLock {
        if admitting {
          lockedInsert(value, forKey: key, hash: hash)
        } else {
          probationHashes[nextProbation] = hash == 0 ? 1 : hash
          probationKeys[nextProbation] = key
          probationValues[nextProbation] = value
          nextProbation = (nextProbation + 1) % probationHashes.count
        }
      }
    }

    func removeAll() {
      lock.withLock {
        young = GenerationTable(capacity: capacity)
        old = GenerationTable(capacity: 1)
        for index in fingerprints.indices { fingerprints[index] = 0 }
        for index in probationHashes.indices {
          probationHashes[index] = 0
          probationKeys[index] = nil
          probationValues[index] = nil
        }
      }
    }

    private func lockedValue(forKey key: Key, hash: Int) -> Value? {
      if let value = young.value(forKey: key, hash: hash) { return value }
      guard let value = old.value(forKey: key, hash: hash) else { return nil }
      lockedInsert(value, forKey: key, hash: hash)
      return value
    }

    private func lockedInsert(_ value: Value, forKey key: Key, hash: Int) {
      if young.isFull {
        old = young
        young = GenerationTable(capacity: capacity)
      }
      young.insert(value, forKey: key, hash: hash)
    }
  }
}
