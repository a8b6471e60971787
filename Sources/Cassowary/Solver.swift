/// An incremental Cassowary solver for linear equalities and inequalities with priorities.
///
/// Add and remove constraints, add edit variables and suggest values for them, change a constraint's
/// constant in place, and read the values with ``value(of:)`` at any time: every operation leaves
/// the solution up to date.
///
/// Optional priorities are honoured lexicographically (see ``Priority``). The solver is a class
/// with mutable state and is not `Sendable`: use one solver per thread.
///
/// ## Numerical tolerance
///
/// Coefficients, constants and ratios closer to zero than `1.0e-8` (the same tolerance as kiwi)
/// are treated as zero. Inputs that are NaN or infinite are rejected with a ``SolverError``.
public final class Solver {
  /// A dummy marker whose column spans more rows than this is dropped (fixed at zero for good):
  /// this keeps chains of required equalities near-linear.
  ///
  /// The constraint then changes or leaves the solver by a rebuild of the tableau.
  static let dummyColumnLimit = 16

  // The solver's own methods never overlap accesses to these properties, so the dynamic
  // exclusivity checks a class property costs on every access are switched off for them.
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var records = RecordTable()
  /// Per edit variable: the record slot of its edit constraint.
  @exclusivity(unchecked) var edits = IdentityMap()
  @exclusivity(unchecked) var symbols = IdentityMap()
  /// Per symbol: the variable of an external symbol.
  var variables: [Variable?] = []
  /// Per symbol: how many constraints use an external symbol.
  var references: [Int32] = []
  /// Per symbol: the constraint a dummy marker belongs to.
  var markerOwners: [Constraint?] = []
  var nextSequence = 0
  /// Whether unsatisfiable constraints get a conflict set (probe solvers skip it).
  let computesConflicts: Bool
  /// How many changing operations have run, for spacing invariant checks (debug builds).
  var operationCount = 0

  /// The most ``work`` the solver may have done for ``addConstraint(_:)`` and
  /// ``removeConstraint(_:)`` to proceed; `nil` (the default) sets no limit.
  ///
  /// Some constraint systems cost work quadratic in their size however they are solved (thousands
  /// of parallel inequalities added in increasing order, say). A limit bounds the time a hostile
  /// system can take: once ``work`` exceeds it, both operations throw
  /// ``SolverError/workLimitExceeded(_:)`` and change nothing. The operation that crosses the
  /// limit completes, so the solver stays consistent.
  public var maximumWork: Int?

  /// Creates an empty solver.
  public init() {
    computesConflicts = true
  }

  init(computesConflicts: Bool) {
    self.computesConflicts = computesConflicts
  }

  // MARK: - Constraints

  /// Adds a constraint.
  ///
  /// - Parameter constraint: The constraint; its priority must be finite and in `0 < p <= 1000`.
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/nonFiniteConstraint(_:)``, ``SolverError/workLimitExceeded(_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a required constraint that cannot
  ///   hold; the solver is then unchanged.
  /// - Complexity: Proportional to the rows that contain the constraint's chosen subject, plus the
  ///   simplex pivots the new optimum needs.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try checkWorkLimit()
    let id = ObjectIdentifier(constraint)
    if records[id] != nil { throw .duplicateConstraint(constraint) }
    if !constraint.priority.isValid { throw .invalidPriority(constraint) }
    if !constraint.isFinite { throw .nonFiniteConstraint(constraint) }
    try add(constraint, constant: constant(of: constraint))
    checkInvariants()
  }

  /// Removes a constraint.
  ///
  /// - Parameter constraint: A constraint the solver holds.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when it does not hold it, or
  ///   ``SolverError/workLimitExceeded(_:)``.
  /// - Complexity: Proportional to the rows containing the constraint's marker, plus pivots; a
  ///   required equality whose marker was dropped costs a rebuild of the tableau.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    try checkWorkLimit()
    guard let record = records[ObjectIdentifier(constraint)] else {
      throw .unknownConstraint(constraint)
    }
    try remove(record)
    checkInvariants()
  }

  /// Whether the solver holds a constraint.
  ///
  /// - Parameter constraint: A constraint.
  /// - Returns: `true` when the constraint was added and not removed since.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    records[ObjectIdentifier(constraint)] != nil
  }

  /// The constraints the solver holds, in the order they were added (edit constraints excluded).
  public var constraints: [Constraint] {
    records.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
  }

  // MARK: - Values

  /// The value the solver gives a variable.
  ///
  /// A variable no constraint mentions has the value 0.
  ///
  /// - Parameter variable: A variable.
  /// - Returns: Its value in the current solution.
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    guard let symbol = symbols[ObjectIdentifier(variable)] else { return 0 }
    return tableau.value(of: symbol)
  }

  /// Removes every constraint and edit variable.
  ///
  /// This also sets ``work`` back to zero.
  public func reset() {
    tableau = Tableau()
    records = RecordTable()
    edits = IdentityMap()
    symbols = IdentityMap()
    variables = []
    references = []
    markerOwners = []
  }

  /// The constant a constraint has in this solver (its own, or one set with `setConstant`).
  func constant(of constraint: Constraint) -> Double {
    records[ObjectIdentifier(constraint)]?.constant ?? constraint.constant
  }
}
