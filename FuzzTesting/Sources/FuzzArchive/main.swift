import FuzzDriver
import _ProtocellTestSupport

/// libFuzzer's entry point: `FuzzHarness.decodeArchive` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzzOneInput(start, count, FuzzHarness.decodeArchive)
}

runFuzzer(fuzzArchive)
