import Foundation
import Testing
import _ProtocellTestSupport

/// A row has the solver-work budget a build has (`maximumLayoutWork`).
@Suite(.serialized)
struct RowWorkLimitTests {
  /// A proportional stack of 30 wrapping labels, pinned to the content view's edges.
  static let stack: String = {
    let labels = (0..<30).map {
      #"<label id="l\#($0)" text="L \#($0) words words" numberOfLines="0"/>"#
    }
    return """
      <templates version="1">
        <cell reuseIdentifier="Post" width="375">
          <stack id="big" axis="vertical" distribution="fillProportionally">\(labels.joined())</stack>
          <constraints>
            <constraint>big.top == superview.top</constraint>
            <constraint>big.leading == superview.leading</constraint>
            <constraint>big.trailing == superview.trailing</constraint>
            <constraint>big.bottom == superview.bottom</constraint>
          </constraints>
        </cell>
      </templates>
      """
  }()

  /// A row that needs more work than the limit stops with the limit's error.
  ///
  /// The stack's build fits in 100,000 units of work, its row (the stack re-weighed for the
  /// labels' texts) does not. Before, rows had no budget, and a
  /// stack of 400 such labels ran for 21 seconds, 990 past a minute (a robustness review); at
  /// 1,000,000 it is laid out, 20 points a label (600).
  @Test func aRowPastTheWorkLimitStops() throws {
    try TemporaryFolder.with(prefix: "protocell-row-work") { folder in
      try Self.stack.write(toFile: folder + "/Stack.xml", atomically: false, encoding: .utf8)
      for (limit, status) in [(100_000, 1), (1_000_000, 0)] {
        try "{\"limits\": {\"maximumLayoutWork\": \(limit)}}".write(
          toFile: folder + "/.protocell.json", atomically: false, encoding: .utf8)
        let output = try CommandRunner.run(["measure", "Stack.xml"], in: folder)
        #expect(output.status == Int32(status))
        if status == 1 {
          #expect(
            output.standardError.contains(
              "the constraints of cell 'Post' need more than 100000 units of solver work (the "
                + "limit)"))
        } else {
          #expect(output.standardOutput == "row\tprototype\theight\n1\tPost\t600\n")
        }
      }
    }
  }
}
