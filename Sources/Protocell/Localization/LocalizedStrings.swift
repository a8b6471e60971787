import Foundation

/// One language's texts, by key: what a `.strings` file or a String Catalog (`.xcstrings`) gives
/// an app at run time.
///
/// Interface Builder documents are localised by object id (`"1tg-gd-k5u.text" = "Hallo";` in
/// `de.lproj/Main.strings`); an app's own strings by the key its code looks up
/// (`Localizable.strings`, `Localizable.xcstrings`).
public struct LocalizedStrings: Sendable, Hashable {
  /// The texts, by key.
  public var texts: [String: String]

  /// Creates a table.
  public init(texts: [String: String] = [:]) {
    self.texts = texts
  }

  /// The text for `key`, if the table has one.
  public subscript(key: String) -> String? { texts[key] }

  /// Reads a `.strings` file: an old-style property list of `"key" = "value";` entries with
  /// C comments, in UTF-8 or (with its byte-order mark) UTF-16, as Xcode writes them; an empty
  /// file is an empty table.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The file's path, for errors.
  /// - Throws: ``LocalizationError`` saying where the file stops making sense.
  public init(stringsFile data: Data, path: String) throws(LocalizationError) {
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      self.init()
      return
    }
    let list: Any
    do {
      list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw LocalizationError(path: path, reason: Self.reason(of: error as NSError))
    }
    guard let dictionary = list as? [String: Any] else {
      throw LocalizationError(path: path, reason: "not a list of \"key\" = \"value\"; entries")
    }
    var texts: [String: String] = [:]
    for (key, value) in dictionary {
      guard let text = value as? String else {
        throw LocalizationError(path: path, reason: "the value of '\(key)' is not a string")
      }
      texts[key] = text
    }
    self.init(texts: texts)
  }

  /// Reads one language of a String Catalog (`.xcstrings`, JSON): each string's
  /// `localizations[language].stringUnit.value`; strings without one (untranslated, or with
  /// plural variations only) are left out.
  ///
  /// - Parameters:
  ///   - data: The catalog's bytes.
  ///   - language: The language, as the catalog names it (`de`, `pt-BR`).
  ///   - path: The file's path, for errors.
  /// - Throws: ``LocalizationError`` when the file is not a String Catalog.
  public init(stringCatalog data: Data, language: String, path: String)
    throws(LocalizationError)
  {
    let object: Any
    do { object = try JSONSerialization.jsonObject(with: data) } catch {
      throw LocalizationError(
        path: path, reason: "not JSON: \((error as NSError).localizedDescription)")
    }
    guard let catalog = object as? [String: Any], let strings = catalog["strings"] as? [String: Any]
    else {
      throw LocalizationError(path: path, reason: "not a String Catalog: no \"strings\" object")
    }
    var texts: [String: String] = [:]
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
        let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any],
        let value = unit["value"] as? String
      else { continue }
      texts[key] = value
    }
    self.init(texts: texts)
  }

  /// Foundation's reason for a property list it could not read, with its line when it gives one.
  ///
  /// The old-style parser's own error (`Missing ';' on line 2`) is a CoreFoundation error that
  /// Swift does not bridge on Linux: its message is the first quoted part of its description.
  private static func reason(of error: NSError) -> String {
    var text = error.userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    if let inner = error.userInfo["kCFPropertyListOldStyleParsingError"] {
      let parts = String(describing: inner).split(separator: "\"", omittingEmptySubsequences: false)
      if parts.count > 2, !parts[1].isEmpty { text = String(parts[1]) }
    }
    return "not a .strings file (\(text)): each entry is \"key\" = \"value\";"
  }
}

/// A localisation file that cannot be read.
public struct LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// What is wrong, with how to fix it where that helps.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `de.lproj/Main.strings: not a .strings file (Missing ';' on line 2): …`.
  public var description: String { "\(path): \(reason)" }
}
