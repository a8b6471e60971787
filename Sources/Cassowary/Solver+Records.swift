// The solver's bookkeeping of the constraints it holds.

extension Solver {
  /// What the solver keeps about each constraint it holds.
  struct Record {
    let constraint: Constraint
    /// The current right-hand side of the normal form, after any ``Solver/setConstant(_:for:)``.
    var constant: Double
    /// The marker symbol (slack, error or dummy), or -1 when a dummy marker was dropped.
    var marker: Symbol
    /// The second error symbol of an optional constraint, or -1.
    var other: Symbol
    /// The external symbols of the constraint's variables.
    var variables: [Symbol]
    let sequence: Int
    /// Whether the constraint stands for an edit variable.
    var isEdit = false
  }

  /// Records keyed by constraint identity, stored in a flat array of reusable slots.
  struct RecordTable {
    private var slots = IdentityMap()
    private(set) var storage: [Record?] = []
    private var freeSlots: [Int32] = []

    /// The slot of a constraint's record.
    func slot(of id: ObjectIdentifier) -> Int32? { slots[id] }

    /// The record of a constraint; setting `nil` removes it.
    subscript(id: ObjectIdentifier) -> Record? {
      get { slots[id].flatMap { storage[Int($0)] } }
      set {
        if let slot = slots[id] {
          storage[Int(slot)] = newValue
          if newValue == nil {
            slots[id] = nil
            freeSlots.append(slot)
          }
        } else if let newValue {
          let slot: Int32
          if let reused = freeSlots.popLast() {
            slot = reused
            storage[Int(slot)] = newValue
          } else {
            slot = Int32(storage.count)
            storage.append(newValue)
          }
          slots[id] = slot
        }
      }
    }

    /// The record in a slot, for in-place updates on hot paths.
    subscript(slot slot: Int32) -> Record? {
      get { storage[Int(slot)] }
      set { storage[Int(slot)] = newValue }
    }

    /// Moves the constant of the record in a slot, in place (no copy of the record).
    mutating func setConstant(_ constant: Double, at slot: Int32) {
      storage[Int(slot)]?.constant = constant
    }

    /// Every record, in no particular order.
    var values: [Record] { storage.compactMap { $0 } }
  }
}
