import Foundation
import ProtocellDiagnostics
import ProtocellTemplates

extension PrototypeRegistry {
  /// Registers every prototype of a compiled pack file, or none if one clashes.
  ///
  /// The file is read and its checksum and index checked; prototypes are decoded when first
  /// used. No XML is parsed.
  ///
  /// - Parameters:
  ///   - path: The pack's path, as `protocell compile` wrote it.
  ///   - options: Limits for decoding the pack.
  ///   - replacing: Whether prototypes already registered are replaced.
  /// - Throws: ``RegistryError/unreadableFile(path:reason:)``,
  ///   ``RegistryError/malformedArchive(_:source:)`` or
  ///   ``RegistryError/duplicateReuseIdentifier(_:existing:new:)``.
  public func registerPack(
    atPath path: String, options: ArchiveDecodingOptions = ArchiveDecodingOptions(),
    replacing: Bool = false
  ) throws(RegistryError) {
    let bytes = try Self.contentsOfFile(atPath: path, limit: options.maximumArchiveSize)
    let pack: PrototypePack
    do {
      pack = try PrototypePack(bytes: bytes, options: options)
    } catch {
      throw .malformedArchive(error, source: .pack(path: path, compiledFrom: nil))
    }
    try register(pack, path: path, replacing: replacing)
  }

  /// The bytes of a pack file, read by ``FileReader`` (no directory, pipe or device; at most
  /// `limit` bytes).
  package static func contentsOfFile(atPath path: String, limit: Int) throws(RegistryError)
    -> [UInt8]
  {
    do throws(FileReadError) {
      return try FileReader.contents(ofFile: path, limit: limit)
    } catch {
      throw .unreadableFile(path: path, reason: error.reasonDescription)
    }
  }
}
