import FuzzSupport
import SVG
import Symbols

/// The whole `symbol` pipeline: SVG → icon → template (variants chosen by the first byte), and the
/// written template read back by the validator.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSymbol(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = fuzzBytes(data, size)
    guard let first = bytes.first else { return 0 }
    guard let icon = try? SVGReader.parse(text: fuzzText(Array(bytes.dropFirst())), path: "fuzz.svg") else { return 0 }
    let variants: VariantSet = first % 3 == 0 ? .regular : first % 3 == 1 ? .masters : .all
    let options = SymbolOptions(variants: variants, templateVersion: first & 4 == 0 ? .v3 : .v6)
    if let conversion = try? SymbolConverter.convert(icon: icon, options: options) {
        _ = TemplateValidator.validate(bytes: Array(conversion.template.utf8), path: "out.svg")
    }
    return 0
}

@_cdecl("FuzzSymbol_main")
public func fuzzSymbolMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzSymbol(data, size) }
}
