import Cassowary
import Protocell
import ProtocellArchive
import ProtocellLayout
import ProtocellTemplates
import Testing
import TextMeasurement

/// Every module imported together, as an app that registers its own fonts does: each concept
/// has one owner, so no name is ambiguous (`'FontWeight' is ambiguous for type lookup` was the
/// error before the model reused TextMeasurement's types).
struct AllModulesImportTests {
  @Test func sharedNamesResolveToOneType() throws {
    let weight: FontWeight = .semibold
    let mode: LineBreakMode = .wordWrap
    let alignment: TextAlignment = .center
    let label = LabelContent(
      text: "Hi", font: FontSpec(weight: weight, size: 15), numberOfLines: 0,
      lineBreakMode: mode, textAlignment: alignment)
    #expect(label.font.weight.value == 600)

    let priority: Priority = .defaultHigh
    let relation: Relation = .lessThanOrEqual
    let constraint = LayoutConstraint(
      first: LayoutAnchor(item: .view("a"), attribute: .bottom), relation: relation,
      second: LayoutAnchor(item: .margins, attribute: .bottom), priority: priority)
    #expect(constraint.description == "a.bottom <= margins.bottom @750")

    // The solver's own types are the model's.
    let x = Variable("x")
    let solverConstraint = (x <= 4).priority(priority)
    #expect(solverConstraint.priority == constraint.priority)
  }

  /// Each stage's types live in the module of that stage; the umbrella re-exports them and owns
  /// only load, check and register (the loader, the checker, `.protocell.json`).
  @Test func eachTypeHasItsStagesModule() {
    let owners: [(Any.Type, String)] = [
      (TemplateParser.self, "ProtocellTemplates.TemplateParser"),
      (CellPrototype.self, "ProtocellTemplates.CellPrototype"),
      (PrototypeRegistry.self, "ProtocellArchive.PrototypeRegistry"),
      (Cell.self, "ProtocellArchive.Cell"),
      (HeightCalculator.self, "ProtocellLayout.HeightCalculator"),
      (PrototypeLoader.self, "Protocell.PrototypeLoader"),
      (TemplateChecker.self, "Protocell.TemplateChecker"),
      (ConfigurationFile.self, "Protocell.ConfigurationFile"),
      (FontWeight.self, "TextMeasurement.FontWeight"),
      (Priority.self, "Cassowary.Priority"),
    ]
    for (type, name) in owners { #expect(String(reflecting: type) == name) }
  }
}
