import Foundation
import Testing
import _ProtocellTestSupport

/// `convert` and `measure` on a real Interface Builder file of the corpus.
@Suite(.serialized)
struct InterfaceBuilderCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "ProtocellTemplatesTests/Fixtures/InterfaceBuilder"
    ).path
  static let postCell = "xmartlabs__XLPagerTabStrip__PostCell.xib"

  @Test func measureTakesACellsObjectIDAndPrintsEachViewsObjectID() throws {
    let output = try CommandRunner.run(
      ["measure", Self.postCell, "--id", "b8n-8Y-pxb", "--frames", "--format", "json"],
      in: Self.fixtures)
    #expect(output.status == 0)
    #expect(
      output.standardOutput
        == #"{"row":1,"prototype":"xmartlabs__XLPagerTabStrip__PostCell-b8n-8Y-pxb","#
        + #""file":"xmartlabs__XLPagerTabStrip__PostCell.xib","width":375,"height":76,"#
        + #""frames":[{"view":"userImage","ibID":"wQ5-jv-KcD","x":12,"y":12,"width":60,"#
        + #""height":60,"hidden":false},"#
        + #"{"view":"postName","ibID":"Xt9-VS-IpY","x":80,"y":12,"width":275,"height":18,"#
        + #""hidden":false},"#
        + #"{"view":"postText","ibID":"fIC-u4-GzA","x":80,"y":38,"width":275,"height":18,"#
        + #""hidden":false}]}"#
        + "\n")
  }

  /// A mistyped object id is offered the object id (with the key it names), a cell's as a
  /// table's, and a reuse identifier two cells share, mistyped, is offered with both cells'
  /// keys: SwipeCellKit's storyboard has `MailCell` in two tables, keyed `MailCell@CnD-MW-SLC`
  /// and `MailCell@Nen-BV-WtC`, the first cell's object id `5Yy-lT-eDE`.
  @Test(arguments: [
    (
      "CnD-MW-SLD",
      "did you mean 'CnD-MW-SLC' (MailCell@CnD-MW-SLC)?"
    ),
    (
      "5Yy-lT-eD",
      "did you mean '5Yy-lT-eDE' (MailCell@CnD-MW-SLC)?"
    ),
    (
      "mailcell",
      "did you mean 'MailCell'? It names 2 cells: name one of 'MailCell@CnD-MW-SLC', 'MailCell@Nen-BV-WtC'"
    ),
  ])
  func anUnknownIDIsOfferedTheNearestObjectIDOrEveryKeyOfAnIdentifier(
    id: String, suggestion: String
  ) throws {
    let output = try CommandRunner.run(
      ["measure", "SwipeCellKit__SwipeCellKit__Main.storyboard", "--id", id, "--quiet"],
      in: Self.fixtures)
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: no prototype has the reuse identifier, object id or cell class '\(id)'; "
        + "\(suggestion)\n")
  }

  /// `--id` takes a cell's custom class, so a mistyped class is offered the class, with the key
  /// of its cell: RocketChat's `SubscriptionCellCondensed` is the class of the cell whose
  /// identifier is `CellSubscriptionCondensed` (before, the error listed the identifiers).
  @Test func aMistypedCellClassIsOfferedTheClass() throws {
    let output = try CommandRunner.run(
      [
        "measure", "RocketChat__Rocket.Chat.iOS__Subscriptions.storyboard", "--id",
        "SubscriptionCellCondensd", "--quiet",
      ], in: Self.fixtures)
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: no prototype has the reuse identifier, object id or cell class "
        + "'SubscriptionCellCondensd'; did you mean 'SubscriptionCellCondensed' "
        + "(CellSubscriptionCondensed)?\n")
  }

  /// The object id of a table names the table's cells, not a prototype: the message says so
  /// and gives the key of its cell, instead of offering back the id it refused.
  @Test func aTablesObjectIDIsAnsweredWithItsCellsKeys() throws {
    let output = try CommandRunner.run(
      ["measure", "SwipeCellKit__SwipeCellKit__Main.storyboard", "--id", "CnD-MW-SLC", "--quiet"],
      in: Self.fixtures)
    #expect(output.status == 2)
    #expect(
      output.standardError
        == "error: 'CnD-MW-SLC' is the object id of a table or collection view, not of a cell; "
        + "its prototype is 'MailCell@CnD-MW-SLC'\n")
  }

  @Test func convertWritesATemplateThatMeasuresTheSame() throws {
    try TemporaryFolder.with(prefix: "protocell-convert") { folder in
      let converted = try CommandRunner.run(
        ["convert", Self.fixtures + "/" + Self.postCell, "-o", folder + "/PostCell.xml"],
        in: folder)
      #expect(converted.status == 0)
      #expect(converted.standardOutput.hasSuffix(" into \(folder)/PostCell.xml.\n"))
      let measured = try CommandRunner.run(
        [
          "measure", "PostCell.xml", "--id", "xmartlabs__XLPagerTabStrip__PostCell-b8n-8Y-pxb",
          "--frames", "--format", "json",
        ], in: folder)
      #expect(measured.status == 0)
      #expect(
        measured.standardOutput
          == #"{"row":1,"prototype":"xmartlabs__XLPagerTabStrip__PostCell-b8n-8Y-pxb","#
          + #""file":"PostCell.xml","width":375,"height":76,"#
          + #""frames":[{"view":"userImage","x":12,"y":12,"width":60,"height":60,"hidden":false},"#
          + #"{"view":"postName","x":80,"y":12,"width":275,"height":18,"hidden":false},"#
          + #"{"view":"postText","x":80,"y":38,"width":275,"height":18,"hidden":false}]}"#
          + "\n")
      // PostCell.xib names no <device>: nothing to say of its scale.
      #expect(!converted.standardError.contains("design scale"))
    }
  }

  /// A template keeps no `<device>` (a pack does): converting a 3× document says so, and how
  /// to measure the template as the document rounds (convert said nothing: the fresh17
  /// review).
  @Test func convertingA3xDocumentSaysTheTemplateKeepsNoScale() throws {
    let document = "Juanpe__SkeletonView__Main.storyboard"
    let converted = try CommandRunner.run(["convert", Self.fixtures + "/" + document])
    #expect(converted.status == 0)
    #expect(
      converted.standardError.hasSuffix(
        "note: a template keeps no design scale: the cells of \(document) round to the pixel "
          + "of 3x in their document; measure the template with --scale 3 (templates are "
          + "measured at 2 unless told)\n"))
  }
}
