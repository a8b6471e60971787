import Foundation

/// Base64 as `data:` URLs and the image page's attributes write it.
enum SnapshotImageBase64 {
  /// The standard alphabet, padded.
  static func encode(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

  /// The bytes `text` encodes; `nil` when it is not base64.
  static func decode(_ text: String) -> [UInt8]? { Data(base64Encoded: text).map { [UInt8]($0) } }
}
