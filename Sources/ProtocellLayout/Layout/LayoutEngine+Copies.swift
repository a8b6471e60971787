import ProtocellTemplates

extension LayoutEngine {
  /// The most sessions ``copy(forLayingOut:)`` keeps built, one per set of hidden arranged views;
  /// copies for further sets build their own.
  static let maximumBuiltSessions = 64

  /// A copy (see ``copy()``) that lays one row out as a fresh engine would, without building a
  /// session for the row's set of hidden arranged views when one was built before.
  ///
  /// A fresh engine lays a row that hides other arranged views than the template on a sibling
  /// session it builds for that set. This engine keeps such a session, built and never laid out
  /// on, per set it meets (up to ``maximumBuiltSessions``), and gives the copy a copy of it: the
  /// same state as a fresh build, so the row's layout is the fresh engine's, whatever rows were
  /// copied for before. Call it on an engine that lays no rows out itself (``copy()`` explains
  /// why), from one thread.
  ///
  /// At a `width` whose side margins are another engine's (``CellPrototype/sideMarginsFollowWidth``),
  /// this engine builds that engine once, never lays a row out on it, and gives the copy a copy
  /// of it for the row, as for a set of hidden arranged views: without the width each copy
  /// built it again.
  ///
  /// - Parameters:
  ///   - content: The row the copy will lay out first.
  ///   - width: The width the copy will lay it out at, if known.
  /// - Returns: The copy.
  /// - Complexity: O(*v*) for *v* views, plus a build of the prototype's solver the first time
  ///   a set of hidden arranged views is met.
  public func copy(forLayingOut content: CellContent, width: Double? = nil) -> LayoutEngine {
    if let width, let variant = marginVariant(forWidth: width) {
      let copy = self.copy()
      copy.marginVariants[variant.side] = variant.engine.copy(forLayingOut: content)
      return copy
    }
    let copy = self.copy()
    // The copy's first session reads the row's hidden flags, as a fresh engine's does.
    guard let (wanted, current) = copy.primary.hiddenArrangedSets(for: content), wanted != current,
      copy.siblings[wanted] == nil, copy.siblings.count < Self.maximumSiblings
    else { return copy }
    if let built = builtSessions[wanted] {
      copy.siblings[wanted] = built.copy()
      return copy
    }
    let session = LayoutSession(
      prototype: primary.prototype, measurer: primary.measurer,
      maximumLayoutWork: primary.maximumLayoutWork)
    if builtSessions.count < Self.maximumBuiltSessions {
      builtSessions[wanted] = session
      copy.siblings[wanted] = session.copy()
    } else {
      copy.siblings[wanted] = session
    }
    return copy
  }
}
