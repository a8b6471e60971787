import FuzzDriver
import _ProtocellTestSupport

/// libFuzzer's entry point: runs `FuzzHarness.decodeArchive` on one input and traps on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  if let failure = FuzzHarness.decodeArchive(bytes) {
    fatalError(failure)
  }
  return 0
}

runFuzzer(fuzzArchive)
