import FuzzDriver
import _ProtocellTestSupport

/// libFuzzer's entry point: `FuzzHarness.importInterfaceBuilder` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzzOneInput(start, count, FuzzHarness.importInterfaceBuilder)
}

runFuzzer(fuzzInterfaceBuilder)
