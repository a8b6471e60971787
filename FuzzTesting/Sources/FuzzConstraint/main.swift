import FuzzDriver
import _ProtocellTestSupport

/// libFuzzer's entry point: `FuzzHarness.parseConstraint` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraint(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzzOneInput(start, count, FuzzHarness.parseConstraint)
}

runFuzzer(fuzzConstraint)
