import Foundation
import Protocell
import ProtocellTemplates
import Testing
import _ProtocellTestSupport

/// In a file whose parse failed, the cells without an error of their own are laid out by default.
///
/// With ``TemplateChecker/checksLayoutBesideParseErrors`` on, one cell's error does not hide
/// another's layout errors from `validate`, and the cells a recovering loader or
/// `compile --skip-invalid` keeps are checked. Turned off, the file is not laid out.
struct TemplateCheckerLayoutBesideParseErrorsTests {
  /// `Loose`: a view nothing sizes or places (layout errors); `Broken`: an unknown element (a
  /// parse error, at 3:34); `Fine`: a 20-point box.
  static let template = """
    <templates>
      <cell reuseIdentifier="Loose"><view id="v"/></cell>
      <cell reuseIdentifier="Broken"><lable id="l"/></cell>
      <cell reuseIdentifier="Fine"><view id="v"/><constraints>\
    <constraint>v.top == superview.top</constraint>\
    <constraint>v.bottom == superview.bottom</constraint>\
    <constraint>v.leading == superview.leading</constraint>\
    <constraint>v.trailing == superview.trailing</constraint>\
    <constraint>v.height == 20</constraint></constraints></cell>
    </templates>

    """

  static func check(besideParseErrors: Bool?) throws -> TemplateCheckReport {
    var report: TemplateCheckReport?
    try TemporaryFolder.with(prefix: "protocell-checker") { folder in
      try template.write(toFile: folder + "/t.xml", atomically: false, encoding: .utf8)
      var checker = TemplateChecker()
      checker.validator.layoutRules = [LayoutValidationRule(measurer: FixedAdvanceMeasurer())]
      if let besideParseErrors { checker.checksLayoutBesideParseErrors = besideParseErrors }
      report = checker.check(paths: [folder + "/t.xml"])
    }
    return try #require(report)
  }

  @Test func turnedOffTheCheckLeavesTheFileUnlaidOut() throws {
    let report = try Self.check(besideParseErrors: false)
    #expect(report.diagnostics.filter(\.isError).map(\.code) == [.unknownElement])
  }

  @Test(arguments: [nil, true] as [Bool?])
  func theCellsWithoutErrorsAreLaidOut(besideParseErrors: Bool?) throws {
    let report = try Self.check(besideParseErrors: besideParseErrors)
    let errors = report.diagnostics.filter(\.isError)
    // Loose's layout errors, at its element (line 2), then Broken's own; Fine has none.
    #expect(errors.last?.code == .unknownElement)
    #expect(errors.dropLast().allSatisfy { $0.location?.line == 2 })
    #expect(!errors.dropLast().isEmpty)
    #expect(!report.diagnostics.contains { $0.location?.line == 4 })
    let (files, skipped) = PrototypeLoader.cellsWithoutErrors(in: report)
    #expect(files.flatMap(\.cells).map(\.reuseIdentifier) == ["Fine"])
    #expect(skipped.map(\.reuseIdentifier) == ["Loose", "Broken"])
  }
}
