import ProtocellTemplates
import Testing

@testable import ProtocellTooling

struct SwiftAccessorGeneratorTests {
  @Test func rowsHaveOnePropertyPerKeyOptionalWhereEveryViewHidesWhenEmpty() throws {
    let text = """
      <templates version="1">
        <cell reuseIdentifier="text-post" width="320">
          <label id="a" bind="author"/>
          <label id="b" bind="body" hideWhenEmpty="true"/>
          <label id="c" bind="body"/>
          <image id="p" bind="photo" hideWhenEmpty="true"/>
          <label id="d" bind="default" hideWhenEmpty="true"/>
        </cell>
      </templates>
      """
    let cells = TemplateParser().parse(text: text, path: "T.xml").file.cells
    let source = SwiftAccessorGenerator(accessLevel: "internal").source(for: cells)
    #expect(source.contains("  case textPost = \"text-post\"\n"))
    #expect(
      source.hasSuffix(
        """
        /// A row of the `text-post` prototype.
        internal struct TextPostRow: PrototypeRow, Hashable {
          internal static var reuseIdentifier: ReuseIdentifier { .textPost }
          internal var author: String
          internal var body: String
          internal var photo: ImageSize?
          internal var `default`: String?

          internal init(author: String, body: String, photo: ImageSize? = nil, `default`: String? = nil) {
            self.author = author
            self.body = body
            self.photo = photo
            self.default = `default`
          }

          enum CodingKeys: String, CodingKey {
            case author = "author"
            case body = "body"
            case photo = "photo"
            case `default` = "default"
          }
        }

        """))
    #expect(!source.contains("registerBundledPrototypes"))
    // No key keeps its design, so no outlet type is declared.
    #expect(!source.contains("OutletContent"))
  }

  /// A key whose views keep their design when a row leaves it out (`keepWhenMissing`, as
  /// `convert` writes an Interface Builder outlet, and every outlet of a `.xib`) is an optional
  /// `OutletContent` defaulting to `nil`, and the row decodes `null` as `.empty` and a key
  /// left out as `nil`; a key of the same cell without it stays required.
  @Test func keysThatKeepTheirDesignAreOptionalOutletContents() {
    let text = """
      <templates version="1">
        <cell reuseIdentifier="Profile" width="320">
          <image id="a" bind="avatar" keepWhenMissing="true"/>
          <label id="n" bind="name" keepWhenMissing="true" hideWhenEmpty="true"/>
          <label id="s" bind="status"/>
        </cell>
      </templates>
      """
    let cells = TemplateParser().parse(text: text, path: "T.xml").file.cells
    let source = SwiftAccessorGenerator(accessLevel: "internal").source(for: cells)
    #expect(
      source.contains(
        "internal enum OutletContent<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {\n"
      ))
    #expect(
      source.hasSuffix(
        """
        /// A row of the `Profile` prototype.
        ///
        /// A member left `nil` keeps what the document shows; `.empty` empties its view.
        internal struct ProfileRow: PrototypeRow, Codable, Hashable {
          internal static var reuseIdentifier: ReuseIdentifier { .profile }
          internal var avatar: OutletContent<ImageSize>?
          internal var name: OutletContent<String>?
          internal var status: String

          internal init(avatar: OutletContent<ImageSize>? = nil, name: OutletContent<String>? = nil, status: String) {
            self.avatar = avatar
            self.name = name
            self.status = status
          }

          enum CodingKeys: String, CodingKey {
            case avatar = "avatar"
            case name = "name"
            case status = "status"
          }

          /// Reads a row: a member `null` is `.empty`, one left out `nil`.
          internal init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.avatar = try container.decodeOutlet(OutletContent<ImageSize>.self, forKey: .avatar)
            self.name = try container.decodeOutlet(OutletContent<String>.self, forKey: .name)
            self.status = try container.decode(String.self, forKey: .status)
          }
        }

        """))
  }

  /// The enum's comment says that its raw values are the registry's keys, which for cells of
  /// several tables that share an identifier are no UIKit reuse identifiers (the eleventh
  /// newcomer's review: `case cellLHN4kKdJ = "Cell@lHN-4k-kdJ"` under "The reuse identifiers").
  @Test func theKeysEnumSaysWhatItsRawValuesAre() {
    let source = SwiftAccessorGenerator(accessLevel: "").source(for: [
      CellPrototype(reuseIdentifier: "Cell@lHN-4k-kdJ")
    ])
    #expect(
      source.contains(
        """
        /// The keys of the templates' prototypes in a `PrototypeRegistry`: each its reuse identifier,
        /// or, where cells of several tables share one, the identifier qualified as `protocell
        /// measure` names it (`Cell@TABLE-ID`), which UIKit's `dequeueReusableCell(withIdentifier:)`
        /// does not know.
        enum ReuseIdentifier: String, CaseIterable, Sendable {
          case cellLHN4kKdJ = "Cell@lHN-4k-kdJ"
        }
        """))
  }

  @Test func identifiersAreSwiftIdentifiers() {
    #expect(SwiftAccessorGenerator.identifier("text-post", upper: true) == "TextPost")
    #expect(SwiftAccessorGenerator.identifier("2col", upper: false) == "_2col")
    #expect(SwiftAccessorGenerator.identifier("class", upper: false) == "`class`")
  }

  /// A leading acronym is lower-cased as the Swift API Design Guidelines spell it; the capital
  /// that starts the next word is kept, and a type name (`upper`) keeps its capitals.
  @Test(arguments: [
    ("UICollectionViewCell", "uiCollectionViewCell"), ("URLCell", "urlCell"),
    ("HTMLTextCell", "htmlTextCell"), ("URL", "url"), ("Cell", "cell"), ("cell", "cell"),
    ("ID2Cell", "id2Cell"), ("text-URLCell", "textURLCell"), ("2D", "_2D"),
  ])
  func caseNamesLowerALeadingAcronym(name: String, expected: String) {
    #expect(SwiftAccessorGenerator.identifier(name, upper: false) == expected)
  }

  @Test func typeNamesKeepALeadingAcronym() {
    #expect(
      SwiftAccessorGenerator.identifier("UICollectionViewCell", upper: true)
        == "UICollectionViewCell")
    #expect(SwiftAccessorGenerator.identifier("url-cell", upper: true) == "UrlCell")
    #expect(SwiftAccessorGenerator.literal("a\"b\\") == #""a\"b\\""#)
    // A control character other than \n, \r, \t as Swift spells it: U+000B is \u{b}.
    #expect(SwiftAccessorGenerator.literal("x\u{B}") == #""x\u{b}""#)
  }
}
