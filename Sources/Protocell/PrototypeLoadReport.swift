/// What ``PrototypeLoader/load(paths:into:replacing:)`` checked and registered.
public struct PrototypeLoadReport: Sendable {
  /// The templates' check: parsed files, sources and every diagnostic; `nil` when only packs
  /// were named.
  public var check: TemplateCheckReport?
  /// Why nothing was registered, or `nil` when everything was.
  public var registryError: RegistryError?
  /// The prototypes left out while the others were registered
  /// (``PrototypeLoader/ErrorPolicy/recovering``), each with the errors that left it out.
  public var skipped: [SkippedPrototype] = []
  /// The largest ``TemplateLimits/maximumLayoutWork`` the templates' configurations set (the
  /// default for packs), so that whatever passed the check can also be measured.
  public var maximumLayoutWork = TemplateLimits.default.maximumLayoutWork
  /// What measured the templates' labels for the layout check.
  ///
  /// The loader's ``PrototypeLoader/measurer``, or the ``FontTextMeasurer`` it made, which has
  /// learned the line heights Interface Builder recorded for app fonts
  /// (``FontTextMeasurer/learnLineHeights(from:)``); `nil` when nothing was laid out (no
  /// templates, or ``PrototypeLoader/checksLayout`` off).
  /// ``HeightCalculator/init(registry:report:options:)`` measures rows with it, as the check did.
  public var measurer: (any LabelMeasuring)?

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - check: The templates' check, if templates were named.
  ///   - registryError: Why nothing was registered, if so.
  public init(check: TemplateCheckReport?, registryError: RegistryError?) {
    self.check = check
    self.registryError = registryError
  }

  /// Whether the load registered what it could: no error stopped it as a whole (some prototypes
  /// may still be in ``skipped``, and a file that could not be parsed registered nothing: see
  /// ``hasErrors``).
  public var isSuccess: Bool { registryError == nil }

  /// Whether anything went wrong, as `protocell validate` exits 1 for.
  ///
  /// An error that stopped the load, or an error among the templates' diagnostics: a file that
  /// could not be parsed, whose prototypes are neither registered nor in ``skipped``, or a
  /// prototype's own error. A load can succeed (``isSuccess``) and still have errors.
  public var hasErrors: Bool { registryError != nil || diagnostics.containsErrors }

  /// The diagnostics of the templates: under ``PrototypeLoader/ErrorPolicy/recovering`` errors
  /// too, for the prototypes were registered anyway.
  public var diagnostics: [Diagnostic] { check?.diagnostics ?? [] }
}
