/// A hash map from object identity to an `Int32`, for the solver's variable and constraint lookups.
///
/// Open addressing with linear probing and a multiplicative (Fibonacci) hash of the object's
/// address: a lookup is a multiply, a shift and usually one probe, where `Dictionary` would run
/// SipHash. The objects must be kept alive by their owner while they are keys.
struct IdentityMap {
  private static let empty: UInt = 0
  private static let removed: UInt = 1

  private var keys: [UInt] = Array(repeating: 0, count: 16)
  private var values: [Int32] = Array(repeating: 0, count: 16)
  private var shift = 60
  /// Live keys.
  private(set) var count = 0
  /// Live keys plus removal markers.
  private var occupied = 0

  @inline(__always)
  private func slot(for key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  /// The value stored for an object, or `nil`.
  subscript(object: ObjectIdentifier) -> Int32? {
    get {
      let key = UInt(bitPattern: object)
      let mask = keys.count - 1
      var index = slot(for: key)
      while true {
        let stored = keys[index]
        if stored == key { return values[index] }
        if stored == IdentityMap.empty { return nil }
        index = (index + 1) & mask
      }
    }
    set {
      if let newValue {
        insert(UInt(bitPattern: object), newValue)
      } else {
        remove(UInt(bitPattern: object))
      }
    }
  }

  private mutating func insert(_ key: UInt, _ value: Int32) {
    if (occupied + 1) * 4 > keys.count * 3 { resize() }
    let mask = keys.count - 1
    var index = slot(for: key)
    var reusable = -1
    while true {
      let stored = keys[index]
      if stored == key {
        values[index] = value
        return
      }
      if stored == IdentityMap.removed && reusable < 0 { reusable = index }
      if stored == IdentityMap.empty { break }
      index = (index + 1) & mask
    }
    if reusable >= 0 {
      index = reusable
    } else {
      occupied += 1
    }
    keys[index] = key
    values[index] = value
    count += 1
  }

  private mutating func remove(_ key: UInt) {
    let mask = keys.count - 1
    var index = slot(for: key)
    while true {
      let stored = keys[index]
      if stored == key {
        keys[index] = IdentityMap.removed
        count -= 1
        return
      }
      if stored == IdentityMap.empty { return }
      index = (index + 1) & mask
    }
  }

  /// Rehashes into a table sized for the live keys, dropping removal markers.
  private mutating func resize() {
    var capacity = 16
    while capacity * 3 < (count + 1) * 8 { capacity *= 2 }
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: IdentityMap.empty, count: capacity)
    values = Array(repeating: 0, count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    count = 0
    occupied = 0
    for (key, value) in zip(oldKeys, oldValues) where key > IdentityMap.removed {
      insert(key, value)
    }
  }
}
