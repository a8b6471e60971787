import Cassowary
import Foundation
import Protocell

// An NSCoding object tree equivalent to a cell template without source locations: what the
// classic UIKit trick archives once and unarchives per dequeue (NSKeyedArchiver, as nibs).

/// A cell: its properties, views and constraints.
final class CodingCell: NSObject, NSSecureCoding {
  static let supportsSecureCoding = true
  let reuseIdentifier: String
  let numbers: [Double]  // width, margins (4), separator
  let estimatedHeight: NSNumber?
  let views: [CodingView]
  let constraints: [CodingConstraint]

  init(_ prototype: CellPrototype) {
    reuseIdentifier = prototype.reuseIdentifier
    let margins = prototype.layoutMargins
    numbers = [
      prototype.width, margins.top, margins.leading, margins.bottom, margins.trailing,
      prototype.separator == .none ? 0 : 1,
    ]
    estimatedHeight = prototype.estimatedHeight.map { NSNumber(value: $0) }
    views = prototype.views.map(CodingView.init)
    constraints = prototype.constraints.map(CodingConstraint.init)
  }

  func encode(with coder: NSCoder) {
    coder.encode(reuseIdentifier as NSString, forKey: "reuseIdentifier")
    coder.encode(numbers.map { NSNumber(value: $0) } as NSArray, forKey: "numbers")
    coder.encode(estimatedHeight, forKey: "estimatedHeight")
    coder.encode(views as NSArray, forKey: "views")
    coder.encode(constraints as NSArray, forKey: "constraints")
  }

  init?(coder: NSCoder) {
    guard let identifier = coder.decodeObject(of: NSString.self, forKey: "reuseIdentifier"),
      let numbers = coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: "numbers")
        as? [NSNumber],
      let views = coder.decodeObject(
        of: [NSArray.self, CodingView.self], forKey: "views") as? [CodingView],
      let constraints = coder.decodeObject(
        of: [NSArray.self, CodingConstraint.self], forKey: "constraints") as? [CodingConstraint]
    else { return nil }
    reuseIdentifier = identifier as String
    self.numbers = numbers.map(\.doubleValue)
    estimatedHeight = coder.decodeObject(of: NSNumber.self, forKey: "estimatedHeight")
    self.views = views
    self.constraints = constraints
  }

  /// Back to the model, to check that the tree is equivalent.
  var prototype: CellPrototype {
    CellPrototype(
      reuseIdentifier: reuseIdentifier, width: numbers[0],
      estimatedHeight: estimatedHeight?.doubleValue,
      layoutMargins: EdgeInsets(
        top: numbers[1], leading: numbers[2], bottom: numbers[3], trailing: numbers[4]),
      separator: numbers[5] == 0 ? .none : .singleLine, views: views.map(\.node),
      constraints: constraints.map(\.constraint))
  }
}

/// A view, with every property of every kind.
final class CodingView: NSObject, NSSecureCoding {
  static let supportsSecureCoding = true
  let id: String
  let kind: Int
  let text: String?
  let fontFamily: String?
  let bindingKey: String?
  /// Kind-specific numbers, hugging, compression resistance and flags, in a fixed order.
  let numbers: [Double]
  let optionals: [NSNumber?]  // image width/height, intrinsic width/height, colour r/g/b/a
  let subviews: [CodingView]

  init(_ node: ViewNode) {
    id = node.id
    var numbers: [Double] = [
      Double(node.contentHugging.horizontal.rawValue),
      Double(node.contentHugging.vertical.rawValue),
      Double(node.compressionResistance.horizontal.rawValue),
      Double(node.compressionResistance.vertical.rawValue),
      node.isHidden ? 1 : 0, node.binding?.hidesWhenEmpty == true ? 1 : 0,
    ]
    var optionals: [NSNumber?] = [
      node.intrinsicSize.width.map { NSNumber(value: $0) },
      node.intrinsicSize.height.map { NSNumber(value: $0) },
    ]
    optionals += [
      node.backgroundColor?.red, node.backgroundColor?.green,
      node.backgroundColor?.blue, node.backgroundColor?.alpha,
    ].map { $0.map { NSNumber(value: $0) } }
    switch node.kind {
    case .view:
      kind = 0
      text = nil
      fontFamily = nil
    case .label(let label):
      kind = 1
      text = label.text
      fontFamily = label.font.family
      numbers += [
        Double(label.font.weight.value), label.font.size,
        Double(label.numberOfLines),
        Double(LineBreakMode.allCases.firstIndex(of: label.lineBreakMode) ?? 0),
        Double(TextAlignment.allCases.firstIndex(of: label.textAlignment) ?? 0), label.lineSpacing,
      ]
    case .image(let image):
      kind = 2
      text = nil
      fontFamily = nil
      optionals += [image.imageSize?.width, image.imageSize?.height].map {
        $0.map { NSNumber(value: $0) }
      }
    case .stack(let stack):
      kind = 3
      text = nil
      fontFamily = nil
      numbers += [
        stack.axis == .horizontal ? 0 : 1, stack.spacing,
        Double(StackAlignment.allCases.firstIndex(of: stack.alignment) ?? 0),
        Double(StackDistribution.allCases.firstIndex(of: stack.distribution) ?? 0),
      ]
    }
    bindingKey = node.binding?.key
    self.numbers = numbers
    self.optionals = optionals
    subviews = node.subviews.map(CodingView.init)
  }

  func encode(with coder: NSCoder) {
    coder.encode(id as NSString, forKey: "id")
    coder.encode(kind, forKey: "kind")
    coder.encode(text.map { $0 as NSString }, forKey: "text")
    coder.encode(fontFamily.map { $0 as NSString }, forKey: "fontFamily")
    coder.encode(bindingKey.map { $0 as NSString }, forKey: "bindingKey")
    coder.encode(numbers.map { NSNumber(value: $0) } as NSArray, forKey: "numbers")
    for (index, value) in optionals.enumerated() { coder.encode(value, forKey: "optional\(index)") }
    coder.encode(optionals.count, forKey: "optionalCount")
    coder.encode(subviews as NSArray, forKey: "subviews")
  }

  init?(coder: NSCoder) {
    guard let id = coder.decodeObject(of: NSString.self, forKey: "id"),
      let numbers = coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: "numbers")
        as? [NSNumber],
      let subviews = coder.decodeObject(
        of: [NSArray.self, CodingView.self], forKey: "subviews") as? [CodingView]
    else { return nil }
    self.id = id as String
    kind = coder.decodeInteger(forKey: "kind")
    text = coder.decodeObject(of: NSString.self, forKey: "text") as String?
    fontFamily = coder.decodeObject(of: NSString.self, forKey: "fontFamily") as String?
    bindingKey = coder.decodeObject(of: NSString.self, forKey: "bindingKey") as String?
    self.numbers = numbers.map(\.doubleValue)
    let count = coder.decodeInteger(forKey: "optionalCount")
    optionals = (0..<count).map { coder.decodeObject(of: NSNumber.self, forKey: "optional\($0)") }
    self.subviews = subviews
  }

  var node: ViewNode {
    let kindValue: ViewKind
    switch kind {
    case 1:
      kindValue = .label(
        LabelContent(
          text: text ?? "",
          font: FontSpec(
            family: fontFamily ?? "", weight: FontWeight(Int(numbers[6])), size: numbers[7]
          ),
          numberOfLines: Int(numbers[8]), lineBreakMode: LineBreakMode.allCases[Int(numbers[9])],
          textAlignment: TextAlignment.allCases[Int(numbers[10])], lineSpacing: numbers[11]))
    case 2:
      let size = optionals[6].flatMap { width in
        optionals[7].map { Size(width: width.doubleValue, height: $0.doubleValue) }
      }
      kindValue = .image(ImageContent(imageSize: size))
    case 3:
      kindValue = .stack(
        StackConfiguration(
          axis: numbers[6] == 0 ? .horizontal : .vertical, spacing: numbers[7],
          alignment: StackAlignment.allCases[Int(numbers[8])],
          distribution: StackDistribution.allCases[Int(numbers[9])]))
    default:
      kindValue = .view
    }
    let color = optionals[2].map { red in
      Color(
        red: red.doubleValue, green: optionals[3]?.doubleValue ?? 0,
        blue: optionals[4]?.doubleValue ?? 0,
        alpha: optionals[5]?.doubleValue ?? 0)
    }
    return ViewNode(
      id: id, kind: kindValue, isHidden: numbers[4] == 1,
      contentHugging: AxisPriorities(
        horizontal: Priority(Float(numbers[0])), vertical: Priority(Float(numbers[1]))),
      compressionResistance: AxisPriorities(
        horizontal: Priority(Float(numbers[2])), vertical: Priority(Float(numbers[3]))),
      intrinsicSize: IntrinsicSize(
        width: optionals[0]?.doubleValue, height: optionals[1]?.doubleValue),
      backgroundColor: color,
      binding: bindingKey.map { DataBinding(key: $0, hidesWhenEmpty: numbers[5] == 1) },
      subviews: subviews.map(\.node))
  }
}

/// A constraint.
final class CodingConstraint: NSObject, NSSecureCoding {
  static let supportsSecureCoding = true
  let identifier: String?
  let firstItem: String
  let secondItem: String?
  /// First attribute, relation, second attribute, multiplier, constant, priority.
  let numbers: [Double]

  init(_ constraint: LayoutConstraint) {
    identifier = constraint.identifier
    firstItem = constraint.first.item.description
    secondItem = constraint.second?.item.description
    numbers = [
      Double(LayoutAttribute.allCases.firstIndex(of: constraint.first.attribute) ?? 0),
      Double(Relation.allCases.firstIndex(of: constraint.relation) ?? 0),
      Double(
        constraint.second.flatMap { LayoutAttribute.allCases.firstIndex(of: $0.attribute) } ?? 0),
      constraint.multiplier, constraint.constant, Double(constraint.priority.rawValue),
    ]
  }

  func encode(with coder: NSCoder) {
    coder.encode(identifier.map { $0 as NSString }, forKey: "identifier")
    coder.encode(firstItem as NSString, forKey: "firstItem")
    coder.encode(secondItem.map { $0 as NSString }, forKey: "secondItem")
    coder.encode(numbers.map { NSNumber(value: $0) } as NSArray, forKey: "numbers")
  }

  init?(coder: NSCoder) {
    guard let first = coder.decodeObject(of: NSString.self, forKey: "firstItem"),
      let numbers = coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: "numbers")
        as? [NSNumber]
    else { return nil }
    identifier = coder.decodeObject(of: NSString.self, forKey: "identifier") as String?
    firstItem = first as String
    secondItem = coder.decodeObject(of: NSString.self, forKey: "secondItem") as String?
    self.numbers = numbers.map(\.doubleValue)
  }

  var constraint: LayoutConstraint {
    LayoutConstraint(
      identifier: identifier,
      first: LayoutAnchor(
        item: LayoutItem(name: firstItem), attribute: LayoutAttribute.allCases[Int(numbers[0])]),
      relation: Relation.allCases[Int(numbers[1])],
      second: secondItem.map {
        LayoutAnchor(
          item: LayoutItem(name: $0), attribute: LayoutAttribute.allCases[Int(numbers[2])])
      },
      multiplier: numbers[3], constant: numbers[4], priority: Priority(Float(numbers[5])))
  }
}
