/// Helpers shared by the libFuzzer targets (built only with `STYLEBOOK_FUZZ=1`, see docs/fuzzing.md).

/// The fuzzer's bytes as an array.
public func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

/// The bytes as text; invalid UTF-8 is repaired the way the readers repair a file.
public func fuzzText(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

/// Escapes text for an XML attribute value, so a fuzzer's bytes reach the attribute parser intact.
public func xmlAttributeEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case "\"": out += "&quot;"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// An icon around one path, with `extra` inserted as raw attributes of the path.
public func iconSVG(pathData: String = "M4 4 L20 4 L20 20 Z", pathAttributes extra: String = "", body: String = "") -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\(body)<path class="a" id="p" d="\(pathData)" \(extra)/></svg>
    """
}

/// One fuzz input → 0, the signature libFuzzer calls.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzCallback) -> CInt

/// Hands the command line to libFuzzer's driver. SwiftPM links every executable with its entry
/// point renamed to `<Target>_main`, so each target defines that symbol and calls this, instead
/// of relying on libFuzzer's own `main`.
public func runFuzzer(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ callback: FuzzCallback) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
