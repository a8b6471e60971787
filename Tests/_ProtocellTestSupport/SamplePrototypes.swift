import Cassowary
import Protocell

/// Hand-built prototypes for registry and cell tests.
public enum SamplePrototypes {
  /// A text post: avatar, name, body bound to row keys, and a photo that hides when empty.
  public static func post(
    reuseIdentifier: String = "text-post", file: String = "Templates/feed.xml"
  ) -> CellPrototype {
    func at(_ line: Int, _ column: Int) -> SourceLocation {
      SourceLocation(file: file, line: line, column: column)
    }
    let avatar = ViewNode(
      id: "avatar", kind: .image(ImageContent(imageSize: Size(width: 40, height: 40))),
      location: at(4, 7), attributeLocations: ["id": at(4, 18)])
    let name = ViewNode(
      id: "name",
      kind: .label(LabelContent(text: "Name", font: FontSpec(weight: .semibold, size: 15))),
      binding: DataBinding(key: "author"), location: at(5, 7))
    let body = ViewNode(
      id: "body",
      kind: .label(LabelContent(text: "Body", numberOfLines: 0, lineBreakMode: .wordWrap)),
      binding: DataBinding(key: "text", hidesWhenEmpty: true), location: at(6, 7))
    let photo = ViewNode(
      id: "photo", kind: .image(ImageContent()),
      binding: DataBinding(key: "photo", hidesWhenEmpty: true),
      location: at(7, 7))
    let stack = ViewNode(
      id: "column", kind: .stack(StackConfiguration(axis: .vertical, spacing: 4)),
      subviews: [name, body, photo], location: at(3, 5))
    let constraints = [
      LayoutConstraint(
        first: LayoutAnchor(item: .view("avatar"), attribute: .leading, location: at(9, 17)),
        relation: .equal, second: LayoutAnchor(item: .margins, attribute: .leading),
        location: at(9, 17)),
      LayoutConstraint(
        first: LayoutAnchor(item: .view("column"), attribute: .leading), relation: .equal,
        second: LayoutAnchor(item: .view("avatar"), attribute: .trailing), constant: 8,
        location: at(10, 17)),
      LayoutConstraint(
        first: LayoutAnchor(item: .view("column"), attribute: .bottom), relation: .lessThanOrEqual,
        second: LayoutAnchor(item: .margins, attribute: .bottom), priority: Priority(750)),
    ]
    return CellPrototype(
      reuseIdentifier: reuseIdentifier, estimatedHeight: 88, views: [avatar, stack],
      constraints: constraints, location: at(2, 3), reuseIdentifierLocation: at(2, 26))
  }

  /// A cell of ``post(reuseIdentifier:file:)``, dequeued from a registry that holds only it.
  public static func dequeuedPost() throws -> Cell {
    let registry = PrototypeRegistry()
    try registry.register(post())
    return try registry.dequeueCell(forReuseIdentifier: "text-post")
  }
}
