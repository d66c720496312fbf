import FuzzSupport
import Symbols

/// SF Symbols templates: the template reader and the validator (what `stylebook validate` runs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = fuzzBytes(data, size)
    _ = try? TemplateReader.read(bytes: bytes, path: "fuzz.svg")
    _ = TemplateValidator.validate(bytes: bytes, path: "fuzz.svg")
    return 0
}

@_cdecl("FuzzTemplate_main")
public func fuzzTemplateMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzTemplate(data, size) }
}
