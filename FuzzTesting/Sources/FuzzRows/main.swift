import FuzzDriver
import _ProtocellTestSupport

/// libFuzzer's entry point: `FuzzHarness.readRows` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRows(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzzOneInput(start, count, FuzzHarness.readRows)
}

runFuzzer(fuzzRows)
