// The umbrella: one import gives every stage of the pipeline, as the package's users and the
// `protocell` command use it. Each stage is also a module of its own, for code that needs
// only one (a CI tool that parses templates need not link the layout engine). The solver is not
// re-exported: its global operators (`+`, `*`, `==`, `<=` building expressions and constraints)
// would join every user's overload resolution; code that uses the solver imports Cassowary.
@_exported import ProtocellArchive
@_exported import ProtocellDiagnostics
@_exported import ProtocellLayout
@_exported import ProtocellTemplates
@_exported import TextMeasurement
