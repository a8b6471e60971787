/// Names for IB views that a person can read: from the outlet connected to the view, its
/// `userLabel`, or its text, never from IB's object ids alone.
enum InterfaceBuilderNaming {
  /// The base name of a view (before it is made unique within its cell).
  ///
  /// - Parameters:
  ///   - outlet: The property of an outlet connected to the view (`titleLabel`).
  ///   - userLabel: The name IB's document outline shows (`Media Views`).
  ///   - text: The view's text or title (`John Doe`).
  ///   - elementName: The IB element, for the suffix and the fallback (`label`).
  /// - Returns: The first of the outlet, the user label and the text that makes an identifier,
  ///   else the kind of view.
  static func baseName(outlet: String?, userLabel: String?, text: String?, elementName: String)
    -> String
  {
    if let outlet, let name = identifier(from: outlet, keepingCase: true) { return name }
    if let userLabel, let name = identifier(from: userLabel, keepingCase: true) { return name }
    let kind = kindName(of: elementName)
    if let text, let words = identifier(from: text, keepingCase: false, maximumWords: 3) {
      return words + kind.prefix(1).uppercased() + kind.dropFirst()
    }
    return kind
  }

  /// The name Xcode's document outline shows for a view: its `userLabel`, else a label's text
  /// or a button's title, else its custom class, else its kind in Xcode's words (`Image View`).
  ///
  /// Fix-its for an Interface Builder document name views so, with their object ids: the
  /// model's names (from outlets) are not what Xcode shows.
  ///
  /// - Parameters:
  ///   - userLabel: The view's `userLabel` (`Media Views`).
  ///   - text: A label's text or a button's title, on one line, at most 30 characters shown.
  ///   - customClass: The view's custom class (`AvatarView`).
  ///   - elementName: The IB element (`imageView`).
  /// - Returns: The name (`Media Views`, `John Doe`, `AvatarView`, `Image View`).
  static func outlineName(
    userLabel: String?, text: String?, customClass: String?, elementName: String
  ) -> String {
    if let userLabel, !userLabel.allSatisfy(\.isWhitespace) { return userLabel }
    if let text {
      let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      if !words.isEmpty { return words.count > 30 ? String(words.prefix(29)) + "…" : words }
    }
    if let customClass, !customClass.isEmpty { return customClass }
    return kindInXcode(of: elementName)
  }

  /// The kind of view an IB element is, as Xcode's object library names it: `Image View` for
  /// `imageView`, `Content View` for a cell's content view, `WebKit View` for `wkWebView`.
  static func kindInXcode(of elementName: String) -> String {
    switch elementName {
    case "tableViewCellContentView", "collectionViewCellContentView": return "Content View"
    case "wkWebView": return "WebKit View"
    case "mtkView": return "MetalKit View"
    case "glkView": return "GLKit View"
    case "skView": return "SpriteKit View"
    case "sceneKitView": return "SceneKit View"
    case "arscnView": return "ARKit SceneKit View"
    case "arskView": return "ARKit SpriteKit View"
    default:
      // Each capital starts a word: `activityIndicatorView` → `Activity Indicator View`.
      var result = ""
      for character in elementName {
        if character.isUppercase, !result.isEmpty { result += " " }
        result += result.isEmpty ? character.uppercased() : String(character)
      }
      return result
    }
  }

  /// The name of a kind of view as a person says it: `label`, `imageView`, `stackView`, `view`.
  static func kindName(of elementName: String) -> String {
    switch elementName {
    case "view": "view"
    case "tableViewCellContentView": "contentView"
    default: elementName
    }
  }

  /// A text as a lower-camel-case identifier of ASCII letters and digits.
  ///
  /// - Parameters:
  ///   - text: The text (`Media Views`).
  ///   - keepingCase: Whether words keep their inner capitals, as outlets and IB's user labels
  ///     are written (`titleLabel` and `ImageView` give `titleLabel` and `imageView`, `Profile
  ///     ImageView` gives `profileImageView`), where a label's text is not (`JOHN DOE` gives
  ///     `johnDoe`). A word all in capitals is a word (`URL Field` gives `urlField`) either way.
  ///   - maximumWords: How many words to keep.
  /// - Returns: The identifier (`mediaViews`), or `nil` when nothing is left.
  static func identifier(from text: String, keepingCase: Bool, maximumWords: Int = 4) -> String? {
    var words: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
      {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    words = Array(words.prefix(maximumWords))
    guard !words.isEmpty else { return nil }
    var result = ""
    for (index, word) in words.enumerated() {
      let isCapitals = word.count > 1 && word.allSatisfy { !$0.isLowercase }
      let rest =
        keepingCase && !isCapitals ? word.dropFirst() : Substring(word.dropFirst().lowercased())
      result += (index == 0 ? word.prefix(1).lowercased() : word.prefix(1).uppercased()) + rest
    }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
      result = "_" + result
    }
    return result
  }
}
