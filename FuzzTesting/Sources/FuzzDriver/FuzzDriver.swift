#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point for one input: the bytes and their count.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: FuzzCallback
) -> CInt

/// Hands the process to libFuzzer's driver.
///
/// SwiftPM links an executable target's own entry point as `main`, which hides the `main` that
/// `-sanitize=fuzzer` would bring; so each target's top-level code calls this instead, with its
/// `LLVMFuzzerTestOneInput`. libFuzzer then reads the command line as usual.
///
/// - Parameter callback: The target's `LLVMFuzzerTestOneInput`.
/// - Returns: Never: exits with libFuzzer's status.
public func runFuzzer(_ callback: FuzzCallback) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(runFuzzerDriver(&argc, &argv, callback))
}

/// Runs one input through a harness entry point and traps, so that libFuzzer saves the input,
/// when the entry point reports a broken invariant.
///
/// - Parameters:
///   - start: The input's first byte (`nil` for an empty input).
///   - count: The input's length.
///   - entryPoint: A `FuzzHarness` function: the input's bytes to a failure or `nil`.
/// - Returns: 0, as libFuzzer expects.
public func fuzzOneInput(
  _ start: UnsafePointer<UInt8>?, _ count: Int, _ entryPoint: ([UInt8]) -> String?
) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  if let failure = entryPoint(bytes) {
    fatalError(failure)
  }
  return 0
}
