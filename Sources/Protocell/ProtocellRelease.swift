/// Which release of Protocell this is, as `protocell --version` prints it.
public enum ProtocellRelease {
  /// The release number: 0.1.0 until the first tagged release.
  public static let number = "0.1.0"

  /// The release and the archive format it writes, for example
  /// `0.1.0 (archive format 1.15)`: a compiled pack is read by every build of the same major
  /// format version whose minor version is at least the pack's.
  public static var description: String {
    "\(number) (archive format \(ArchiveFormat.majorVersion).\(ArchiveFormat.minorVersion))"
  }
}
