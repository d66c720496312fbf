import FuzzSupport
import SVG
import Tokens

/// Colours as SVG paint (`fill`, `stroke`, `stop-color`-style values) and as design-token values
/// (a string, or the input as the body of a DTCG colour object), then the colour maths on the result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = fuzzText(fuzzBytes(data, size))
    let escaped = xmlAttributeEscaped(text)
    _ = try? SVGReader.parse(text: iconSVG(pathAttributes: "fill=\"\(escaped)\" stroke=\"\(escaped)\" opacity=\"\(escaped)\""), path: "fuzz.svg")
    let jsonString = text.unicodeScalars.map { s -> String in
        switch s {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case _ where s.value < 0x20: return "\\u" + String(repeating: "0", count: 4 - String(s.value, radix: 16).count) + String(s.value, radix: 16)
        default: return String(s)
        }
    }.joined()
    let documents = [
        (path: "a.tokens.json", text: "{\"c\": {\"$type\": \"color\", \"$value\": \"\(jsonString)\"}, \"d\": {\"$value\": \"{c}\"}}"),
        (path: "b.tokens.json", text: "{\"c\": {\"$type\": \"color\", \"$value\": {\(text)}}}"),
    ]
    for document in documents {
        if let result = try? TokenReader.read(documents: [document], options: TokenReadOptions(allowJSON5: true)) {
            for color in result.tokens.colors {
                for value in color.values.values {
                    _ = ColorMath.preferredCatalogColor(value)
                    _ = ColorMath.contrastRatio(value, value)
                }
            }
        }
    }
    return 0
}

@_cdecl("FuzzColor_main")
public func fuzzColorMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, size in fuzzColor(data, size) }
}
