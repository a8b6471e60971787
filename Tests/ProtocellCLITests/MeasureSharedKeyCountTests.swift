import Foundation
import Testing
import _ProtocellTestSupport

/// A reuse identifier two templates of a folder declare leaves both cells out, and `measure`
/// counts both: a folder of converted documents each declaring `Cell` lost two cells and
/// counted one.
@Suite(.serialized)
struct MeasureSharedKeyCountTests {
  /// A template of one cell, `key`, a 30-point box.
  static func template(_ key: String) -> String {
    """
    <templates><cell reuseIdentifier="\(key)"><view id="box"/><constraints>
      <constraint>box.top == superview.top</constraint>
      <constraint>box.bottom == superview.bottom</constraint>
      <constraint>box.leading == superview.leading</constraint>
      <constraint>box.trailing == superview.trailing</constraint>
      <constraint>box.height == 30</constraint>
    </constraints></cell></templates>
    """
  }

  /// `a.xml` and `b.xml` declare `Cell`, `c.xml` declares `Other`: three cells, two lost.
  @Test func everyCopyOfASharedKeyIsCounted() throws {
    try TemporaryFolder.with(prefix: "protocell-shared-key") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cells", withIntermediateDirectories: true)
      for (file, key) in [("a", "Cell"), ("b", "Cell"), ("c", "Other")] {
        try Self.template(key).write(
          toFile: folder + "/cells/\(file).xml", atomically: false, encoding: .utf8)
      }
      let run = try CommandRunner.run(["measure", "cells"], in: folder)
      #expect(run.status == 1)
      #expect(run.standardOutput == "row\tprototype\theight\n2\tOther\t30\n")
      #expect(
        run.standardError.hasPrefix(
          "note: 1 error in cells/b.xml (see: protocell validate cells/b.xml); 2 prototypes left "
            + "out for errors in their own structure;"))
      #expect(
        run.standardError.contains(
          "error: prototype 'Cell' cannot be laid out: it has errors in its own structure (2 "
            + "cells declare it, and none is measured)\n"))
      #expect(run.standardError.hasSuffix("error: 2 of 3 prototypes failed\n"))
    }
  }
}

/// Keys listed with their files: two files of one name are told apart by their paths.
struct MeasureSameNamedFilesTests {
  @Test func twoFilesOfOneNameAreListedByPath() throws {
    try TemporaryFolder.with(prefix: "protocell-same-named") { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cells/sub", withIntermediateDirectories: true)
      let document = oneCellDocument(
        subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v"/>"#,
        constraints: #"""
          <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k1"/>
          <constraint firstItem="v" firstAttribute="bottom" secondItem="cv" secondAttribute="bottom" id="k2"/>
          <constraint firstItem="v" firstAttribute="height" constant="20" id="k3"/>
          """#)
      try document.write(toFile: folder + "/cells/Cell.xib", atomically: false, encoding: .utf8)
      try document.write(toFile: folder + "/cells/sub/Cell.xib", atomically: false, encoding: .utf8)
      let output = try CommandRunner.run(["measure", "cells", "--id", "c1"], in: folder)
      #expect(output.status == 2)
      #expect(output.standardError.contains("(cells/Cell.xib)"))
      #expect(output.standardError.contains("(cells/sub/Cell.xib)"))
    }
  }
}
