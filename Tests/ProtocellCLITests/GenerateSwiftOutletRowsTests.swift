import Foundation
import Testing
import _ProtocellTestSupport

/// An Interface Builder cell's generated row can leave an outlet out and can empty it.
///
/// Leaving it out (`nil`) keeps the document's text or image; `.empty` writes JSON `null`,
/// which empties the view. The generated Swift is compiled with a program that uses it, as
/// `Examples/PluginExample` is built in CI, and the rows it prints are measured.
@Suite(.serialized)
struct GenerateSwiftOutletRowsTests {
  /// A cell `Profile` whose avatar (outlet `avatarView`, a 40 × 40 image) sits 12 points below
  /// the top, above a one-line 17-point label (outlet `nameLabel`, "Name", 20.5 tall) 8 points
  /// below it and 12 above the bottom: 12 + 40 + 8 + 20.5 + 12 = 92.5 points as designed.
  static let document = InterfaceBuilderText.xib(
    """
    <tableViewCell reuseIdentifier="Profile" id="c1">
      <rect key="frame" x="0" y="0" width="375" height="93"/>
      <tableViewCellContentView key="contentView" id="cv">
        <rect key="frame" x="0" y="0" width="375" height="92.5"/>
        <subviews>
          <imageView image="avatar" translatesAutoresizingMaskIntoConstraints="NO" id="img">
            <rect key="frame" x="16" y="12" width="40" height="40"/>
          </imageView>
          <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
            <rect key="frame" x="16" y="60" width="343" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="img" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="12" id="k1"/>
          <constraint firstItem="img" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k2"/>
          <constraint firstItem="lbl" firstAttribute="top" secondItem="img" secondAttribute="bottom" constant="8" id="k3"/>
          <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k4"/>
          <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" constant="16" id="k5"/>
          <constraint firstAttribute="bottom" secondItem="lbl" secondAttribute="bottom" constant="12" id="k6"/>
        </constraints>
      </tableViewCellContentView>
      <connections>
        <outlet property="avatarView" destination="img" id="o1"/>
        <outlet property="nameLabel" destination="lbl" id="o2"/>
      </connections>
    </tableViewCell>
    """,
    resources: #"<image name="avatar" width="40" height="40"/>"#)

  /// A template cell whose `author` a row must give and whose `body` hides when empty.
  static let template = """
    <templates version="1">
      <cell reuseIdentifier="Post">
        <label id="author" bind="author"/>
        <label id="body" bind="body" hideWhenEmpty="true"/>
        <constraints>
          <constraint>author.leading == margins.leading</constraint>
          <constraint>author.top == margins.top</constraint>
          <constraint>body.leading == margins.leading</constraint>
          <constraint>body.top == author.bottom</constraint>
          <constraint>body.bottom == margins.bottom</constraint>
        </constraints>
      </cell>
    </templates>
    """

  /// A program that prints each row's JSON on a line, after checking that the JSON decodes to
  /// the same row.
  static let program = """
    import Foundation

    let rows: [ProfileRow] = [
      ProfileRow(),
      ProfileRow(nameLabel: "Ada"),
      ProfileRow(avatarView: .empty),
      ProfileRow(avatarView: .value(ImageSize(width: 80, height: 60)), nameLabel: .empty),
    ]
    for row in rows {
      let json = try row.json()
      guard try JSONDecoder().decode(ProfileRow.self, from: Data(json.utf8)) == row else {
        fatalError("\\(json) does not decode to its row")
      }
      print(json)
    }
    // A template's row keeps its required and hide-when-empty members.
    FileHandle.standardError.write(Data(try PostRow(author: "Ada").json().utf8))
    """

  @Test func outletRowsCompileRoundTripAndMeasureAsTheirJSONSays() throws {
    try TemporaryFolder.with(prefix: "protocell-outlet-rows") { folder in
      try Self.document.write(toFile: folder + "/Profile.xib", atomically: false, encoding: .utf8)
      try Self.template.write(toFile: folder + "/Post.xml", atomically: false, encoding: .utf8)
      try Self.program.write(toFile: folder + "/main.swift", atomically: false, encoding: .utf8)
      let generated = try ShellRunner.run(
        #""$PROTOCELL" generate-swift Profile.xib Post.xml -o Rows.swift"#, in: folder)
      #expect(generated.status == 0, "\(generated.standardError)")
      let swift = try String(contentsOfFile: folder + "/Rows.swift", encoding: .utf8)
      #expect(swift.contains("  public var avatarView: OutletContent<ImageSize>?\n"))
      #expect(swift.contains("  public var nameLabel: OutletContent<String>?\n"))
      #expect(
        swift.contains(
          "  public init(avatarView: OutletContent<ImageSize>? = nil, "
            + "nameLabel: OutletContent<String>? = nil) {\n"))
      #expect(swift.contains("  public init(author: String, body: String? = nil) {\n"))

      let compiled = try ShellRunner.run(
        "swiftc -swift-version 6 Rows.swift main.swift -o rows", in: folder)
      #expect(compiled.status == 0, "\(compiled.standardError)")
      let ran = try ShellRunner.run("./rows > rows.jsonl && cat rows.jsonl", in: folder)
      #expect(ran.status == 0, "\(ran.standardError)")
      #expect(
        ran.standardOutput
          == """
          {}
          {"nameLabel":"Ada"}
          {"avatarView":null}
          {"avatarView":{"height":60,"width":80},"nameLabel":null}

          """)
      #expect(ran.standardError == #"{"author":"Ada"}"#)

      // Left out, each view keeps the document's image or text; null empties it, 0 tall:
      // 92.5 as designed, 92.5 with "Ada", 12 + 0 + 8 + 20.5 + 12 = 52.5 without the image,
      // 12 + 60 + 8 + 0 + 12 = 92 with an 80 × 60 image and no name.
      let measured = try ShellRunner.run(
        #""$PROTOCELL" measure Profile.xib --data rows.jsonl --format csv --quiet"#, in: folder)
      #expect(measured.status == 0, "\(measured.standardError)")
      #expect(
        measured.standardOutput
          == "row,prototype,height\n1,Profile,92.5\n2,Profile,92.5\n3,Profile,52.5\n4,Profile,92\n")
    }
  }
}
