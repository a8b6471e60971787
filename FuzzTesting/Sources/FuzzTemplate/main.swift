import FuzzDriver
import _ProtocellTestSupport

/// libFuzzer's entry point: `FuzzHarness.parseAndValidate` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzzOneInput(start, count, FuzzHarness.parseAndValidate)
}

runFuzzer(fuzzTemplate)
