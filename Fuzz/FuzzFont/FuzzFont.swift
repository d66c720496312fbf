import FontFiles
import FuzzSupport

/// Font files: sfnt directory, collections, WOFF (zlib), WOFF2 (Brotli) and the name, head,
/// OS/2, post, hhea/hmtx, cmap and fvar tables. Any error is fine; a crash or hang is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    _ = try? FontFileReader.faces(in: fuzzBytes(data, size), file: "fuzz.ttf")
    return 0
}

@_cdecl("FuzzFont_main")
public func fuzzFontMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzFont(data, size) }
}
