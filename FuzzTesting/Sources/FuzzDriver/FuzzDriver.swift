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
