import Protocell
import ProtocellTooling

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file, or standard input for `-`, read in chunks with `read(2)`.
final class ByteInput {
  /// What messages call the input: the path, or `<stdin>`.
  let name: String
  /// The size of a regular file in bytes, for a progress estimate; `nil` for pipes.
  let size: Int?
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  /// Where each read lands before it is appended to the caller's buffer.
  private let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)

  /// What every message calls standard input.
  static let standardInputName = "<stdin>"

  /// Opens `path`, or standard input for `-`.
  ///
  /// - Throws: ``InputError`` when the file cannot be opened or is a folder.
  init(path: String) throws(InputError) {
    if path == "-" {
      name = Self.standardInputName
      descriptor = 0
      ownsDescriptor = false
    } else {
      name = path
      descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { throw InputError("cannot read '\(path)': \(Self.lastError())") }
      ownsDescriptor = true
    }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      if ownsDescriptor { close(descriptor) }
      throw InputError("cannot read '\(path)': it is a folder")
    }
    if Self.isEndlessDevice(status, descriptor: descriptor) {
      if ownsDescriptor { close(descriptor) }
      let refusal = FileReadError(path: name, reason: .notRegularFile(.device))
      throw InputError(
        "\(refusal), and a device's bytes need not end; give a file, a pipe, or - for standard "
          + "input")
    }
    let isRegular = status.st_mode & S_IFMT == S_IFREG
    size = isRegular ? Int(status.st_size) : nil
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
    scratch.deallocate()
  }

  /// Appends up to `count` bytes to `buffer`; returns how many were read (0 at the end).
  func read(into buffer: inout [UInt8], count: Int = 1 << 16) throws(InputError) -> Int {
    let count = min(count, scratch.count)
    var result = 0
    repeat {
      #if canImport(Glibc)
        result = Glibc.read(descriptor, scratch.baseAddress, count)
      #else
        result = Darwin.read(descriptor, scratch.baseAddress, count)
      #endif
    } while result < 0 && errno == EINTR
    guard result >= 0 else { throw InputError("cannot read '\(name)': \(Self.lastError())") }
    // Grown geometrically and then kept: reserving exactly what each read needs reallocated the
    // buffer whenever a row straddled two reads, and fresh pages cost the kernel's copy dearly.
    if buffer.capacity < buffer.count + result {
      buffer.reserveCapacity(max(2 * buffer.capacity, buffer.count + result))
    }
    // Read into the scratch buffer and copied in one memcpy: growing the array by `count` zeros
    // and shrinking it again cost more than the read itself (a 64 MB row took 12 s in a debug
    // build).
    buffer.append(contentsOf: UnsafeBufferPointer(start: scratch.baseAddress, count: result))
    return result
  }

  /// Everything left, up to `limit` bytes.
  func readAll(limit: Int) throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    while try read(into: &bytes) > 0 {
      guard bytes.count <= limit else {
        throw InputError("'\(name)' is larger than \(limit) bytes")
      }
    }
    return bytes
  }

  /// The system's reason for the last failure, to continue a sentence: `no such file or
  /// directory`.
  private static func lastError() -> String {
    FileReadError(path: "", reason: .system(errno)).reasonDescription
  }

  /// Whether the input is a device whose bytes need not end.
  ///
  /// A block device, or a character device that is neither a terminal (someone typing rows) nor
  /// the null device (no rows): `/dev/zero` and `/dev/urandom` never end, and a disk is no file
  /// of rows. Templates refuse every device the same way (`FileReader`).
  private static func isEndlessDevice(_ status: stat, descriptor: Int32) -> Bool {
    switch status.st_mode & S_IFMT {
    case S_IFBLK: return true
    case S_IFCHR:
      var null = stat()
      let isNull = stat("/dev/null", &null) == 0 && null.st_rdev == status.st_rdev
      return !isNull && isatty(descriptor) == 0
    default: return false
    }
  }
}

extension ByteInput: RowByteSource {
  func readBytes(into buffer: inout [UInt8]) throws(RowReadError) -> Int {
    do {
      return try read(into: &buffer)
    } catch {
      throw RowReadError(error.description)
    }
  }
}

/// An input that could not be read: a usage or input failure (exit status 2).
struct InputError: Error, CustomStringConvertible {
  /// What went wrong, with the input's name.
  var description: String

  init(_ description: String) { self.description = description }
}
