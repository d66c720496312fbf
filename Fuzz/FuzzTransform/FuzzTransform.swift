import FuzzSupport
import SVG

/// `transform` lists, through the reader (the parser behind it is shared with the template reader).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTransform(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let value = xmlAttributeEscaped(fuzzText(fuzzBytes(data, size)))
    _ = try? SVGReader.parse(text: iconSVG(pathAttributes: "transform=\"\(value)\""), path: "fuzz.svg")
    _ = try? SVGReader.parse(text: iconSVG(body: "<g transform=\"\(value)\"><circle cx=\"12\" cy=\"12\" r=\"4\"/></g>"), path: "fuzz.svg")
    return 0
}

@_cdecl("FuzzTransform_main")
public func fuzzTransformMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzTransform(data, size) }
}
