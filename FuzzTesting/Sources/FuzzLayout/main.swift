import FuzzDriver
import _ProtocellTestSupport

/// libFuzzer's entry point: `FuzzHarness.layOut` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzzOneInput(start, count) { FuzzHarness.layOut($0) }
}

runFuzzer(fuzzLayout)
