import FuzzSupport
import Tokens

/// DTCG token JSON (and JSON5 when the first byte is odd): parser, token tree, references, values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = fuzzBytes(data, size)
    guard let first = bytes.first else { return 0 }
    let text = fuzzText(Array(bytes.dropFirst()))
    _ = try? TokenReader.read(documents: [(path: "fuzz.tokens.json", text: text)],
                              options: TokenReadOptions(allowJSON5: first & 1 == 1))
    return 0
}

@_cdecl("FuzzJSON_main")
public func fuzzJSONMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzJSON(data, size) }
}
