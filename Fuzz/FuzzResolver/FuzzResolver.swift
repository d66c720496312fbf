import FuzzSupport
import Tokens

/// A DTCG resolver document over two small token files (sets, modifiers, contexts, ordering).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = fuzzText(fuzzBytes(data, size))
    let documents = [
        (path: "base.tokens.json", text: ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "{color.bg}"}}}"##),
        (path: "dark.tokens.json", text: ##"{"color": {"bg": {"$value": "#000000"}}}"##),
    ]
    _ = try? TokenReader.read(documents: documents, resolverDocument: (path: "fuzz.resolver.json", text: text))
    return 0
}

@_cdecl("FuzzResolver_main")
public func fuzzResolverMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzResolver(data, size) }
}
