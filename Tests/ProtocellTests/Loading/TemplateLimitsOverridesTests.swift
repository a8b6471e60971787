import Protocell
import Testing

/// A configuration file's limits put over the limits a checker was given.
struct TemplateLimitsOverridesTests {
  /// The named limits take the given values and every other limit keeps the base's: the
  /// defaults (16 MiB, 64 deep, 1,000 views, 5,000 constraints, 100,000 characters, 16,000,000
  /// work) with the depth and text length replaced.
  @Test func namedLimitsReplaceTheDefaults() {
    let overridden = TemplateLimits.default.overriding(with: [
      .maximumTextLength: 7, .maximumNestingDepth: 9,
    ])
    #expect(
      overridden
        == TemplateLimits(
          maximumFileSize: 16_777_216, maximumNestingDepth: 9, maximumViewsPerCell: 1_000,
          maximumConstraintsPerCell: 5_000, maximumTextLength: 7, maximumLayoutWork: 16_000_000))
  }

  /// What is not overridden comes from the base, not from the defaults: a base of a 10-byte
  /// file limit keeps it when only the views are overridden, and no overrides change nothing.
  @Test func unnamedLimitsKeepTheBase() {
    let base = TemplateLimits(maximumFileSize: 10)
    #expect(
      base.overriding(with: [.maximumViewsPerCell: 3])
        == TemplateLimits(maximumFileSize: 10, maximumViewsPerCell: 3))
    #expect(base.overriding(with: [:]) == base)
  }
}
